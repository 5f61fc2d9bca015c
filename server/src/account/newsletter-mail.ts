import type { LanguageCode } from '@shop/shared/contracts';
import { inLanguage, paths } from '@shop/shared/paths';
import type { OutgoingMail } from '../core/mail/mail-outbox';

const TEXTS = {
  ita: {
    confirmSubject: 'Conferma la tua iscrizione alla newsletter',
    confirm: (link: string, hours: number) =>
      [
        'Ciao,',
        '',
        'per ricevere la newsletter di Atelier Lanterna conferma l’iscrizione di questo indirizzo aprendo il link:',
        link,
        '',
        `Il link vale ${hours} ore e si usa una volta sola. Se non l’hai chiesto tu, ignora questo messaggio: senza conferma non riceverai nulla.`,
      ].join('\n'),
    alreadySubject: 'Sei già iscritto alla newsletter',
    already: [
      'Ciao,',
      '',
      'questo indirizzo riceve già la newsletter di Atelier Lanterna: non devi fare nulla.',
      'Se non hai chiesto tu di iscriverti, ignora questo messaggio.',
    ].join('\n'),
    closing: 'A presto,\nAtelier Lanterna',
  },
  eng: {
    confirmSubject: 'Confirm your newsletter subscription',
    confirm: (link: string, hours: number) =>
      [
        'Hello,',
        '',
        'to receive the Atelier Lanterna newsletter, confirm this address by opening the link:',
        link,
        '',
        `The link works for ${hours} hours and only once. If you did not ask for it, ignore this message: without a confirmation you will receive nothing.`,
      ].join('\n'),
    alreadySubject: 'You are already subscribed to the newsletter',
    already: [
      'Hello,',
      '',
      'this address already receives the Atelier Lanterna newsletter: there is nothing to do.',
      'If you did not ask to subscribe, ignore this message.',
    ].join('\n'),
    closing: 'See you soon,\nAtelier Lanterna',
  },
} as const satisfies Record<LanguageCode, unknown>;

/** The mail of a subscription's double opt-in: the link to the shop's page that confirms it, in the subscriber's language. */
export function confirmationMail(
  to: string,
  language: LanguageCode,
  link: { origin: string; token: string; hours: number; expiresAt: Date },
): OutgoingMail {
  const text = TEXTS[language];
  const url = `${link.origin}${inLanguage(paths.newsletterConfirm(link.token), language)}`;
  return {
    kind: 'newsletter-confirmation',
    to,
    subject: text.confirmSubject,
    text: `${text.confirm(url, link.hours)}\n\n${text.closing}`,
    expiresAt: link.expiresAt,
  };
}

/** What an address already subscribed gets instead: nothing to confirm. */
export function alreadySubscribedMail(to: string, language: LanguageCode): OutgoingMail {
  const text = TEXTS[language];
  return { kind: 'newsletter-already', to, subject: text.alreadySubject, text: `${text.already}\n\n${text.closing}` };
}
