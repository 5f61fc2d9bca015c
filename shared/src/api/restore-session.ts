import type { Store } from 'jotai';
import { sessionPayloadSchema } from '../contracts/auth';
import { cartAtom } from '../state/cart-atoms';
import { dropSessionAtom, sessionTokenAtom, startSessionAtom } from '../state/session-atoms';
import { shopStore } from '../state/store';
import { isApiError } from './api-error';
import { accountAction } from './send-account-action';

/**
 * Validates the stored session token with the server (SPEC section 4, Session): a valid token
 * brings back the user, favourites and country; a refused one leaves the visitor anonymous (with
 * their cart). A server that cannot be reached keeps the token for the next load.
 */
export async function restoreSession(store: Store = shopStore): Promise<void> {
  const token = store.get(sessionTokenAtom);
  if (!token) return;
  try {
    const reply = sessionPayloadSchema.safeParse(await accountAction('storedSession', { xtstoredsession: token }));
    if (reply.success && !reply.data.error && reply.data.user) {
      const { user, favorites, xtcountrycode, cart } = reply.data;
      store.set(startSessionAtom, { token, user, favourites: favorites, country: xtcountrycode });
      // Another device may have filled the saved cart; an empty cart here takes it.
      if (cart && cart.righe.length > 0 && store.get(cartAtom).righe.length === 0) store.set(cartAtom, cart);
    } else {
      store.set(dropSessionAtom);
    }
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) store.set(dropSessionAtom);
  }
}
