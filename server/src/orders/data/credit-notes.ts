import type { CreditNoteSummary } from '@shop/shared/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { creditNotes } from '../../core/db/schema';
import type { InvoiceDocument } from '../invoice/invoice-document';

/** The credit notes of some orders, oldest first, by order id. */
export async function creditNotesOf(db: Db, orderIds: number[]): Promise<Map<number, CreditNoteSummary[]>> {
  const byOrder = new Map<number, CreditNoteSummary[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: creditNotes.orderId,
      year: creditNotes.year,
      number: creditNotes.number,
      totalCents: creditNotes.totalCents,
      document: creditNotes.document,
    })
    .from(creditNotes)
    .where(inArray(creditNotes.orderId, orderIds))
    .orderBy(asc(creditNotes.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({ year: row.year, number: row.number, totalCents: row.totalCents, date: (row.document as InvoiceDocument).date });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}
