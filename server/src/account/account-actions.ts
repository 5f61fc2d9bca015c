import { fiscalAddress, messageText, normaliseAccount } from '@shop/shared/contracts';
import { badRequest, unauthorized } from '../core/http/errors';
import { updateCustomer } from './data/customer-account';
import { loadUser } from './data/customer-profile';
import { subscribe, unsubscribe } from './data/newsletter';
import type { ActionHandler } from '../core/http/action-context';
import { says, serverText } from '../core/http/messages';
import { profileIds, shopOwnIdError } from '../orders';

/**
 * Saves the logged-in customer's own account (SPEC 'Account save'). Whatever id or email the body
 * carries, the session decides whose account changes; email and registration type stay as stored,
 * and so does the billing (fiscal) country. The shop's own partita IVA or codice fiscale is refused.
 */
export const updateAccount: ActionHandler<'updateAccount'> = async (payload, { db, config, customer, token, language }) => {
  const customerId = await customer();
  if (customerId === null) throw unauthorized();
  const stored = await loadUser(db, customerId);
  if (!stored) throw unauthorized();
  const requested = { ...payload.user, id: customerId, email: stored.email, isCompany: stored.isCompany };
  if (fiscalAddress(requested).country !== fiscalAddress(stored).country) throw badRequest(says('fiscalCountryFixed'));
  const account = normaliseAccount(requested);
  const own = shopOwnIdError(config.fiscal, profileIds(account));
  if (own) return { error: true, message: messageText(own, language) };
  await updateCustomer(db, customerId, account);
  if (requested.newsletter && !stored.newsletter) await subscribe(db, stored.email, requested.languageCode);
  if (!requested.newsletter && stored.newsletter) await unsubscribe(db, stored.email);
  return { error: false, message: serverText(language, 'accountUpdated'), xtstoredsession: token, user: await loadUser(db, customerId) };
};
