import type { LanguageCode } from '@shop/shared/contracts';
import { inLanguage, paths } from '@shop/shared/paths';
import type { OutgoingMail } from '../core/mail/mail-outbox';
import { button, heading, mailDocument, paragraph } from '../core/mail/mail-layout';
import { mailTextIn } from '../core/mail/mail-text';

/** The mail of a subscription's double opt-in: the link to the shop's page that confirms it, in the subscriber's language. */
export function confirmationMail(
  to: string,
  language: LanguageCode,
  link: { origin: string; token: string; hours: number; expiresAt: Date },
): OutgoingMail {
  const t = mailTextIn(language);
  const url = `${link.origin}${inLanguage(paths.newsletterConfirm(link.token), language)}`;
  const text = [t('hello'), '', t('newsletterConfirm'), url, '', t('newsletterLink', { hours: link.hours }), '', t('closing')].join('\n');
  const subject = t('newsletterConfirmSubject');
  const html = mailDocument(language, subject, [
    heading(subject),
    paragraph(`${t('hello')}\n${t('newsletterConfirm')}`),
    button(url, t('newsletterButton')),
    paragraph(t('newsletterLink', { hours: link.hours }), true),
  ]);
  return { kind: 'newsletter-confirmation', to, subject, text, html, expiresAt: link.expiresAt };
}

/** What an address already subscribed gets instead: nothing to confirm. */
export function alreadySubscribedMail(to: string, language: LanguageCode): OutgoingMail {
  const t = mailTextIn(language);
  const text = [t('hello'), '', t('newsletterAlready'), t('newsletterNotAsked'), '', t('closing')].join('\n');
  const subject = t('newsletterAlreadySubject');
  const html = mailDocument(language, subject, [
    heading(subject),
    paragraph(`${t('hello')}\n${t('newsletterAlready')}`),
    paragraph(t('newsletterNotAsked'), true),
  ]);
  return { kind: 'newsletter-already', to, subject, text, html };
}
