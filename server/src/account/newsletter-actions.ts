import { CONFIRMATION_HOURS, confirmSubscription, isSubscribed, issueConfirmation } from './data/newsletter';
import { passesBotCheck } from '../core/bot-check';
import type { ActionHandler, ActionContext } from '../core/http/action-context';
import { serverText } from '../core/http/messages';
import { afterReply } from '../core/http/after-reply';
import { shopOrigin } from '../core/http/shop-origin';
import { alreadySubscribedMail, confirmationMail } from './newsletter-mail';
import type { LanguageCode } from '@shop/shared/contracts';

/** The mail of a subscription: its confirmation link, or, for an address already subscribed, a word saying so. */
async function mailSubscriber(context: ActionContext, email: string, language: LanguageCode): Promise<void> {
  if (await isSubscribed(context.db, email)) {
    await context.outbox.send(alreadySubscribedMail(email, language));
    return;
  }
  const { token, expiresAt } = await issueConfirmation(context.db, email, language);
  const origin = shopOrigin(context.config, context.request);
  await context.outbox.send(confirmationMail(email, language, { origin, token, hours: CONFIRMATION_HOURS, expiresAt }));
}

/**
 * Double opt-in. The reply is the same, and comes as soon, for every address, subscribed or not:
 * whether the address is subscribed is looked up, and its mail (a confirmation link, or a word that
 * it is already subscribed) written, only after the reply has gone. The address is subscribed only
 * from the link (confirmNewsletter).
 */
export const subscribeNewsletter: ActionHandler<'subscribeNewsletter'> = async (payload, context) => {
  const { config, request, reply, language } = context;
  if (payload.privacy !== true) return { error: true, message: serverText(language, 'privacyNewsletter') };
  if (!(await passesBotCheck(config.botCheck, payload['g-recaptcha-response'], request.ip))) {
    return { error: true, message: serverText(language, 'botCheckFailed') };
  }
  const email = payload.email.trim().toLowerCase();
  const mailLanguage = payload.languageCode ?? language;
  afterReply(reply, () => mailSubscriber(context, email, mailLanguage), 'newsletter: confirmation mail not sent');
  return { error: false, message: serverText(language, 'newsletterCheckMail') };
};

/** The page of a confirmation link: subscribes its address, once, while the link is valid. */
export const confirmNewsletter: ActionHandler<'confirmNewsletter'> = async ({ token }, { db, language }) =>
  (await confirmSubscription(db, token))
    ? { error: false, message: serverText(language, 'newsletterConfirmed') }
    : { error: true, message: serverText(language, 'newsletterLinkRefused') };
