import { passesBotCheck } from '../core/bot-check';
import type { ActionHandler } from '../core/http/action-context';
import { serverText } from '../core/http/messages';
import { askRestockNotice, stopRestockNotice } from './stock/restock-notices';

const outcomeText = { saved: 'restockNoticeSaved', 'in-stock': 'restockNoticeInStock', unknown: 'restockNoticeUnknown' } as const;

/**
 * 'Avvisami quando torna disponibile': the address waits for the colour and size, and gets one mail
 * in its language when the staff restock it. The e-mail has passed the shared contract already.
 */
export const restockNotice: ActionHandler<'restockNotice'> = async (payload, { db, config, request, language }) => {
  if (!(await passesBotCheck(config.botCheck, payload['g-recaptcha-response'], request.ip))) {
    return { error: true, message: serverText(language, 'botCheckFailed') };
  }
  const outcome = await askRestockNotice(db, payload, payload.languageCode ?? language);
  return { error: outcome !== 'saved', message: serverText(language, outcomeText[outcome]) };
};

/** The page of a notice mail's link: the notice is dropped; the same answer when it was already gone. */
export const stopRestockNoticeAction: ActionHandler<'stopRestockNotice'> = async ({ token }, { db, language }) => {
  await stopRestockNotice(db, token);
  return { error: false, message: serverText(language, 'restockNoticeStopped') };
};
