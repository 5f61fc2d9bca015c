import { atom } from 'jotai';
import { cartPieces, cartSchema, emptyCart, type Cart } from '../contracts/cart';
import { persistentAtom } from './persistent-atom';
import { storageKeys } from './storage-keys';

/** The shopper's cart, kept in this browser (and synced to the server when logged in). */
export const cartAtom = persistentAtom<Cart>(storageKeys.cart, cartSchema, emptyCart());

/** Total pieces in the cart (the header badge); qta_prog index 0 is unused. */
export const cartQuantityAtom = atom((get) => cartPieces(get(cartAtom)));
