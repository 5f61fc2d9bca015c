import { and, desc, eq } from 'drizzle-orm';
import type { Tx, Db } from '../../core/db/client';
import { orderRefunds, paymentTransactions } from '../../core/db/schema';
import { HttpError } from '../../core/http/errors';
import { says } from '../../core/http/messages';
import type { RefundClient } from './refund-gateway';

/**
 * The card payment that settled an order, the one a refund goes back on (never a duplicate payment,
 * which is refunded on its own); a 409 when there is none.
 */
export async function settledPayment(tx: Tx, orderId: number): Promise<{ codTrans: string; importo: number }> {
  const [paid] = await tx
    .select({ codTrans: paymentTransactions.codTrans, importo: paymentTransactions.importo })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.esito, 'OK'), eq(paymentTransactions.duplicate, false)))
    .orderBy(desc(paymentTransactions.notifiedAt))
    .limit(1);
  if (!paid) throw new HttpError(409, says('noPaymentToRefund'));
  return paid;
}

/**
 * Gives `amountCents` of a payment back through the gateway and records it, in the caller's
 * transaction; a gateway refusal is a 409 that undoes the whole move. `staff` is null for the
 * shop's own refund of a duplicate payment (`duplicate`).
 */
export async function giveBack(
  tx: Tx,
  refund: {
    orderId: number;
    codTrans: string;
    amountCents: number;
    reason: string;
    staff: { id: number; email: string } | null;
    client: RefundClient;
    duplicate?: boolean;
  },
): Promise<typeof orderRefunds.$inferSelect> {
  const answer = await refund.client.refund({ codTrans: refund.codTrans, importo: refund.amountCents });
  if (!answer.ok) throw new HttpError(409, says('refundRefused', { reason: answer.message.slice(0, 200) }));
  const [row] = await tx
    .insert(orderRefunds)
    .values({
      orderId: refund.orderId,
      codTrans: refund.codTrans,
      amountCents: refund.amountCents,
      reason: refund.reason,
      staffId: refund.staff?.id ?? null,
      staffEmail: refund.staff?.email ?? '',
      gateway: refund.client.gateway,
      outcome: 'OK',
      operationId: answer.operationId.slice(0, 60),
      duplicate: refund.duplicate ?? false,
    })
    .returning();
  if (!row) throw new Error('refund not recorded');
  return row;
}

/** The reason recorded with the automatic refund of a duplicate payment. */
export const DUPLICATE_REFUND_REASON = 'Pagamento doppio rimborsato automaticamente';

/**
 * Refunds a duplicate payment (an OK for an order another payment had already paid) whole, through
 * the gateway, once: the payment's row is locked and a refund already recorded for it ends the call
 * (null). A gateway refusal throws (a 409) and records nothing; the payment stays marked for the staff.
 */
export async function refundDuplicate(db: Db, client: RefundClient, codTrans: string): Promise<typeof orderRefunds.$inferSelect | null> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.codTrans, codTrans), eq(paymentTransactions.duplicate, true), eq(paymentTransactions.esito, 'OK')))
      .for('update');
    if (!payment) return null;
    const [done] = await tx
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.codTrans, codTrans), eq(orderRefunds.duplicate, true)))
      .limit(1);
    if (done) return null;
    return giveBack(tx, {
      orderId: payment.orderId,
      codTrans,
      amountCents: payment.importo,
      reason: DUPLICATE_REFUND_REASON,
      staff: null,
      client,
      duplicate: true,
    });
  });
}
