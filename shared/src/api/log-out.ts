import type { Store } from 'jotai';
import { endSessionAtom } from '../state/session-atoms';
import { shopStore } from '../state/store';
import { accountAction } from './send-account-action';

/**
 * The account team's logout for the other teams (the shell's 'Esci'): tells the server, without
 * waiting for it, and ends the session here, which per SPEC also empties the cart, the favourites
 * and the country. The session, cart and favourites announce it on the bus.
 */
export function logOut(store: Store = shopStore): void {
  // The call reads the token now, before it is cleared.
  accountAction('logout', {}).catch(() => undefined);
  store.set(endSessionAtom);
}
