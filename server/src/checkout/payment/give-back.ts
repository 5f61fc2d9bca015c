import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../core/db/client';
import { orderRefunds, paymentTransactions } from '../../core/db/schema/index';
import { HttpError } from '../../core/http/errors';
import { says } from '../../core/http/messages';
import type { RefundClient } from './refund-gateway';

/** The card payment that settled an order, the one a refund goes back on; a 409 when there is none. */
export async function settledPayment(tx: Tx, orderId: number): Promise<{ codTrans: string; importo: number }> {
  const [paid] = await tx
    .select({ codTrans: paymentTransactions.codTrans, importo: paymentTransactions.importo })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.esito, 'OK')))
    .orderBy(desc(paymentTransactions.notifiedAt))
    .limit(1);
  if (!paid) throw new HttpError(409, says('noPaymentToRefund'));
  return paid;
}

/**
 * Gives `amountCents` of a payment back through the gateway and records it, in the caller's
 * transaction; a gateway refusal is a 409 that undoes the whole move.
 */
export async function giveBack(
  tx: Tx,
  refund: {
    orderId: number;
    codTrans: string;
    amountCents: number;
    reason: string;
    staff: { id: number; email: string };
    client: RefundClient;
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
      staffId: refund.staff.id,
      staffEmail: refund.staff.email,
      gateway: refund.client.gateway,
      outcome: 'OK',
      operationId: answer.operationId.slice(0, 60),
    })
    .returning();
  if (!row) throw new Error('refund not recorded');
  return row;
}
