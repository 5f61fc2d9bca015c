import type { Store } from 'jotai';
import { cartSchema, type Cart } from '../contracts/cart';
import { mergeCarts } from '../contracts/cart-lines';
import { cartAtom } from '../state/cart-atoms';
import { sessionAtom } from '../state/session-atoms';
import { shopStore } from '../state/store';
import { accountAction } from './send-account-action';

const bodyOf = (cart: Cart) => ({ cart: cart.righe.length > 0 ? cart : {} });
const same = (a: Cart, b: Cart) => JSON.stringify(a) === JSON.stringify(b);

/** Saves the cart for the logged-in customer and answers the cart the server kept (capped at stock). */
async function saveCart(cart: Cart): Promise<Cart | null> {
  const reply = await accountAction<{ error: boolean; cart?: unknown }>('updateCart', bodyOf(cart));
  if (reply.error) return null;
  const kept = cartSchema.safeParse(reply.cart);
  return kept.success ? kept.data : null;
}

/**
 * At login: the visitor's cart is merged into the customer's saved cart (no line lost), the server
 * caps the pieces at stock and keeps the result, which becomes the cart of this browser.
 */
export async function adoptSavedCart(saved: Cart | null | undefined, store: Store = shopStore): Promise<void> {
  const local = store.get(cartAtom);
  const merged = saved ? mergeCarts(local, saved) : local;
  if (merged.righe.length === 0) return;
  const kept = await saveCart(merged).catch(() => null);
  store.set(cartAtom, kept ?? merged);
}

/**
 * Keeps the server copy of a logged-in customer's cart in step with this browser: every change
 * is sent with AccountAction/updateCart once the cart has been still for `delayMs`. Returns a stop function.
 */
export function startCartSync(store: Store = shopStore, delayMs = 600): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSent: Cart = store.get(cartAtom);
  const send = async () => {
    timer = undefined;
    const cart = store.get(cartAtom);
    if (!store.get(sessionAtom).loggedIn || same(cart, lastSent)) return;
    lastSent = cart;
    const kept = await saveCart(cart).catch(() => null);
    // The server may have capped a size at stock; take its cart unless the shopper changed it meanwhile.
    if (kept && same(store.get(cartAtom), cart) && !same(kept, cart)) {
      lastSent = kept;
      store.set(cartAtom, kept);
    }
  };
  const unsubscribeCart = store.sub(cartAtom, () => {
    if (!store.get(sessionAtom).loggedIn) {
      lastSent = store.get(cartAtom);
      return;
    }
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void send(), delayMs);
  });
  return () => {
    if (timer) clearTimeout(timer);
    unsubscribeCart();
  };
}
