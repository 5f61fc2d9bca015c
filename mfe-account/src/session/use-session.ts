import { sessionAtom, shopStore } from '@shop/shared';
import { useAtomValue } from 'jotai';

export type SessionState = 'visitor' | 'checking' | 'customer';

/** Who is here: a visitor, a customer, or a stored token the server has not answered for yet. */
export function useSessionState() {
  const session = useAtomValue(sessionAtom, { store: shopStore });
  const state: SessionState = session.loggedIn ? 'customer' : session.token ? 'checking' : 'visitor';
  return { state, user: session.user, token: session.token };
}
