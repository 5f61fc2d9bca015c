import {
  ORDER_ADMIN_ACTIONS,
  orderDetailSchema,
  orderListSchema,
  orderDeliveredSchema,
  orderTransitionSchema,
  returnMoveSchema,
  type ReturnMoveReply,
  stockReadSchema,
  stockWriteSchema,
  type OrderDetailReply,
  type OrderListReply,
  type OrderTransitionReply,
  type StockReply,
  type StockWriteReply,
} from '@shop/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { parseOrThrow } from '../http/errors';
import { invoiceRefusal } from '../invoice/shop-fiscal';
import { moveOrder } from '../orders/order-transitions';
import { moveReturn, recordDelivery } from '../returns/return-moves';
import { shopOrigin } from '../http/shop-origin';
import { refundClientFor } from '../payment/refund-gateway';
import { readStock, setStock } from '../repositories/article-stock';
import { listOrders, orderDetail } from '../repositories/order-admin';
import { legacyPaths } from './legacy-paths';
import { requestLanguage } from './request-context';
import { requireStaff } from './staff-context';

/**
 * The staff's orders (list, detail, moves) and stock per colour and size. Every call needs a staff
 * session; customer sessions and the admin header count for nothing. Replies hold personal data: never cached.
 */
export function registerOrderAdminRoutes(app: FastifyInstance, { db, config, outbox }: AppDeps): void {
  const refunds = refundClientFor(config.payment);
  const seller = invoiceRefusal(config.fiscal) ? null : config.fiscal;
  const post = <T>(
    action: string,
    handler: (
      body: unknown,
      language: ReturnType<typeof requestLanguage>,
      staff: Awaited<ReturnType<typeof requireStaff>>,
      request: FastifyRequest,
    ) => Promise<T>,
  ) => {
    for (const url of legacyPaths(config.appName, action)) {
      app.post(url, async (request, reply): Promise<T> => {
        const staff = await requireStaff(db, request);
        reply.header('cache-control', 'no-store');
        return handler(request.body ?? {}, requestLanguage(request), staff, request);
      });
    }
  };

  post(ORDER_ADMIN_ACTIONS.list, async (body): Promise<OrderListReply> => listOrders(db, parseOrThrow(orderListSchema, body)));
  post(ORDER_ADMIN_ACTIONS.detail, async (body, language): Promise<OrderDetailReply> => ({
    error: false,
    order: await orderDetail(db, parseOrThrow(orderDetailSchema, body).orderId, language),
  }));
  post(ORDER_ADMIN_ACTIONS.transition, async (body, _language, staff, request): Promise<OrderTransitionReply> => {
    const deps = { refunds, seller, trader: config.fiscal, withdrawalDays: config.withdrawalDays, origin: shopOrigin(config, request) };
    const reply = await moveOrder(db, staff, parseOrThrow(orderTransitionSchema, body), deps);
    outbox.wake();
    return reply;
  });
  post(ORDER_ADMIN_ACTIONS.delivered, async (body, _language, staff): Promise<{ error: false }> => {
    await recordDelivery(db, staff, parseOrThrow(orderDeliveredSchema, body));
    return { error: false };
  });
  post(ORDER_ADMIN_ACTIONS.returnMove, async (body, _language, staff): Promise<ReturnMoveReply> => {
    const reply = await moveReturn(db, staff, parseOrThrow(returnMoveSchema, body), { refunds, seller, trader: config.fiscal });
    outbox.wake();
    return reply;
  });
  post(ORDER_ADMIN_ACTIONS.stock, async (body, language): Promise<StockReply> => {
    const { codArticolo } = parseOrThrow(stockReadSchema, body);
    return { error: false, codArticolo, rows: await readStock(db, codArticolo, language) };
  });
  post(ORDER_ADMIN_ACTIONS.setStock, async (body, language, staff): Promise<StockWriteReply> => {
    const write = parseOrThrow(stockWriteSchema, body);
    const changed = await setStock(db, staff, write);
    return { error: false, changed, rows: await readStock(db, write.codArticolo, language) };
  });
}
