import { subscribe } from './data/newsletter';
import { passesBotCheck } from '../core/bot-check';
import type { ActionHandler } from '../core/http/action-context';
import { serverText } from '../core/http/messages';

/** Stores the subscription once; subscribing again is answered kindly and changes nothing. */
export const subscribeNewsletter: ActionHandler<'subscribeNewsletter'> = async (payload, { db, config, request, language }) => {
  if (payload.privacy !== true) return { error: true, message: serverText(language, 'privacyNewsletter') };
  if (!(await passesBotCheck(config.botCheck, payload['g-recaptcha-response'], request.ip))) {
    return { error: true, message: serverText(language, 'botCheckFailed') };
  }
  const outcome = await subscribe(db, payload.email, payload.languageCode ?? language);
  return { error: false, message: serverText(language, outcome === 'already' ? 'newsletterAlready' : 'newsletterDone') };
};
