import type { LanguageCode, OrderReturn, ReturnReason, ReturnStatus, ReturnWindow } from '@shop/shared/contracts';
import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { creditNotes, orderReturnRows, orderReturns, orderRows } from '../../core/db/schema';
import { groupBy } from '../../core/lib/group';
import { rowDescription } from '../row-titles';
import { returnWindow } from './return-window';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** The returns of some orders, oldest first, by order id, with their rows described in `language`. */
export async function returnsOf(db: Db, orderIds: number[], language: LanguageCode): Promise<Map<number, OrderReturn[]>> {
  const result = new Map<number, OrderReturn[]>();
  if (orderIds.length === 0) return result;
  const returns = await db.select().from(orderReturns).where(inArray(orderReturns.orderId, orderIds)).orderBy(asc(orderReturns.id));
  if (returns.length === 0) return result;
  const ids = returns.map((item) => item.id);
  const [rows, lines, notes] = await Promise.all([
    db.select().from(orderReturnRows).where(inArray(orderReturnRows.returnId, ids)).orderBy(asc(orderReturnRows.rowNumber)),
    db.select().from(orderRows).where(inArray(orderRows.orderId, orderIds)),
    db
      .select({ refundId: creditNotes.refundId, year: creditNotes.year, number: creditNotes.number })
      .from(creditNotes)
      .where(and(inArray(creditNotes.orderId, orderIds), isNotNull(creditNotes.refundId))),
  ]);
  const rowsOf = groupBy(rows, (row) => row.returnId);
  for (const item of returns) {
    const note = item.refundId === null ? undefined : notes.find((candidate) => candidate.refundId === item.refundId);
    const returned = (rowsOf.get(item.id) ?? []).map((row) => {
      const line = lines.find((candidate) => candidate.orderId === item.orderId && candidate.rowNumber === row.rowNumber);
      return {
        row: row.rowNumber,
        description: line ? rowDescription(line, language) : '',
        size: line?.siglaTaglia ?? '',
        quantity: row.quantity,
        restocked: row.restocked,
        damaged: row.damaged,
        unitCents: line?.unitGrossCents ?? 0,
      };
    });
    const list = result.get(item.orderId) ?? [];
    list.push({
      number: item.number,
      status: item.status as ReturnStatus,
      reason: item.reason as ReturnReason,
      note: item.note,
      requestedAt: item.requestedAt.toISOString(),
      receivedAt: iso(item.receivedAt),
      closedAt: iso(item.closedAt),
      refusal: item.refusal,
      rows: returned,
      withShipping: item.withShipping,
      refundCents: item.refundCents,
      creditNote: note ? { year: note.year, number: note.number } : null,
    });
    result.set(item.orderId, list);
  }
  return result;
}

/** Pieces per row already in returns that were not refused. */
export function returnedPieces(returns: readonly OrderReturn[]): Map<number, number> {
  const pieces = new Map<number, number>();
  for (const item of returns) {
    if (item.status === 'refused') continue;
    for (const row of item.rows) pieces.set(row.row, (pieces.get(row.row) ?? 0) + row.quantity);
  }
  return pieces;
}

/** The return window of one order, from its status, delivery, rows and returns. */
export function windowOf(
  order: { status: string; deliveredAt: Date | null },
  rows: readonly { rowNumber: number; quantity: number }[],
  returns: readonly OrderReturn[],
  days: number,
  now = new Date(),
): ReturnWindow | null {
  return returnWindow({
    status: order.status,
    deliveredAt: order.deliveredAt,
    rows: rows.map((row) => ({ row: row.rowNumber, quantity: row.quantity })),
    returned: returnedPieces(returns),
    days,
    now,
  });
}
