import { sumCents, vatSummary, type VatSummaryLine } from '@shop/shared/money';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { creditNoteCounters, creditNotes, invoices } from '../../core/db/schema';
import type { InvoiceDocument, InvoiceRow, ShopFiscalSettings } from './invoice-document';
import { italianDate } from './issue-invoice';
import { invoiceNumber } from './invoice-number';

/** What a refund gives back: pieces of the invoice's goods rows (by position, from 1) and, or, the shipping. */
export interface CreditedPart {
  rows: { line: number; quantity: number }[];
  shipping: boolean;
}

/** Everything an invoice charged: every goods row whole, and the shipping. */
export function wholeInvoice(doc: InvoiceDocument): CreditedPart {
  return {
    rows: doc.rows.flatMap((row, index) => (row.shipping ? [] : [{ line: index + 1, quantity: row.quantity }])),
    shipping: doc.rows.some((row) => row.shipping),
  };
}

/** Pieces of a row: the same unit prices; gross is the unit's VAT-inclusive price times the pieces. */
function partOf(row: InvoiceRow, quantity: number): InvoiceRow {
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > row.quantity) throw new RangeError(`bad quantity ${quantity}`);
  if (quantity === row.quantity) return row;
  const unitGross = row.gross / row.quantity;
  const gross = unitGross * quantity;
  const net = row.unitNet * quantity;
  return { ...row, quantity, net, gross, vat: gross - net };
}

async function nextNumber(tx: Db, year: number): Promise<number> {
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: creditNoteCounters.year, set: { last: sql`${creditNoteCounters.last} + 1` } })
    .returning({ last: creditNoteCounters.last });
  if (!counter) throw new Error('credit note counter not raised');
  return counter.last;
}

/** Per rate, what the invoice charged less what earlier credit notes gave back. */
function remainder(invoice: InvoiceDocument, earlier: InvoiceDocument[]): VatSummaryLine[] {
  return invoice.summary.map((line) => {
    const credited = earlier.flatMap((doc) => doc.summary.filter((other) => other.vatRate === line.vatRate));
    return {
      vatRate: line.vatRate,
      taxable: line.taxable - sumCents(credited.map((other) => other.taxable)),
      tax: line.tax - sumCents(credited.map((other) => other.tax)),
    };
  });
}

/**
 * Issues the credit note (TD04, art. 26 DPR 633/72) of a refund inside the transaction that records
 * it: the reduced rows at the invoice's own prices and treatment, numbered in the credit notes'
 * yearly sequence, naming the invoice. The note that completes the invoice's reduction takes the
 * invoice's VAT summary less the earlier notes', so the notes of an invoice add up to it exactly.
 * Returns null when the order has no invoice (nothing fiscal to reduce).
 */
export async function issueCreditNote(
  tx: Db,
  orderId: number,
  part: CreditedPart | 'whole',
  refundId: number | null,
  /** The shop's fiscal data now; the invoice's when it is incomplete. */
  seller: ShopFiscalSettings | null,
  now = new Date(),
): Promise<{ year: number; number: number; totalCents: number } | null> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  if (!invoice) return null;
  const original = invoice.document as InvoiceDocument;
  const earlier = (
    await tx
      .select({ document: creditNotes.document })
      .from(creditNotes)
      .where(eq(creditNotes.orderId, orderId))
      .orderBy(asc(creditNotes.id))
  ).map((row) => row.document as InvoiceDocument);
  const credited = part === 'whole' ? wholeInvoice(original) : part;
  const rows = [
    ...credited.rows.map(({ line, quantity }) => {
      const row = original.rows[line - 1];
      if (!row || row.shipping) throw new RangeError(`invoice ${invoiceNumber(original)} has no goods line ${line}`);
      return partOf(row, quantity);
    }),
    ...(credited.shipping ? original.rows.filter((row) => row.shipping) : []),
  ];
  if (rows.length === 0) throw new RangeError('a credit note needs at least one row');
  const pieces = (docs: InvoiceDocument[]) => sumCents(docs.flatMap((doc) => doc.rows.map((row) => row.quantity)));
  const completes = pieces([...earlier, { ...original, rows }]) === pieces([original]);
  const summary = completes ? remainder(original, earlier) : vatSummary(rows);
  const total = sumCents(rows.map((row) => row.gross));
  const date = italianDate(now);
  const year = Number(date.slice(0, 4));
  const number = await nextNumber(tx, year);
  // The invoice's buyer, treatment and language travel with the reduction (documents issued before
  // the treatment was kept derive it alike).
  const document: InvoiceDocument = {
    ...original,
    type: 'TD04',
    linkedInvoice: { number: invoiceNumber(original), date: original.date },
    number,
    year,
    date,
    seller: seller ?? original.seller,
    rows,
    summary,
    total,
  };
  await tx
    .insert(creditNotes)
    .values({ orderId, invoiceId: invoice.id, refundId, year, number, totalCents: total, document, issuedAt: now });
  return { year, number, totalCents: total };
}
