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
import type { AppDeps } from '../core/app-deps';
import { badRequest, HttpError, parseOrThrow } from '../core/http/errors';
import { says } from '../core/http/messages';
import { invoiceRefusal } from '../core/fiscal/shop-fiscal';
import { moveOrder } from './moves/run-move';
import { moveReturn } from './returns/return-moves';
import { recordDelivery } from './delivery/deliveries';
import { refundClientFor, readStock, setStock } from '../checkout';
import { listOrders, orderDetail } from './data/order-admin';
import { legacyPaths } from '../core/http/legacy-paths';
import { requestLanguage } from '../core/http/request-context';
import { registerStaffScope, staffOf, type Staff } from '../staff';
import { shopOrigin } from '../core/http/shop-origin';

/**
 * The staff's orders (list, detail, moves) and stock per colour and size. Every call needs a staff
 * session (the staff scope's hook); customer sessions and the admin header count for nothing. Replies hold personal data: never cached.
 */
export function registerOrderAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerStaffScope(app, deps.db, (scope) => orderAdminRoutes(scope, deps));
}

function orderAdminRoutes(scope: FastifyInstance, { db, config, outbox }: AppDeps): void {
  const refunds = refundClientFor(config.payment);
  const seller = invoiceRefusal(config.fiscal) ? null : config.fiscal;
  const post = <T>(
    action: string,
    handler: (body: unknown, language: ReturnType<typeof requestLanguage>, staff: Staff, request: FastifyRequest) => Promise<T>,
  ) => {
    for (const url of legacyPaths(config.appName, action)) {
      scope.post(url, async (request, reply): Promise<T> => {
        reply.header('cache-control', 'no-store');
        return handler(request.body ?? {}, requestLanguage(request), staffOf(request), request);
      });
    }
  };

  post(ORDER_ADMIN_ACTIONS.list, async (body): Promise<OrderListReply> => listOrders(db, parseOrThrow(orderListSchema, body)));
  post(ORDER_ADMIN_ACTIONS.detail, async (body, language): Promise<OrderDetailReply> => {
    const order = await orderDetail(db, parseOrThrow(orderDetailSchema, body).orderId, language);
    if (!order) throw new HttpError(404, says('orderNotFound'));
    return { error: false, order };
  });
  post(ORDER_ADMIN_ACTIONS.transition, async (body, _language, staff, request): Promise<OrderTransitionReply> => {
    const deps = { refunds, seller, trader: config.fiscal, withdrawalDays: config.withdrawalDays, origin: shopOrigin(config, request) };
    const reply = await moveOrder(db, staff, parseOrThrow(orderTransitionSchema, body), deps);
    outbox.wake();
    return reply;
  });
  post(ORDER_ADMIN_ACTIONS.delivered, async (body, _language, staff, request): Promise<{ error: false }> => {
    const deps = { withdrawalDays: config.withdrawalDays, origin: shopOrigin(config, request) };
    await recordDelivery(db, staff, parseOrThrow(orderDeliveredSchema, body), deps);
    // The delivery mail queued with it goes out now.
    outbox.wake();
    return { error: false };
  });
  post(ORDER_ADMIN_ACTIONS.returnMove, async (body, _language, staff, request): Promise<ReturnMoveReply> => {
    const deps = { refunds, seller, trader: config.fiscal, origin: shopOrigin(config, request) };
    const reply = await moveReturn(db, staff, parseOrThrow(returnMoveSchema, body), deps);
    outbox.wake();
    return reply;
  });
  post(ORDER_ADMIN_ACTIONS.stock, async (body, language): Promise<StockReply> => {
    const { codArticolo } = parseOrThrow(stockReadSchema, body);
    const rows = await readStock(db, codArticolo, language);
    if (!rows) throw new HttpError(404, says('articleNotFound'));
    return { error: false, codArticolo, rows };
  });
  post(ORDER_ADMIN_ACTIONS.setStock, async (body, language, staff, request): Promise<StockWriteReply> => {
    const write = parseOrThrow(stockWriteSchema, body);
    const set = await setStock(db, staff, write, shopOrigin(config, request));
    if ('missing' in set) {
      const { codColore: colour, progSiglaTaglia: size } = set.missing;
      throw badRequest(says('sizeColourMissing', { colour, size, article: write.codArticolo }));
    }
    // Back-in-stock mails queued with the write go out now.
    if (set.notices > 0) outbox.wake();
    const rows = await readStock(db, write.codArticolo, language);
    if (!rows) throw new HttpError(404, says('articleNotFound'));
    return { error: false, changed: set.changed, rows };
  });
}
