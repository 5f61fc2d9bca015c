import {
  accountAction,
  isApiError,
  orderSchema,
  type ActionReply,
  type ApiError,
  type Order,
  type OrderReturn,
  type ReturnOrderReply,
  type ReturnRequest,
  type ReturnRequestReply,
} from '@shop/shared';

type Refusal = ActionReply & { error: true };

/** A refusal of the server (4xx), not a failure to reach it; too many requests is a failure worth retrying. */
const refused = (error: unknown): error is ApiError =>
  isApiError(error) && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 429;

export type ReturnOrderOutcome = { kind: 'order'; order: Order } | { kind: 'refused' };

/**
 * AccountAction/returnOrder: the order with its returns and what it still allows; the customer's own
 * by its number, a guest's with the key of its shipping mail. A wrong, old or missing key is refused;
 * a failure to reach the server throws.
 */
export async function fetchReturnOrder(orderId: string, returnKey: string | undefined, signal?: AbortSignal): Promise<ReturnOrderOutcome> {
  let reply: ReturnOrderReply | Refusal;
  try {
    reply = await accountAction<ReturnOrderReply | Refusal>('returnOrder', returnKey ? { orderId, key: returnKey } : { orderId }, {
      signal,
    });
  } catch (error) {
    if (refused(error)) return { kind: 'refused' };
    throw error;
  }
  if (reply.error) return { kind: 'refused' };
  // Through the contract, so a field the server leaves out takes its default.
  return { kind: 'order', order: orderSchema.parse(reply.order) };
}

export type ReturnRequestOutcome = { ok: true; return: OrderReturn } | { ok: false; message: string | undefined };

/** AccountAction/requestReturn: the return asked for, or the server's reason for refusing it (in the shopper's language). */
export async function sendReturnRequest(request: ReturnRequest): Promise<ReturnRequestOutcome> {
  try {
    const reply = await accountAction<ReturnRequestReply | Refusal>('requestReturn', request);
    return reply.error ? { ok: false, message: reply.message } : { ok: true, return: reply.return };
  } catch (error) {
    return { ok: false, message: refused(error) ? error.message : undefined };
  }
}
