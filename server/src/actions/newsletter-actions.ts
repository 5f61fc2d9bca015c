import { MESSAGES } from '@shop/shared/contracts';
import { subscribe } from '../repositories/newsletter';
import { BOT_CHECK_FAILED, passesBotCheck } from '../services/bot-check';
import type { ActionHandler } from './context';

export const NEWSLETTER_DONE = 'Iscrizione alla newsletter completata';
export const NEWSLETTER_ALREADY = 'Questo indirizzo è già iscritto alla newsletter';

/** Stores the subscription once; subscribing again is answered kindly and changes nothing. */
export const subscribeNewsletter: ActionHandler<'subscribeNewsletter'> = async (payload, { db, config, request, language }) => {
  if (payload.privacy !== true) return { error: true, message: MESSAGES.privacyNewsletter };
  if (!(await passesBotCheck(config.botCheck, payload['g-recaptcha-response'], request.ip))) {
    return { error: true, message: BOT_CHECK_FAILED };
  }
  const outcome = await subscribe(db, payload.email, payload.languageCode ?? language);
  return { error: false, message: outcome === 'already' ? NEWSLETTER_ALREADY : NEWSLETTER_DONE };
};
