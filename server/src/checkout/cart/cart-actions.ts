import { cartSchema, emptyCart } from '@shop/shared/contracts';
import { unauthorized } from '../../core/http/errors';
import { capCartAtStock, saveCart } from './carts';
import type { ActionHandler } from '../../core/http/action-context';

/**
 * Keeps the server copy of the logged-in customer's cart: quantities are capped at stock and the
 * stored cart is sent back; an empty object (or a cart with no lines) clears it. Prices stay the
 * shopper's display prices: the order is priced again by the server at checkout.
 */
export const updateCart: ActionHandler<'updateCart'> = async (payload, { db, customer }) => {
  const customerId = await customer();
  if (customerId === null) throw unauthorized();
  const sent = cartSchema.safeParse(payload.cart);
  const cart = sent.success ? await capCartAtStock(db, sent.data) : emptyCart();
  await saveCart(db, customerId, cart);
  return { error: false, cart };
};
