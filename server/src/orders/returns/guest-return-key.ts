import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { orders, orderShipments } from '../../core/db/schema';
import { hashReturnToken } from '../../checkout';

/** The page of a guest's order in the shipping mail: the order's number and the key that opens it. */
export const guestReturnPath = (orderId: string, key: string): string =>
  `/account/returns/${encodeURIComponent(orderId)}?key=${encodeURIComponent(key)}`;

/**
 * The order a request may see and return: a customer's own (signed in), or a guest's whose shipping
 * mail key matches (only its hash is stored). Null otherwise, whatever the reason, so a guess learns nothing.
 */
export async function orderForReturn(
  db: Db,
  request: { orderId: string; key?: string | undefined },
  customerId: number | null,
): Promise<typeof orders.$inferSelect | null> {
  if (request.key) {
    const [found] = await db
      .select({ order: orders })
      .from(orders)
      .innerJoin(orderShipments, eq(orderShipments.orderId, orders.id))
      .where(and(eq(orders.orderId, request.orderId), eq(orderShipments.returnKeyHash, hashReturnToken(request.key))))
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
