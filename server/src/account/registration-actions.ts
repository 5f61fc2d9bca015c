import { messageText, normaliseAccount } from '@shop/shared/contracts';
import { insertCustomer, emailInUse } from './data/customer-account';
import { subscribe } from './data/newsletter';
import { createCustomerSession } from './data/sessions';
import { passesBotCheck } from '../core/bot-check';
import { hashPassword } from './passwords';
import type { ActionHandler } from '../core/http/action-context';
import { serverText } from '../core/http/messages';
import { profileIds, shopOwnIdError } from '../orders';

/** Registration step 1: is the email still free? */
export const emailValidation: ActionHandler<'emailValidation'> = async (payload, { db, language }) =>
  (await emailInUse(db, payload.email)) ? { error: true, message: serverText(language, 'emailTaken') } : { error: false };

/**
 * Registration step 2: the payload already passed every rule of SPEC section 5 (the shared
 * contract) but the shop's own fiscal codes, which only the server knows; the account is stored
 * normalised and the new customer is logged in.
 */
export const createAccount: ActionHandler<'createAccount'> = async (payload, { db, config, request, language }) => {
  if (!(await passesBotCheck(config.botCheck, payload['g-recaptcha-response'], request.ip))) {
    return { error: true, message: serverText(language, 'botCheckFailed') };
  }
  const account = normaliseAccount(payload);
  const own = shopOwnIdError(config.fiscal, profileIds(account));
  if (own) return { error: true, message: messageText(own, language) };
  if (await emailInUse(db, payload.email)) return { error: true, message: serverText(language, 'emailTaken') };
  const customerId = await insertCustomer(db, account, await hashPassword(payload.password));
  if (customerId === null) return { error: true, message: serverText(language, 'emailTaken') };
  if (account.newsletter) await subscribe(db, account.email, account.languageCode);
  const session = await createCustomerSession(db, customerId);
  return {
    error: false,
    message: serverText(language, 'accountCreated'),
    xtstoredsession: session.token,
    xtcountrycode: session.countryCode,
  };
};
