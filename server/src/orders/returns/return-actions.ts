import type { Order, ReturnOrderReply, ReturnRequestReply } from '@shop/shared/contracts';
import { asc, eq } from 'drizzle-orm';
import type { ActionHandler } from '../../core/http/action-context';
import type { Db } from '../../core/db/client';
import { orderReturnRows, orderReturns, orderRows, orders, orderShipments } from '../../core/db/schema';
import { HttpError } from '../../core/http/errors';
import { says } from '../../core/http/messages';
import { rowDescription } from '../row-titles';
import { listCustomerOrders } from '../data/orders';
import { orderForReturn } from './guest-return-key';
import { returnsOf, windowOf } from './read-returns';
import { queueReturnMail } from './return-mail';
import { longDay, withdrawalEnd } from './return-window';
import { shopOrigin } from '../../core/http/shop-origin';

/** The order as its buyer reads it in the account: the same reader, scoped to this one order (a guest's too). */
async function buyerView(db: Db, order: typeof orders.$inferSelect, language: 'ita' | 'eng', days: number): Promise<Order> {
  const [view] = await listCustomerOrders(db, order.customerId, language, days, order.id);
  if (!view) throw new HttpError(404, says('orderNotFound'));
  return view;
}

/** AccountAction/returnOrder: a customer's own order, or a guest's with the key of its shipping mail. */
export const returnOrder: ActionHandler<'returnOrder'> = async (payload, context): Promise<ReturnOrderReply> => {
  const customerId = payload.key ? null : await context.customer();
  const order = await orderForReturn(context.db, payload, customerId);
  if (!order) throw new HttpError(404, says('orderNotFound'));
  return { error: false, order: await buyerView(context.db, order, context.language, context.config.withdrawalDays) };
};

/**
 * AccountAction/requestReturn: within the withdrawal period from delivery, rows of the order and
 * pieces not already in a return, a reason and a note. One transaction with the order's row locked,
 * so two requests at once cannot return the same pieces twice. The buyer gets a return number and
 * a mail with what to do.
 */
export const requestReturn: ActionHandler<'requestReturn'> = async (payload, context): Promise<ReturnRequestReply> => {
  const { db, config, language } = context;
  const customerId = payload.key ? null : await context.customer();
  const found = await orderForReturn(db, payload, customerId);
  if (!found) throw new HttpError(404, says('orderNotFound'));
  const created = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (!order) throw new HttpError(404, says('orderNotFound'));
    const [shipment] = await tx.select().from(orderShipments).where(eq(orderShipments.orderId, order.id));
    const lines = await tx.select().from(orderRows).where(eq(orderRows.orderId, order.id)).orderBy(asc(orderRows.rowNumber));
    const earlier = (await returnsOf(tx, [order.id], language)).get(order.id) ?? [];
    const deliveredAt = shipment?.deliveredAt ?? null;
    if (order.status !== 'DeliveryDone' || !deliveredAt) throw new HttpError(409, says('returnNotDelivered'));
    const window = windowOf({ status: order.status, deliveredAt }, lines, earlier, config.withdrawalDays);
    if (!window) {
      const end = withdrawalEnd(deliveredAt, config.withdrawalDays);
      throw new HttpError(
        409,
        says('returnPeriodOver', { days: config.withdrawalDays, date: { ita: longDay(end, 'ita'), eng: longDay(end, 'eng') } }),
      );
    }
    for (const asked of payload.rows) {
      const line = lines.find((candidate) => candidate.rowNumber === asked.row);
      if (!line) throw new HttpError(400, says('returnRowUnknown', { row: asked.row }));
      const returnable = window.rows.find((row) => row.row === asked.row)?.returnable ?? 0;
      if (asked.quantity > returnable) {
        throw new HttpError(
          409,
          says('returnTooMany', { title: { ita: rowDescription(line, 'ita'), eng: rowDescription(line, 'eng') }, max: returnable }),
        );
      }
    }
    const bought = lines.reduce((sum, line) => sum + line.quantity, 0);
    const alreadyOut = window.rows.reduce((sum, row) => sum + row.returnable, 0);
    const asked = payload.rows.reduce((sum, row) => sum + row.quantity, 0);
    // Every piece of the order is now withdrawn: the shipping paid is refunded with this return.
    const withShipping = alreadyOut === asked && bought > 0;
    const goods = payload.rows.reduce(
      (sum, row) => sum + row.quantity * (lines.find((line) => line.rowNumber === row.row)?.unitGrossCents ?? 0),
      0,
    );
    const number = `R-${order.orderId}-${earlier.length + 1}`;
    const [inserted] = await tx
      .insert(orderReturns)
      .values({
        orderId: order.id,
        number,
        reason: payload.reason,
        note: payload.note,
        withShipping,
        refundCents: goods + (withShipping ? order.shippingCents : 0),
      })
      .returning({ id: orderReturns.id });
    if (!inserted) throw new Error('return not recorded');
    await tx
      .insert(orderReturnRows)
      .values(payload.rows.map((row) => ({ returnId: inserted.id, rowNumber: row.row, quantity: row.quantity })));
    const item = ((await returnsOf(tx, [order.id], language)).get(order.id) ?? []).find((candidate) => candidate.number === number);
    if (!item) throw new Error('return not read back');
    // A guest has just opened the order with their key: the mail links the page with the same one.
    const origin = shopOrigin(config, context.request);
    await queueReturnMail(tx, order.id, 'return-requested', item, { seller: config.fiscal, origin, key: payload.key });
    return item;
  });
  context.outbox.wake();
  return { error: false, return: created };
};
