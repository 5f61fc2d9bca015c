import { randomBytes } from 'node:crypto';
import type { User } from '@shop/shared/contracts';
import { hashPassword, verifyPassword } from './passwords';
import { createCustomerSession, deleteSession, findCustomerByEmail, findSessionCustomer } from './data/sessions';
import { loadFavourites, loadUser } from './data/customer-profile';
import { loadCart } from '../checkout';
import { passesBotCheck } from '../core/bot-check';
import type { ActionHandler } from '../core/http/action-context';
import { serverText } from '../core/http/messages';

// Verifying against a throwaway hash keeps the time of an unknown email close to a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

export const login: ActionHandler<'login'> = async (payload, { db, config, request, language }) => {
  if (!(await passesBotCheck(config.botCheck, payload['g-recaptcha-response'], request.ip))) {
    return { error: true, message: serverText(language, 'botCheckFailed') };
  }
  const customer = await findCustomerByEmail(db, payload.email);
  const ok = customer
    ? await verifyPassword(customer.passwordHash, payload.password)
    : await verifyPassword(await decoy(), payload.password);
  // One message for an unknown email and a wrong password, so neither can be told apart.
  if (!customer || !ok) return { error: true, message: serverText(language, 'loginFailed') };
  const session = await createCustomerSession(db, customer.id);
  return { error: false, xtstoredsession: session.token, xtcountrycode: session.countryCode };
};

export const storedSession: ActionHandler<'storedSession'> = async (payload, { db, language }) => {
  // The token in the body is the one checked, whatever the headers carry.
  const id = await findSessionCustomer(db, payload.xtstoredsession);
  const user: User | null = id === null ? null : await loadUser(db, id);
  if (id === null || !user) return { error: true, message: serverText(language, 'sessionExpired'), user: null, favorites: [] };
  return {
    error: false,
    user,
    favorites: await loadFavourites(db, id),
    xtcountrycode: user.destination.country,
    cart: await loadCart(db, id),
  };
};

export const logout: ActionHandler<'logout'> = async (_payload, { db, token }) => {
  if (token) await deleteSession(db, token);
  return { error: false };
};
