import { normaliseAccount } from '@shop/shared/contracts';
import { insertCustomer, emailInUse } from '../repositories/customer-account';
import { subscribe } from '../repositories/newsletter';
import { createCustomerSession } from '../repositories/sessions';
import { BOT_CHECK_FAILED, passesBotCheck } from '../services/bot-check';
import { hashPassword } from '../services/passwords';
import type { ActionHandler } from './context';

export const EMAIL_TAKEN = 'Questo indirizzo email è già registrato';

/** Registration step 1: is the email still free? */
export const emailValidation: ActionHandler<'emailValidation'> = async (payload, { db }) =>
  (await emailInUse(db, payload.email)) ? { error: true, message: EMAIL_TAKEN } : { error: false };

/**
 * Registration step 2: the payload already passed every rule of SPEC section 5 (the shared
 * contract); the account is stored normalised and the new customer is logged in.
 */
export const createAccount: ActionHandler<'createAccount'> = async (payload, { db, config, request }) => {
  if (!(await passesBotCheck(config.botCheck, payload['g-recaptcha-response'], request.ip))) {
    return { error: true, message: BOT_CHECK_FAILED };
  }
  if (await emailInUse(db, payload.email)) return { error: true, message: EMAIL_TAKEN };
  const account = normaliseAccount(payload);
  const customerId = await insertCustomer(db, account, await hashPassword(payload.password));
  if (customerId === null) return { error: true, message: EMAIL_TAKEN };
  if (account.newsletter) await subscribe(db, account.email, account.languageCode);
  const session = await createCustomerSession(db, customerId);
  return { error: false, message: 'Account creato', xtstoredsession: session.token, xtcountrycode: session.countryCode };
};
