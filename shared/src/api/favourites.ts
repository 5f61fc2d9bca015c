import type { Store } from 'jotai';
import { favouritesAtom, sessionAtom } from '../state/session-atoms';
import { shopStore } from '../state/store';
import { accountAction } from './send-account-action';

export type FavouriteOutcome = 'added' | 'removed' | 'login-required';

/**
 * Adds or removes an article from the logged-in customer's favourites and saves the list with
 * AccountAction/updateFavorites. The list changes at once and goes back if the server refuses.
 * A visitor gets 'login-required' and nothing changes: the caller shows SPEC's warning.
 * The catalogue team owns the favourites; this is also how the cart page changes them.
 */
export async function toggleFavourite(codArticolo: string, store: Store = shopStore): Promise<FavouriteOutcome> {
  if (!store.get(sessionAtom).loggedIn) return 'login-required';
  const before = store.get(favouritesAtom);
  const adding = !before.includes(codArticolo);
  const next = adding ? [...before, codArticolo] : before.filter((code) => code !== codArticolo);
  store.set(favouritesAtom, next);
  try {
    const reply = await accountAction('updateFavorites', { favorites: next });
    if (reply.error) throw new Error(reply.message ?? 'updateFavorites refused');
  } catch (error) {
    store.set(favouritesAtom, before);
    throw error;
  }
  return adding ? 'added' : 'removed';
}
