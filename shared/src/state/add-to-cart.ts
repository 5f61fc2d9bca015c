import type { Store } from 'jotai';
import { addPieces, type CartChange, type CartPick } from '../contracts/cart-lines';
import { cartAtom } from './cart-atoms';
import { shopStore } from './store';

/**
 * The cart team's action for the other teams (the catalogue's 'Aggiungi al carrello'): one more
 * piece of a size, capped at stock. The cart announces the change as `cart:changed`.
 */
export function addToCart(pick: CartPick, store: Store = shopStore): CartChange {
  const change = addPieces(store.get(cartAtom), pick);
  store.set(cartAtom, change.cart);
  return change;
}
