import type { OrderStatus, PaymentOutcome } from '@shop/shared/contracts';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { orders, paymentTransactions } from '../../core/db/schema';
import { announceStockChanged } from '../stock/pieces';
import { leavePending, retakeStock } from '../stock/reservations';

/** Statuses of an order that ended unpaid (earlier data, or the staff): a late OK may still pay it. */
const FAILED_STATUS: Record<Exclude<PaymentOutcome, 'OK' | 'PEN'>, OrderStatus> = {
  KO: 'DeniedTransaction',
  ERRORE: 'FailedTransaction',
  ANNULLO: 'Void',
};

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
  announceStockChanged(db, changed);
  return outcome;
}
