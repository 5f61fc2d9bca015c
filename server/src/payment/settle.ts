import type { OrderStatus, PaymentOutcome } from '@shop/shared/contracts';
import { and, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { articoloDisponibilita, orderRows, orders, paymentTransactions } from '../db/schema';
import { announceCatalogueChange } from '../services/catalogue-changes';
import { inStockOrder } from './stock-order';

/** Statuses of an order that ended unpaid (earlier data, or the staff): a late OK may still pay it. */
const FAILED_STATUS: Record<Exclude<PaymentOutcome, 'OK' | 'PEN'>, OrderStatus> = {
  KO: 'DeniedTransaction',
  ERRORE: 'FailedTransaction',
  ANNULLO: 'Void',
};

/** Gives the pieces of an order back to stock; returns the articles whose stock changed. */
export async function releaseStock(tx: Tx, orderId: number): Promise<string[]> {
  const rows = inStockOrder(await tx.select().from(orderRows).where(eq(orderRows.orderId, orderId)));
  for (const row of rows) {
    await tx
      .update(articoloDisponibilita)
      .set({ qta: sql`${articoloDisponibilita.qta} + ${row.quantity}` })
      .where(
        and(
          eq(articoloDisponibilita.codArticolo, row.codArticolo),
          eq(articoloDisponibilita.codColore, row.codColore),
          eq(articoloDisponibilita.progSiglaTaglia, row.progSiglaTaglia),
        ),
      );
  }
  return [...new Set(rows.map((row) => row.codArticolo))];
}

/** After the commit: cached lists and details must show the stock given back or taken again at once. */
export function announceReleased(db: Db, codes: string[]): void {
  if (codes.length) announceCatalogueChange({ kind: 'disponibilita', codArticoli: codes }, db);
}

/** Thrown inside the savepoint when a piece is missing: the pieces already taken go back. */
class Short extends Error {}

/**
 * Takes the pieces of an order from stock again, all or none (a savepoint): true when every row had
 * enough. Used when the payment of an order arrives after its reservation ran out.
 */
export async function retakeStock(tx: Tx, orderId: number, changed: string[]): Promise<boolean> {
  const rows = inStockOrder(await tx.select().from(orderRows).where(eq(orderRows.orderId, orderId)));
  try {
    await tx.transaction(async (inner) => {
      for (const row of rows) {
        const taken = await inner
          .update(articoloDisponibilita)
          .set({ qta: sql`${articoloDisponibilita.qta} - ${row.quantity}` })
          .where(
            and(
              eq(articoloDisponibilita.codArticolo, row.codArticolo),
              eq(articoloDisponibilita.codColore, row.codColore),
              eq(articoloDisponibilita.progSiglaTaglia, row.progSiglaTaglia),
              gte(articoloDisponibilita.qta, row.quantity),
            ),
          )
          .returning({ qta: articoloDisponibilita.qta });
        if (taken.length === 0) throw new Short();
      }
    });
    changed.push(...new Set(rows.map((row) => row.codArticolo)));
    return true;
  } catch (error) {
    if (error instanceof Short) return false;
    throw error;
  }
}

/** Moves an order out of PendingTransaction; false when it had already left it (nothing changes then). */
async function leavePending(tx: Tx, orderId: number, status: OrderStatus, paid: boolean): Promise<boolean> {
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

export interface SettleInput {
  codTrans: string;
  esito: PaymentOutcome;
  importo: number;
  codAut: string;
  result: Record<string, unknown>;
}

export interface SettleHooks {
  /** Runs in the transaction that records the payment (e.g. queues the confirmation mail). */
  onPaid?: (tx: Db, orderId: number) => Promise<void>;
  /** Runs in the transaction that records a payment for an order whose pieces are gone (its invoice is due all the same). */
  onPaidUnconfirmed?: (tx: Db, orderId: number) => Promise<void>;
}

export type SettleOutcome =
  | { kind: 'unknown' }
  | { kind: 'amount' }
  | { kind: 'pending' }
  | { kind: 'duplicate'; orderId: number; twice?: boolean }
  | { kind: 'settled'; orderId: number; paid: boolean; status: OrderStatus };

/**
 * Applies a MAC-checked gateway result to its transaction and order, once: the first result for a
 * transaction wins, later ones (the gateway retries, a replay) change nothing. A paid order goes
 * ValidTransaction then WaitDelivery. A failed or cancelled attempt leaves the order pending with its
 * pieces reserved, so its buyer can retry the payment (a new transaction) until the reservation runs
 * out. A MAC-valid OK for an order that expired, or that staff or earlier data ended unpaid, means the
 * money was taken: the order takes its pieces again (WaitDelivery) or, when one is gone, stays
 * ValidTransaction for the staff. An OK for another transaction of an order already paid is recorded
 * on its transaction, marked as a duplicate, and settles nothing (`twice`: the caller refunds it).
 */
export async function settlePayment(db: Db, input: SettleInput, hooks: SettleHooks = {}): Promise<SettleOutcome> {
  const changed: string[] = [];
  const outcome = await db.transaction(async (tx): Promise<SettleOutcome> => {
    const [transaction] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.codTrans, input.codTrans)).limit(1);
    if (!transaction) return { kind: 'unknown' };
    if (transaction.importo !== input.importo) return { kind: 'amount' };
    if (input.esito === 'PEN') return { kind: 'pending' };
    const claimed = await tx
      .update(paymentTransactions)
      .set({ esito: input.esito, codAut: input.codAut.slice(0, 30), result: input.result, notifiedAt: new Date() })
      .where(
        and(
          eq(paymentTransactions.codTrans, input.codTrans),
          input.esito === 'OK'
            ? or(isNull(paymentTransactions.esito), ne(paymentTransactions.esito, 'OK'))
            : isNull(paymentTransactions.esito),
        ),
      )
      .returning({ orderId: paymentTransactions.orderId });
    if (claimed.length === 0) return { kind: 'duplicate', orderId: transaction.orderId };
    const orderId = transaction.orderId;
    if (input.esito === 'OK') {
      if (await leavePending(tx, orderId, 'ValidTransaction', true)) {
        await tx.update(orders).set({ status: 'WaitDelivery' }).where(eq(orders.id, orderId));
        await hooks.onPaid?.(tx, orderId);
        return { kind: 'settled', orderId, paid: true, status: 'WaitDelivery' };
      }
      // Paid after its reservation ran out or after a failure (its stock went back once): the order
      // claims its pieces again when they are all still there and goes on to delivery; otherwise it
      // stays ValidTransaction (paid, not confirmed, no stock taken) for the staff to refund or restock.
      const late = await tx
        .update(orders)
        .set({ status: 'ValidTransaction', paidAt: new Date() })
        .where(and(eq(orders.id, orderId), isNull(orders.paidAt), inArray(orders.status, ['Expired', ...Object.values(FAILED_STATUS)])))
        .returning({ id: orders.id });
      if (late.length === 0) {
        // Another payment had paid the order: this one is the buyer's money to give back.
        await tx.update(paymentTransactions).set({ duplicate: true }).where(eq(paymentTransactions.codTrans, input.codTrans));
        return { kind: 'duplicate', orderId, twice: true };
      }
      if (await retakeStock(tx, orderId, changed)) {
        await tx.update(orders).set({ status: 'WaitDelivery' }).where(eq(orders.id, orderId));
        await hooks.onPaid?.(tx, orderId);
        return { kind: 'settled', orderId, paid: true, status: 'WaitDelivery' };
      }
      await hooks.onPaidUnconfirmed?.(tx, orderId);
      return { kind: 'settled', orderId, paid: true, status: 'ValidTransaction' };
    }
    // The attempt is recorded; the order stays as it is (pending: payable again until it expires).
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    return { kind: 'settled', orderId, paid: false, status: (order?.status ?? 'PendingTransaction') as OrderStatus };
  });
  announceReleased(db, changed);
  return outcome;
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
      announceReleased(db, released);
      expired += 1;
    }
  }
  return expired;
}
