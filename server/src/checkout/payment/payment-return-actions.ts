import type { LanguageCode, PaymentOrderReply, RetryPaymentReply } from '@shop/shared/contracts';
import { paymentPayload } from './payment-request';
import { readPaymentOrder, retryAttempt, type RetryRefusal } from './payment-retry';
import type { ActionContext, ActionHandler } from '../../core/http/action-context';
import { shopOrigin } from '../../core/http/shop-origin';

type Text = Record<LanguageCode, string>;

/** One answer for every token that names no order: nothing tells a wrong token from an old one. */
const NOT_FOUND: Text = { ita: 'Ordine non trovato', eng: 'Order not found' };

export const RETRY_REFUSALS: Record<RetryRefusal, Text> = {
  paid: { ita: 'Questo ordine è già stato pagato', eng: 'This order has already been paid' },
  expired: {
    ita: "La prenotazione dell'ordine è scaduta: torna al carrello per ordinare di nuovo",
    eng: 'The reservation of this order has expired: go back to the cart to order again',
  },
  closed: { ita: 'Questo ordine non può più essere pagato', eng: 'This order can no longer be paid' },
  attempts: {
    ita: 'Troppi tentativi di pagamento per questo ordine: torna al carrello per ordinare di nuovo',
    eng: 'Too many payment attempts for this order: go back to the cart to order again',
  },
};

function notFound(context: ActionContext) {
  context.reply.code(404);
  return { error: true as const, message: NOT_FOUND[context.language] };
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
  if (outcome.kind === 'refused') return { error: true, message: RETRY_REFUSALS[outcome.reason][context.language] };
  const payment = paymentPayload(config, shopOrigin(config, request), {
    codTrans: outcome.codTrans,
    importo: outcome.importo,
    language: payload.languageCode ?? outcome.language,
    token: payload.token,
  });
  return { error: false, orderId: outcome.orderId, returnKey: payload.token, payment };
};
