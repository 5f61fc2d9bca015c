import {
  RETURN_STATUS_LABELS,
  type OrderDeliveredRequest,
  type OrderReturn,
  type ReturnMove,
  type ReturnMoveReply,
  type ReturnStatus,
} from '@shop/shared/contracts';
import { formatCents } from '@shop/shared/money';
import { and, eq, inArray, isNull, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client';
import { backofficeAudit, orderRefunds, orderReturnRows, orderReturns, orderRows, orders, orderShipments } from '../../core/db/schema';
import { HttpError } from '../../core/http/errors';
import { says, type Localised } from '../../core/http/messages';
import type { ShopFiscalSettings } from '../invoice/invoice-document';
import { issueCreditNote } from '../invoice/issue-credit-note';
import { italianDate } from '../invoice/issue-invoice';
import { rowDescription } from '../row-titles';
import type { RefundClient } from '../../checkout';
import { giveBack, settledPayment, announceStockChanged, givePieces } from '../../checkout';
import type { Staff } from '../../staff';
import { returnsOf } from './read-returns';
import { queueReturnMail } from './return-mail';

export interface ReturnMoveDeps {
  refunds: RefundClient;
  /** The shop's fiscal data, or null when incomplete (no credit note then: there is no invoice either). */
  seller: ShopFiscalSettings | null;
  /** The trader named in the mails (the return address). */
  trader: ShopFiscalSettings;
}

const label = (status: ReturnStatus): Localised => ({ ita: RETURN_STATUS_LABELS[status].it, eng: RETURN_STATUS_LABELS[status].en });

/** Which statuses each move starts from. */
const FROM: Record<ReturnMove['action'], ReturnStatus[]> = {
  receive: ['requested'],
  refund: ['received'],
  refuse: ['requested', 'received'],
};

async function audit(tx: Tx, staff: Staff, action: string, detail: Record<string, unknown>): Promise<void> {
  await tx.insert(backofficeAudit).values({ staffId: staff.id, staffEmail: staff.email, action, codArticolo: null, detail });
}

/** The return after a move, as the screens and mails show it. */
async function reread(tx: Tx, orderId: number, number: string): Promise<OrderReturn> {
  const item = ((await returnsOf(tx, [orderId], 'ita')).get(orderId) ?? []).find((candidate) => candidate.number === number);
  if (!item) throw new Error(`return ${number} not read back`);
  return item;
}

/**
 * Moves a return on, all or nothing, in one transaction. The status changes only if it is still
 * one the move starts from, so of two staff acting at once one wins and the other gets a 409.
 * Receiving puts the pieces back on sale (or sets them aside as damaged); refunding gives back the
 * return's amount through the gateway, never more than paid less refunded, and reduces the invoice
 * with a credit note; refusing closes it with a reason. Each move is audited and mailed.
 */
export async function moveReturn(db: Db, staff: Staff, move: ReturnMove, deps: ReturnMoveDeps): Promise<ReturnMoveReply> {
  const changed: string[] = [];
  const reply = await db.transaction(async (tx) => {
    const [item] = await tx.select().from(orderReturns).where(eq(orderReturns.number, move.returnNumber)).limit(1);
    if (!item) throw new HttpError(404, says('returnNotFound'));
    // Refunds of one order one at a time: what is left to refund is read and spent under this lock.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, item.orderId)).for('update');
    const to: ReturnStatus = move.action === 'receive' ? 'received' : move.action === 'refund' ? 'refunded' : 'refused';
    const now = new Date();
    const moved = await tx
      .update(orderReturns)
      .set({
        status: to,
        staffId: staff.id,
        staffEmail: staff.email,
        ...(move.action === 'receive' ? { receivedAt: now } : { closedAt: now }),
        ...(move.action === 'refuse' ? { refusal: move.reason } : {}),
      })
      .where(and(eq(orderReturns.id, item.id), inArray(orderReturns.status, FROM[move.action])))
      .returning({ id: orderReturns.id });
    if (moved.length === 0) {
      const [now] = await tx.select({ status: orderReturns.status }).from(orderReturns).where(eq(orderReturns.id, item.id));
      const status = (now?.status ?? item.status) as ReturnStatus;
      if (FROM[move.action].includes(item.status as ReturnStatus))
        throw new HttpError(409, says('returnChangedMeanwhile', { number: item.number, status: label(status) }));
      throw new HttpError(
        409,
        says('returnMoveRefused', { number: item.number, status: label(status), from: label(FROM[move.action][0]!) }),
      );
    }
    if (move.action === 'receive') await receive(tx, item, move.rows, changed);
    let refundCents = 0;
    if (move.action === 'refund') refundCents = await refund(tx, item, staff, deps);
    const after = await reread(tx, item.orderId, item.number);
    const mail = move.action === 'receive' ? 'return-received' : move.action === 'refund' ? 'return-refunded' : 'return-refused';
    await queueReturnMail(tx, item.orderId, mail, after, deps.trader);
    await audit(tx, staff, `reso-${move.action}`, {
      reso: item.number,
      da: item.status,
      a: to,
      ...(move.action === 'refuse' ? { motivo: move.reason } : {}),
      ...(move.action === 'receive' ? { righe: move.rows } : {}),
      ...(refundCents ? { rimborso: refundCents, creditNote: after.creditNote } : {}),
    });
    return { error: false as const, return: after };
  });
  announceStockChanged(db, changed);
  return reply;
}

/** Pieces back on sale (stock raised, in the one lock order) or set aside; together the pieces returned. */
async function receive(
  tx: Tx,
  item: typeof orderReturns.$inferSelect,
  counted: { row: number; restocked: number; damaged: number }[],
  changed: string[],
) {
  const rows = await tx.select().from(orderReturnRows).where(eq(orderReturnRows.returnId, item.id));
  const lines = await tx.select().from(orderRows).where(eq(orderRows.orderId, item.orderId));
  const restock: (typeof lines)[number][] = [];
  for (const row of rows) {
    const line = lines.find((candidate) => candidate.rowNumber === row.rowNumber)!;
    const count = counted.find((candidate) => candidate.row === row.rowNumber) ?? { restocked: 0, damaged: 0 };
    if (count.restocked + count.damaged !== row.quantity) {
      throw new HttpError(
        400,
        says('returnPiecesMismatch', {
          title: { ita: rowDescription(line, 'ita'), eng: rowDescription(line, 'eng') },
          quantity: row.quantity,
        }),
      );
    }
    await tx
      .update(orderReturnRows)
      .set({ restocked: count.restocked, damaged: count.damaged })
      .where(and(eq(orderReturnRows.returnId, item.id), eq(orderReturnRows.rowNumber, row.rowNumber)));
    if (count.restocked > 0) restock.push({ ...line, quantity: count.restocked });
  }
  changed.push(...(await givePieces(tx, restock)));
}

/** Gives the return's amount back on the card, records it, and issues the credit note of those rows. */
async function refund(tx: Tx, item: typeof orderReturns.$inferSelect, staff: Staff, deps: ReturnMoveDeps): Promise<number> {
  const paid = await settledPayment(tx, item.orderId);
  const [given] = await tx
    .select({ total: sum(orderRefunds.amountCents).mapWith(Number) })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, item.orderId), eq(orderRefunds.duplicate, false)));
  const left = paid.importo - (given?.total ?? 0);
  if (item.refundCents > left) {
    throw new HttpError(409, says('refundOverPaid', { amount: formatCents(item.refundCents), left: formatCents(Math.max(0, left)) }));
  }
  const row = await giveBack(tx, {
    orderId: item.orderId,
    codTrans: paid.codTrans,
    amountCents: item.refundCents,
    reason: `Reso ${item.number}`,
    staff,
    client: deps.refunds,
  });
  await tx.update(orderReturns).set({ refundId: row.id }).where(eq(orderReturns.id, item.id));
  const rows = await tx.select().from(orderReturnRows).where(eq(orderReturnRows.returnId, item.id));
  // The invoice's goods lines follow the order's rows, so a row number is its line.
  await issueCreditNote(
    tx,
    item.orderId,
    { rows: rows.map((r) => ({ line: r.rowNumber, quantity: r.quantity })), shipping: item.withShipping },
    row.id,
    deps.seller,
  );
  return item.refundCents;
}

/**
 * Records the delivery of a shipped order (the withdrawal period runs from it): today, or the day
 * the carrier or the buyer gave, neither in the future nor before shipping. Once only.
 */
export async function recordDelivery(db: Db, staff: Staff, request: OrderDeliveredRequest, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.orderId, request.orderId))
      .limit(1);
    if (!order) throw new HttpError(404, says('orderNotFound'));
    const [shipment] = await tx.select().from(orderShipments).where(eq(orderShipments.orderId, order.id));
    if (order.status !== 'DeliveryDone' || !shipment) throw new HttpError(409, says('orderNotShipped', { order: request.orderId }));
    const shippedDay = italianDate(shipment.shippedAt);
    const today = italianDate(now);
    const day = request.date ?? today;
    if (day > today || day < shippedDay) throw new HttpError(400, says('deliveryDateInvalid', { shipped: shippedDay }));
    // Midday in Italy of the day given, or now for today: the period is counted in whole Italian days.
    const deliveredAt = day === today ? now : new Date(`${day}T11:00:00Z`);
    const recorded = await tx
      .update(orderShipments)
      .set({ deliveredAt, deliveredByEmail: staff.email })
      .where(and(eq(orderShipments.orderId, order.id), isNull(orderShipments.deliveredAt)))
      .returning({ orderId: orderShipments.orderId });
    if (recorded.length === 0) throw new HttpError(409, says('orderAlreadyDelivered', { order: request.orderId }));
    await audit(tx, staff, 'ordine-consegnato', { orderId: request.orderId, consegnato: day });
  });
}
