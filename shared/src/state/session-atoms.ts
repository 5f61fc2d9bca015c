import { atom } from 'jotai';
import { z } from 'zod';
import type { User } from '../contracts/account';
import { emptyCart } from '../contracts/cart';
import { DEFAULT_COUNTRY } from '../contracts/common';
import { cartAtom } from './cart-atoms';
import { persistentAtom } from './persistent-atom';
import { countryAtom } from './preference-atoms';
import { storageKeys } from './storage-keys';

/** The stored session token; the server validates it on load (see restoreSession). */
export const sessionTokenAtom = persistentAtom<string | null>(storageKeys.storedSession, z.string().min(1).nullable(), null);

/** The logged-in user, known once the server has accepted the token. */
export const userAtom = atom<User | null>(null);

/** Favourite product codes (codArticolo) of the logged-in user. */
export const favouritesAtom = atom<string[]>([]);

export interface Session {
  token: string | null;
  user: User | null;
  loggedIn: boolean;
}

export const sessionAtom = atom<Session>((get) => {
  const token = get(sessionTokenAtom);
  const user = get(userAtom);
  return { token, user, loggedIn: token !== null && user !== null };
});

/** Stores what a login (or a restored session) returned. */
export const startSessionAtom = atom(null, (_get, set, session: { token: string; user: User; favourites?: string[]; country?: string }) => {
  set(sessionTokenAtom, session.token);
  set(userAtom, session.user);
  set(favouritesAtom, session.favourites ?? []);
  if (session.country) set(countryAtom, session.country);
});

/** Forgets a token the server refused: the visitor goes on anonymously with their cart. */
export const dropSessionAtom = atom(null, (_get, set) => {
  set(sessionTokenAtom, null);
  set(userAtom, null);
  set(favouritesAtom, []);
});

/** Logout per SPEC: clears the token, the user, favourites, the cart and the country. */
export const endSessionAtom = atom(null, (_get, set) => {
  set(dropSessionAtom);
  set(cartAtom, emptyCart());
  set(countryAtom, DEFAULT_COUNTRY);
});
