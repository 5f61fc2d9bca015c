import type { OrderStatus } from '@shop/shared/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../core/db/client';
import { orderRows, orders } from '../../core/db/schema';
import { announceStockChanged, givePieces, takePieces } from './pieces';

/**
 * A reservation is an unpaid order (PendingTransaction) holding its pieces. It ends paid, or
 * expired after the reservation time, or taken over by the same buyer's next checkout; an order
 * cancelled or refunded gives its pieces back too, and a payment arriving late takes them again.
 */
const orderPieces = (tx: Tx, orderId: number) => tx.select().from(orderRows).where(eq(orderRows.orderId, orderId));

/** Gives the pieces of an order back to stock; returns the articles whose stock changed. */
export async function releaseStock(tx: Tx, orderId: number): Promise<string[]> {
  return givePieces(tx, await orderPieces(tx, orderId));
}

/** Thrown inside the savepoint when a piece is missing: the pieces already taken go back. */
class Short extends Error {}

/**
 * Takes the pieces of an order from stock again, all or none (a savepoint): true when every row had
 * enough. Used when the payment of an order arrives after its reservation ran out.
 */
export async function retakeStock(tx: Tx, orderId: number, changed: string[]): Promise<boolean> {
  const pieces = await orderPieces(tx, orderId);
  try {
    await tx.transaction(async (inner) => {
      if (await takePieces(inner, pieces)) throw new Short();
    });
    changed.push(...new Set(pieces.map((row) => row.codArticolo)));
    return true;
  } catch (error) {
    if (error instanceof Short) return false;
    throw error;
  }
}

/** Moves an order out of PendingTransaction; false when it had already left it (nothing changes then). */
export async function leavePending(tx: Tx, orderId: number, status: OrderStatus, paid: boolean): Promise<boolean> {
  const moved = await tx
    .update(orders)
    .set(paid ? { status, paidAt: new Date() } : { status })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PendingTransaction')))
    .returning({ id: orders.id });
  return moved.length === 1;
}

/**
 * Ends an unpaid order's reservation (Expired) and gives its pieces back, in the caller's
 * transaction; the articles whose stock changed, or null when the order was no longer pending.
 */
export async function expirePending(tx: Tx, orderId: number): Promise<string[] | null> {
  if (!(await leavePending(tx, orderId, 'Expired', false))) return null;
  return releaseStock(tx, orderId);
}

/** Orders left unpaid for longer than the reservation expire and give their stock back. Returns how many. */
export async function expireReservations(db: Db, minutes: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - minutes * 60_000);
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'PendingTransaction'), lt(orders.createdAt, cutoff)))
    .limit(200);
  let expired = 0;
  for (const { id } of stale) {
    const released = await db.transaction((tx) => expirePending(tx, id));
    if (released) {
      announceStockChanged(db, released);
      expired += 1;
    }
  }
  return expired;
}

/** Expires reservations every minute while the server runs; stops when it closes. */
export function startReservationExpiry(db: Db, minutes: number, log: FastifyBaseLogger): { stop: () => void } {
  const timer = setInterval(() => {
    expireReservations(db, minutes).catch((error: unknown) => log.error({ err: error }, 'reservation expiry failed'));
  }, 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
