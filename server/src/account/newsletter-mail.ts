import type { LanguageCode } from '@shop/shared/contracts';
import { inLanguage, paths } from '@shop/shared/paths';
import type { OutgoingMail } from '../core/mail/mail-outbox';
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
  return { kind: 'newsletter-confirmation', to, subject: t('newsletterConfirmSubject'), text, expiresAt: link.expiresAt };
}

/** What an address already subscribed gets instead: nothing to confirm. */
export function alreadySubscribedMail(to: string, language: LanguageCode): OutgoingMail {
  const t = mailTextIn(language);
  const text = [t('hello'), '', t('newsletterAlready'), t('newsletterNotAsked'), '', t('closing')].join('\n');
  return { kind: 'newsletter-already', to, subject: t('newsletterAlreadySubject'), text };
}
