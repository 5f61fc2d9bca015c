import type { paymentResultSchema } from '@shop/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../core/app-deps';
import type { Db } from '../../core/db/client';
import { afterReply } from '../../core/http/after-reply';
import { HttpError } from '../../core/http/errors';
import { shopOrigin } from '../../core/http/shop-origin';
import { issueInvoice, queueOrderConfirmation } from '../../orders';
import { invoiceRefusal } from '../../core/fiscal/shop-fiscal';
import { refundDuplicate } from './give-back';
import { refundClientFor } from './refund-gateway';
import { settlePayment } from './settle';

type GatewayResult = ReturnType<typeof paymentResultSchema.parse>;

/**
 * What the shop does with a gateway result whose MAC the caller checked: settles it once, and
 * around that the confirmation mail, the invoice, and the refund of a second payment.
 */
export function resultSettler(app: FastifyInstance, { db, config, outbox }: AppDeps) {
  const refusal = invoiceRefusal(config.fiscal);
  if (refusal) app.log.error(refusal);
  const refunds = refundClientFor(config.payment);

  /**
   * In the transaction that pays an order: with the shop's fiscal data complete, its invoice, then
   * its confirmation mail (which links the invoice's copy when there is one).
   */
  async function paid(tx: Db, orderId: number, origin: string): Promise<void> {
    await invoiceOnPayment(tx, orderId);
    await queueOrderConfirmation(tx, orderId, { seller: config.fiscal, withdrawalDays: config.withdrawalDays, origin });
  }
  /**
   * The invoice is due when the money is taken (art. 6 c.4 DPR 633/72), dated then, also for a
   * payment that came after the pieces were sold: staff confirming it later keeps this invoice,
   * refunding it reduces it with a credit note.
   */
  async function invoiceOnPayment(tx: Db, orderId: number): Promise<void> {
    if (refusal) app.log.error({ orderId }, refusal);
    else await issueInvoice(tx, orderId, config.fiscal);
  }

  /** Gives a duplicate payment back through the gateway; a refusal leaves it marked on the order page for the staff. */
  async function refundSecondPayment(orderId: number, codTrans: string): Promise<void> {
    try {
      const refund = await refundDuplicate(db, refunds, codTrans);
      if (refund)
        app.log.warn({ orderId, codTrans, amountCents: refund.amountCents }, 'second payment for an order already paid: refunded');
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      app.log.error(
        { orderId, codTrans, reason: error.message },
        'second payment for an order already paid: the gateway refused its refund',
      );
    }
  }

  /**
   * Applies the result; paying an order queues its confirmation in the same transaction. A second
   * payment of an order already paid is refunded once the reply has gone (the gateway's call does not wait for it).
   */
  return async function settle(result: GatewayResult, raw: Record<string, string>, reply: FastifyReply) {
    const origin = shopOrigin(config, reply.request);
    const outcome = await settlePayment(
      db,
      { codTrans: result.codTrans, esito: result.esito, importo: result.importo, codAut: result.codAut, result: raw },
      { onPaid: (tx, orderId) => paid(tx, orderId, origin), onPaidUnconfirmed: invoiceOnPayment },
    );
    if (outcome.kind === 'settled' && outcome.paid && outcome.status === 'ValidTransaction') {
      // Paid late and a piece is gone: not confirmed, nothing taken from stock.
      app.log.warn({ orderId: outcome.orderId }, 'late payment for an order whose pieces are sold: refund or restock');
    } else if (outcome.kind === 'duplicate' && outcome.twice) {
      // Recorded on its transaction; the order was paid by another one and is not settled again.
      const { orderId } = outcome;
      afterReply(reply, () => refundSecondPayment(orderId, result.codTrans), 'second payment: refund failed');
    } else if (outcome.kind === 'settled' && outcome.paid) outbox.wake();
    return outcome;
  };
}
