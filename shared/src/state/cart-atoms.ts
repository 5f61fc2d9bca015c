import { atom } from 'jotai';
import { cartPieces, cartSchema, emptyCart, type Cart } from '../contracts/cart';
import { paymentTokenSchema } from '../contracts/payment-return';
import { persistentAtom } from './persistent-atom';
import { storageKeys } from './storage-keys';

/** The shopper's cart, kept in this browser (and synced to the server when logged in). */
export const cartAtom = persistentAtom<Cart>(storageKeys.cart, cartSchema, emptyCart());

/** Total pieces in the cart (the header badge); qta_prog index 0 is unused. */
export const cartQuantityAtom = atom((get) => cartPieces(get(cartAtom)));

/**
 * The return token of the order placed from this cart and not yet paid: the cart is emptied when
 * that order's payment is confirmed, and only then (a failed or abandoned payment keeps it).
 */
export const paymentPendingAtom = persistentAtom<string | null>(storageKeys.paymentPending, paymentTokenSchema.nullable(), null);
