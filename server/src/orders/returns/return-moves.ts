import { RETURN_STATUS_LABELS, type ReturnMove, type ReturnMoveReply, type ReturnStatus } from '@shop/shared/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client';
import { backofficeAudit, orderReturns, orders } from '../../core/db/schema';
import { HttpError } from '../../core/http/errors';
import { says, type Localised } from '../../core/http/messages';
import { announceStockChanged } from '../../checkout';
import type { Staff } from '../../staff';
import type { ReturnMoveContext, ReturnMoveDeps } from './return-context';
import { RETURN_FLOWS } from './return-flows';
import { rereadReturn } from './return-steps';

export type { ReturnMoveDeps } from './return-context';

const label = (status: ReturnStatus): Localised => ({ ita: RETURN_STATUS_LABELS[status].it, eng: RETURN_STATUS_LABELS[status].en });

async function audit(tx: Tx, staff: Staff, action: string, detail: Record<string, unknown>): Promise<void> {
  await tx.insert(backofficeAudit).values({ staffId: staff.id, staffEmail: staff.email, action, codArticolo: null, detail });
}

/**
 * Moves a return on, all or nothing, in one transaction: the status changes only if it is still
 * one the move starts from (so of two staff acting at once one wins and the other gets a 409),
 * then the move's steps (RETURN_FLOWS), then the audit trail. The order's row is locked first, so
 * refunds of one order are made one at a time.
 */
export async function moveReturn(db: Db, staff: Staff, move: ReturnMove, deps: ReturnMoveDeps): Promise<ReturnMoveReply> {
  const flow = RETURN_FLOWS[move.action];
  const changed: string[] = [];
  const reply = await db.transaction(async (tx) => {
    const [item] = await tx.select().from(orderReturns).where(eq(orderReturns.number, move.returnNumber)).limit(1);
    if (!item) throw new HttpError(404, says('returnNotFound'));
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, item.orderId)).for('update');
    const now = new Date();
    const moved = await tx
      .update(orderReturns)
      .set({
        status: flow.to,
        staffId: staff.id,
        staffEmail: staff.email,
        ...(move.action === 'receive' ? { receivedAt: now } : { closedAt: now }),
        ...(move.action === 'refuse' ? { refusal: move.reason } : {}),
      })
      .where(and(eq(orderReturns.id, item.id), inArray(orderReturns.status, [...flow.from])))
      .returning({ id: orderReturns.id });
    if (moved.length === 0) {
      const [seen] = await tx.select({ status: orderReturns.status }).from(orderReturns).where(eq(orderReturns.id, item.id));
      const status = (seen?.status ?? item.status) as ReturnStatus;
      if (flow.from.includes(item.status as ReturnStatus))
        throw new HttpError(409, says('returnChangedMeanwhile', { number: item.number, status: label(status) }));
      throw new HttpError(409, says('returnMoveRefused', { number: item.number, status: label(status), from: label(flow.from[0]!) }));
    }
    const detail: Record<string, unknown> = move.action === 'refuse' ? { motivo: move.reason } : {};
    const context: ReturnMoveContext = { tx, move, staff, deps, item, detail, changed };
    for (const step of flow.steps) await step.run(context);
    await audit(tx, staff, `reso-${move.action}`, { reso: item.number, da: item.status, a: flow.to, ...detail });
    return { error: false as const, return: await rereadReturn(context) };
  });
  announceStockChanged(db, changed);
  return reply;
}
