import {
  documentLabel,
  ORDER_MOVES,
  ORDER_STATUS_LABELS,
  type OrderRefund,
  type OrderStatus,
  type OrderTransition,
  type OrderTransitionReply,
} from '@shop/shared/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { backofficeAudit, orderEvents, orders, orderShipments } from '../db/schema';
import { HttpError } from '../http/errors';
import { says, type Localised } from '../http/messages';
import type { ShopFiscalSettings } from '../invoice/invoice-document';
import { issueCreditNote } from '../invoice/issue-credit-note';
import { giveBack, settledPayment } from '../payment/give-back';
import { newReturnToken } from '../payment/payment-request';
import { guestReturnPath } from '../returns/guest-return-key';
import { issueInvoice } from '../invoice/issue-invoice';
import type { RefundClient } from '../payment/refund-gateway';
import { announceReleased, releaseStock, retakeStock } from '../payment/settle';
import type { Staff } from '../repositories/staff-sessions';
import { queueOrderConfirmation } from '../services/order-mail';
import { queueStatusMail } from '../services/order-status-mail';

export interface TransitionDeps {
  refunds: RefundClient;
  /** The shop's fiscal data, or null when it is incomplete (no invoice is issued then). */
  seller: ShopFiscalSettings | null;
  /** The trader named in the mails' withdrawal information (the shop's fiscal data, complete or not). */
  trader: ShopFiscalSettings;
  withdrawalDays: number;
  /** The shop's public origin, for links in mails. */
  origin: string;
}

const label = (status: string): Localised => {
  const known = ORDER_STATUS_LABELS[status as OrderStatus];
  return known ? { ita: known.it, eng: known.en } : { ita: status, eng: status };
};

const VERBS: Record<OrderTransition['action'], Localised> = {
  ship: { ita: 'spedire', eng: 'shipped' },
  cancel: { ita: 'annullare', eng: 'cancelled' },
  confirm: { ita: 'confermare', eng: 'confirmed' },
  refund: { ita: 'rimborsare', eng: 'refunded' },
};

/** Why a move cannot be made: another member of staff got there first, or the status never allowed it. */
function refusal(move: OrderTransition, seen: string, now: string): HttpError {
  const from = ORDER_MOVES[move.action].from;
  if (seen === from && now !== from) {
    return new HttpError(409, says('orderChangedMeanwhile', { order: move.orderId, status: label(now) }));
  }
  return new HttpError(
    409,
    says('orderMoveRefused', { verb: VERBS[move.action], order: move.orderId, status: label(now), from: label(from) }),
  );
}

/** Gives the order's payment back through the gateway and records it; a refusal undoes the whole move. */
async function refund(tx: Tx, orderId: number, staff: Staff, reason: string, client: RefundClient): Promise<OrderRefund & { id: number }> {
  const paid = await settledPayment(tx, orderId);
  const row = await giveBack(tx, { orderId, codTrans: paid.codTrans, amountCents: paid.importo, reason, staff, client });
  return {
    id: row.id,
    codTrans: row.codTrans,
    amountCents: row.amountCents,
    reason: row.reason,
    staffEmail: row.staffEmail,
    at: row.createdAt.toISOString(),
    gateway: client.gateway,
    outcome: row.outcome,
    operationId: row.operationId,
  };
}

/** A whole refund of an invoiced order reduces its invoice with a credit note, in the same transaction. */
async function creditWhole(
  tx: Tx,
  orderId: number,
  refundId: number,
  deps: TransitionDeps,
  detail: Record<string, unknown>,
): Promise<void> {
  const note = await issueCreditNote(tx, orderId, 'whole', refundId, deps.seller);
  if (note) detail.creditNote = documentLabel(note, 'credit-note');
}

/**
 * Moves an order on, all or nothing, in one transaction: the status changes only if it is still
 * the one the move starts from (a conditional update, so of two staff acting at once one wins and
 * the other gets a 409), then the stock, refund, shipment, invoice, mail, history and audit trail.
 */
export async function moveOrder(db: Db, staff: Staff, move: OrderTransition, deps: TransitionDeps): Promise<OrderTransitionReply> {
  const plan = ORDER_MOVES[move.action];
  const changed: string[] = [];
  const reply = await db.transaction(async (tx): Promise<OrderTransitionReply> => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.orderId, move.orderId))
      .limit(1);
    if (!order) throw new HttpError(404, says('orderNotFound'));
    const moved = await tx
      .update(orders)
      .set({ status: plan.to })
      .where(and(eq(orders.id, order.id), eq(orders.status, plan.from)))
      .returning({ id: orders.id });
    if (moved.length === 0) {
      const [now] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      throw refusal(move, order.status, now?.status ?? order.status);
    }
    let refunded: (OrderRefund & { id: number }) | undefined;
    const reason = move.action === 'cancel' || move.action === 'refund' ? move.reason : '';
    const detail: Record<string, unknown> = {};
    switch (move.action) {
      case 'ship': {
        const shipment = { carrier: move.carrier ?? '', trackingNumber: move.trackingNumber ?? '' };
        // A guest has no account to ask for a return from: the shipping mail carries a key to the order.
        const key = newReturnToken();
        await tx
          .insert(orderShipments)
          .values({ orderId: order.id, ...shipment, staffId: staff.id, staffEmail: staff.email, returnKeyHash: key.hash });
        const returnsUrl =
          order.customerId === null ? `${deps.origin}${guestReturnPath(move.orderId, key.token)}` : `${deps.origin}/account/orders`;
        await queueStatusMail(tx, order.id, { kind: 'order-shipped', ...shipment, returnsUrl, withdrawalDays: deps.withdrawalDays });
        Object.assign(detail, shipment);
        break;
      }
      case 'cancel':
        changed.push(...(await releaseStock(tx, order.id)));
        refunded = await refund(tx, order.id, staff, reason, deps.refunds);
        await creditWhole(tx, order.id, refunded.id, deps, detail);
        await queueStatusMail(tx, order.id, { kind: 'order-cancelled', refundCents: refunded.amountCents });
        break;
      case 'confirm':
        if (!(await retakeStock(tx, order.id, changed))) {
          throw new HttpError(409, says('orderPiecesMissing', { order: move.orderId }));
        }
        if (deps.seller) await issueInvoice(tx, order.id, deps.seller);
        await queueOrderConfirmation(tx, order.id, { seller: deps.trader, withdrawalDays: deps.withdrawalDays, origin: deps.origin });
        break;
      case 'refund':
        refunded = await refund(tx, order.id, staff, reason, deps.refunds);
        await creditWhole(tx, order.id, refunded.id, deps, detail);
        await queueStatusMail(tx, order.id, { kind: 'order-refunded', refundCents: refunded.amountCents });
        break;
    }
    if (refunded)
      Object.assign(detail, { refundCents: refunded.amountCents, gateway: refunded.gateway, operationId: refunded.operationId });
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: plan.from,
      toStatus: plan.to,
      staffId: staff.id,
      staffEmail: staff.email,
      reason,
      detail,
    });
    await tx.insert(backofficeAudit).values({
      staffId: staff.id,
      staffEmail: staff.email,
      action: `ordine-${move.action}`,
      codArticolo: null,
      detail: { orderId: move.orderId, da: plan.from, a: plan.to, ...(reason ? { motivo: reason } : {}), ...detail },
    });
    if (!refunded) return { error: false, status: plan.to };
    const { id: _id, ...given } = refunded;
    return { error: false, status: plan.to, refund: given };
  });
  announceReleased(db, changed);
  return reply;
}
