import { and, eq, exists, or } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { orderPageKeys, orders, orderShipments } from '../../core/db/schema';
import { hashReturnToken, newReturnToken } from '../../checkout';

/** The page of a guest's order in the shipping mail: the order's number and the key that opens it. */
export const guestReturnPath = (orderId: string, key: string): string =>
  `/account/returns/${encodeURIComponent(orderId)}?key=${encodeURIComponent(key)}`;

/**
 * The order's page for a link in a mail, where the buyer follows the order, asks for a return and
 * downloads the invoice: a customer's opens with their sign-in; a guest's carries a key of its own
 * (`key` when the guest has just used one, else a new one, of which only the hash is kept). `origin`
 * is the shop's configured public origin, never a request's Host.
 */
export async function orderPageUrl(
  db: Db,
  order: { id: number; orderId: string; customerId: number | null },
  origin: string,
  key?: string,
): Promise<string> {
  if (order.customerId !== null) return `${origin}/account/returns/${encodeURIComponent(order.orderId)}`;
  if (key) return `${origin}${guestReturnPath(order.orderId, key)}`;
  const minted = newReturnToken();
  await db.insert(orderPageKeys).values({ orderId: order.id, keyHash: minted.hash });
  return `${origin}${guestReturnPath(order.orderId, minted.token)}`;
}

/**
 * The order a request may see and return: a customer's own (signed in), or a guest's whose mail key
 * matches (the shipping mail's, or a later mail's; only their hashes are stored). Null otherwise,
 * whatever the reason, so a guess learns nothing.
 */
export async function orderForReturn(
  db: Db,
  request: { orderId: string; key?: string | undefined },
  customerId: number | null,
): Promise<typeof orders.$inferSelect | null> {
  if (request.key) {
    const hash = hashReturnToken(request.key);
    const [found] = await db
      .select({ order: orders })
      .from(orders)
      .leftJoin(orderShipments, eq(orderShipments.orderId, orders.id))
      .where(
        and(
          eq(orders.orderId, request.orderId),
          or(
            eq(orderShipments.returnKeyHash, hash),
            exists(
              db
                .select({ id: orderPageKeys.id })
                .from(orderPageKeys)
                .where(and(eq(orderPageKeys.orderId, orders.id), eq(orderPageKeys.keyHash, hash))),
            ),
          ),
        ),
      )
      .limit(1);
    return found?.order ?? null;
  }
  if (customerId === null) return null;
  const [own] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, request.orderId), eq(orders.customerId, customerId)))
    .limit(1);
  return own ?? null;
}
