import { and, asc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { creditNoteCounters, creditNotes, invoiceCounters, invoices, orderRefunds, orders } from '../../core/db/schema';
import type { ShopFiscalSettings } from './invoice-document';
import { issueCreditNote } from './issue-credit-note';
import { issueInvoice, italianDate } from './issue-invoice';
import { invoiceRefusal, missingFiscalFields } from '../../core/fiscal/shop-fiscal';

/** A document the backlog issued. */
export interface BacklogDocument {
  kind: 'invoice' | 'credit-note';
  /** The order's code (SHOP-...). */
  orderId: string;
  /** As printed: 2026/17, NC2026/3. */
  number: string;
  /** The document's date, YYYY-MM-DD. */
  date: string;
  /** The day of the payment or refund it documents. */
  due: string;
  /** Dated `now` instead of `due`: its year already had a later document, and numbers must follow dates. */
  redated: boolean;
}

export interface BacklogResult {
  issued: BacklogDocument[];
  /** Paid orders left without an invoice, and why. */
  skipped: { orderId: string; reason: string }[];
}

/** Refused before anything is issued: the shop's fiscal data is missing or invalid. */
export class BacklogRefusal extends Error {}

/**
 * The date a document of `due`'s day may carry in its yearly sequence. Its counter row is held
 * until the transaction ends (as a payment raising it would), so nothing else is numbered in that
 * year meanwhile; then, if the year already has a document of a later date, a number given now
 * would follow it while dated before it, which Italian numbering forbids: it is dated `now`.
 */
async function dateInSequence(tx: Db, kind: BacklogDocument['kind'], due: Date, now: Date): Promise<{ when: Date; redated: boolean }> {
  const day = italianDate(due);
  const year = Number(day.slice(0, 4));
  const counter = kind === 'invoice' ? invoiceCounters : creditNoteCounters;
  // An upsert that changes nothing, so the row exists (at 0: the next number is still 1) and is locked.
  await tx
    .insert(counter)
    .values({ year, last: 0 })
    .onConflictDoUpdate({ target: counter.year, set: { last: sql`${counter.last}` } });
  const documents = kind === 'invoice' ? invoices : creditNotes;
  const [latest] = await tx
    .select({ date: sql<string | null>`max(${documents.document} ->> 'date')` })
    .from(documents)
    .where(eq(documents.year, year));
  return latest?.date && latest.date > day ? { when: now, redated: true } : { when: due, redated: false };
}

const label = (kind: BacklogDocument['kind'], issued: { year: number; number: number }) =>
  `${kind === 'credit-note' ? 'NC' : ''}${issued.year}/${issued.number}`;

/**
 * One order's invoice, dated at its payment, and when it was since refunded the credit note,
 * dated at the refund (never before the invoice), all in one transaction.
 */
async function invoiceOrder(
  db: Db,
  order: { id: number; orderId: string; paidAt: Date },
  seller: ShopFiscalSettings,
  now: Date,
): Promise<BacklogDocument[] | string> {
  return db.transaction(async (tx) => {
    const slot = await dateInSequence(tx, 'invoice', order.paidAt, now);
    // Invoiced meanwhile by the server (a Postgres shop keeps running): nothing to do.
    const [already] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id)).limit(1);
    if (already) return [];
    const invoice = await issueInvoice(tx, order.id, seller, slot.when);
    if (!invoice) return 'dati del compratore illeggibili';
    const date = italianDate(slot.when);
    const issued: BacklogDocument[] = [
      {
        kind: 'invoice',
        orderId: order.orderId,
        number: label('invoice', invoice),
        date,
        due: italianDate(order.paidAt),
        redated: slot.redated,
      },
    ];
    // Refunds are of the whole payment (order-transitions.ts): the first one takes the whole invoice back.
    const [refund] = await tx
      .select({ id: orderRefunds.id, at: orderRefunds.createdAt })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.outcome, 'OK'), eq(orderRefunds.duplicate, false)))
      .orderBy(asc(orderRefunds.id))
      .limit(1);
    if (!refund) return issued;
    const after = italianDate(refund.at) >= date ? refund.at : slot.when;
    const noteSlot = await dateInSequence(tx, 'credit-note', after, now);
    const note = await issueCreditNote(tx, order.id, 'whole', refund.id, seller, noteSlot.when);
    if (note) {
      issued.push({
        kind: 'credit-note',
        orderId: order.orderId,
        number: label('credit-note', note),
        date: italianDate(noteSlot.when),
        due: italianDate(refund.at),
        redated: noteSlot.redated,
      });
    }
    return issued;
  });
}

/** Why the backlog cannot be issued (the shop's fiscal data is missing or invalid), or null. */
export function backlogRefusal(seller: ShopFiscalSettings): string | null {
  if (!invoiceRefusal(seller)) return null;
  return `dati fiscali del negozio mancanti o non validi: ${missingFiscalFields(seller).join(', ')}; nessuna fattura emessa`;
}

/**
 * Invoices the orders paid while the shop's fiscal data was incomplete: every paid order without
 * an invoice, in order of payment, each in a transaction of its own.
 */
export async function issueInvoiceBacklog(db: Db, seller: ShopFiscalSettings, now = new Date()): Promise<BacklogResult> {
  const refusal = backlogRefusal(seller);
  if (refusal) throw new BacklogRefusal(refusal);
  const due = await db
    .select({ id: orders.id, orderId: orders.orderId, paidAt: orders.paidAt })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), notExists(db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orders.id)))))
    .orderBy(asc(orders.paidAt), asc(orders.id));
  const result: BacklogResult = { issued: [], skipped: [] };
  for (const order of due) {
    if (!order.paidAt) continue;
    // One order's trouble (rows that do not add up to its total) leaves the others to be invoiced.
    const outcome = await invoiceOrder(db, { ...order, paidAt: order.paidAt }, seller, now).catch((error: unknown) =>
      error instanceof Error ? error.message : String(error),
    );
    if (typeof outcome === 'string') result.skipped.push({ orderId: order.orderId, reason: outcome });
    else result.issued.push(...outcome);
  }
  return result;
}

/** What the command prints: one line per document, then the count. */
export function backlogReport({ issued, skipped }: BacklogResult): string[] {
  const lines = issued.map((doc) => {
    const what = doc.kind === 'invoice' ? 'fattura' : 'nota di credito';
    const event = doc.kind === 'invoice' ? 'pagato' : 'rimborsato';
    const line = `${what} ${doc.number} del ${doc.date} per l'ordine ${doc.orderId} (${event} il ${doc.due})`;
    return doc.redated
      ? `${line}: datata oggi, perché il ${doc.due.slice(0, 4)} ha già documenti con data successiva e la numerazione deve seguire le date`
      : line;
  });
  lines.push(...skipped.map((order) => `ordine ${order.orderId} non fatturato: ${order.reason}`));
  const invoicesIssued = issued.filter((doc) => doc.kind === 'invoice').length;
  lines.push(
    issued.length
      ? `emesse ${invoicesIssued} fatture e ${issued.length - invoicesIssued} note di credito`
      : 'nessun ordine pagato senza fattura',
  );
  return lines;
}
