import type { PaymentOrderReply, RetryPaymentReply } from '@shop/shared/contracts';
import { paymentPayload } from './payment-request';
import { readPaymentOrder, retryAttempt, type RetryRefusal } from './payment-retry';
import type { ActionContext, ActionHandler } from '../../core/http/action-context';
import { serverText, type ServerMessageKey } from '../../core/http/messages';
import { shopOrigin } from '../../core/http/shop-origin';

/** Why an order cannot be paid again, as the reply says it. */
const RETRY_REFUSALS = {
  paid: 'retryPaid',
  expired: 'retryExpired',
  closed: 'retryClosed',
  attempts: 'retryAttempts',
} as const satisfies Record<RetryRefusal, ServerMessageKey>;

/** One answer for every token that names no order: nothing tells a wrong token from an old one. */
function notFound(context: ActionContext) {
  context.reply.code(404);
  return { error: true as const, message: serverText(context.language, 'orderNotFound') };
}

/** AccountAction/paymentOrder: the order behind a payment return token, with its real payment state. */
export const paymentOrder: ActionHandler<'paymentOrder'> = async (payload, context): Promise<PaymentOrderReply> => {
  const order = await readPaymentOrder(context.db, payload.token, context.language, context.config.payment.reservationMinutes);
  if (!order) return notFound(context);
  context.reply.header('cache-control', 'no-store');
  return { error: false, order };
};

/** AccountAction/retryPayment: a newly signed payment request (new codTrans) for the same unpaid order. */
export const retryPayment: ActionHandler<'retryPayment'> = async (payload, context): Promise<RetryPaymentReply> => {
  const { db, config, request } = context;
  const outcome = await retryAttempt(db, payload.token, config.payment.reservationMinutes);
  if (outcome.kind === 'unknown') return notFound(context);
  if (outcome.kind === 'refused') return { error: true, message: serverText(context.language, RETRY_REFUSALS[outcome.reason]) };
  const payment = paymentPayload(config, shopOrigin(config, request), {
    codTrans: outcome.codTrans,
    importo: outcome.importo,
    language: payload.languageCode ?? outcome.language,
    token: payload.token,
  });
  return { error: false, orderId: outcome.orderId, returnKey: payload.token, payment };
};
