import {
  ORDER_MOVES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type OrderTransition,
  type OrderTransitionReply,
} from '@shop/shared/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { backofficeAudit, orderEvents, orders } from '../../core/db/schema';
import { HttpError } from '../../core/http/errors';
import { localised, says, type Localised, type ServerMessageKey } from '../../core/http/messages';
import { announceStockChanged } from '../../checkout';
import type { Staff } from '../../staff';
import type { MoveContext, TransitionDeps } from './move-context';
import { ORDER_FLOWS } from './order-moves';

export type { TransitionDeps } from './move-context';

const label = (status: string): Localised => {
  const known = ORDER_STATUS_LABELS[status as OrderStatus];
  return known ? { ita: known.it, eng: known.en } : { ita: status, eng: status };
};

const VERBS = { ship: 'moveShip', cancel: 'moveCancel', confirm: 'moveConfirm', refund: 'moveRefund' } as const satisfies Record<
  OrderTransition['action'],
  ServerMessageKey
>;

/** Why a move cannot be made: another member of staff got there first, or the status never allowed it. */
function refusal(move: OrderTransition, seen: string, now: string): HttpError {
  const from = ORDER_MOVES[move.action].from;
  if (seen === from && now !== from) {
    return new HttpError(409, says('orderChangedMeanwhile', { order: move.orderId, status: label(now) }));
  }
  return new HttpError(
    409,
    says('orderMoveRefused', { verb: localised(VERBS[move.action]), order: move.orderId, status: label(now), from: label(from) }),
  );
}

/**
 * Moves an order on, all or nothing, in one transaction: the status changes only if it is still
 * the one the move starts from (a conditional update, so of two staff acting at once one wins and
 * the other gets a 409), then the move's steps (ORDER_FLOWS), then its history and audit trail.
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
    const reason = move.action === 'cancel' || move.action === 'refund' ? move.reason : '';
    const context: MoveContext = { tx, move, staff, deps, order, reason, detail: {}, changed };
    for (const step of ORDER_FLOWS[move.action]) await step.run(context);
    const { detail, refunded } = context;
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
  announceStockChanged(db, changed);
  return reply;
}
