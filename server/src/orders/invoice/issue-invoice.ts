import { guestCustomerSchema, parseEuVatNumber, VAT_TREATMENTS, type VatTreatment } from '@shop/shared/contracts';
import { sumCents } from '@shop/shared/money';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { rowDescription } from '../row-titles';
import { invoiceCounters, invoices, orderRows, orders, orderVat } from '../../core/db/schema';
import { loadUser } from '../../account';
import { customerBuyer, guestBuyer } from './invoice-buyer';
import type { InvoiceBuyer, InvoiceDocument, InvoiceRow, ShopFiscalSettings } from './invoice-document';
import { invoiceTextIn } from './invoice-text';

/** The calendar day in Italy, where the invoice is issued: YYYY-MM-DD. */
export const italianDate = (when: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(when);

async function buyerOf(db: Db, order: typeof orders.$inferSelect): Promise<InvoiceBuyer | null> {
  const buyer = await profileOf(db, order);
  // An intra-EU supply names the VAT number it was checked with when the order was placed.
  const vat = order.vatTreatment === 'intra-eu-supply' ? parseEuVatNumber(order.buyerVatNumber) : null;
  return buyer && vat ? { ...buyer, vatCountry: vat.country, partitaIva: vat.number } : buyer;
}

async function profileOf(db: Db, order: typeof orders.$inferSelect): Promise<InvoiceBuyer | null> {
  if (order.customerId !== null) {
    const user = await loadUser(db, order.customerId);
    return user ? customerBuyer(user) : null;
  }
  const guest = guestCustomerSchema.safeParse(order.guest);
  return guest.success ? guestBuyer(guest.data) : null;
}

const treatmentOf = (value: string): VatTreatment => VAT_TREATMENTS.find((known) => known === value) ?? 'domestic';

/**
 * The next number of `year`: one row per year, raised in the caller's transaction, so numbers are
 * given in commit order without gaps (a rolled-back payment gives its number back) and two
 * payments at once wait for each other on the row instead of taking the same number.
 */
async function nextNumber(tx: Db, year: number): Promise<number> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!counter) throw new Error('invoice counter not raised');
  return counter.last;
}

/**
 * Issues the invoice of a paid order inside the transaction that pays it: the document is built
 * from the order's rows, VAT summary and buyer as they are now, numbered, and kept whole. An order
 * that already has one keeps it. Returns the invoice, or null when there is nothing to invoice.
 */
export async function issueInvoice(
  tx: Db,
  orderId: number,
  seller: ShopFiscalSettings,
  now = new Date(),
): Promise<{ year: number; number: number } | null> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  if (existing) return { year: existing.year, number: existing.number };
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  const buyer = await buyerOf(tx, order);
  if (!buyer) return null;
  const language = order.languageCode === 'eng' ? 'en' : 'it';
  const rows: InvoiceRow[] = (
    await tx.select().from(orderRows).where(eq(orderRows.orderId, orderId)).orderBy(asc(orderRows.rowNumber))
  ).map((row) => ({
    description: [rowDescription(row, order.languageCode === 'eng' ? 'eng' : 'ita'), row.siglaTaglia].filter(Boolean).join(' - '),
    code: row.codArticolo,
    quantity: row.quantity,
    unitNet: row.unitNetCents,
    net: row.unitNetCents * row.quantity,
    vatRate: row.vatRate,
    vat: row.vatCents,
    gross: row.grossCents,
    shipping: false,
  }));
  if (order.shippingCents > 0) {
    rows.push({
      description: invoiceTextIn(language)('shipping'),
      code: '',
      quantity: 1,
      unitNet: order.shippingNetCents,
      net: order.shippingNetCents,
      vatRate: order.shippingVatRate,
      vat: order.shippingVatCents,
      gross: order.shippingCents,
      shipping: true,
    });
  }
  const summary = (await tx.select().from(orderVat).where(eq(orderVat.orderId, orderId)).orderBy(desc(orderVat.vatRate))).map((line) => ({
    vatRate: line.vatRate,
    taxable: line.taxableCents,
    tax: line.taxCents,
  }));
  const total = sumCents(rows.map((row) => row.gross));
  if (total !== order.totalCents) throw new Error(`order ${order.orderId}: rows total ${total}, order ${order.totalCents}`);
  const date = italianDate(now);
  const year = Number(date.slice(0, 4));
  const number = await nextNumber(tx, year);
  const document: InvoiceDocument = {
    type: 'TD01',
    treatment: treatmentOf(order.vatTreatment),
    number,
    year,
    date,
    orderId: order.orderId,
    seller,
    buyer,
    rows,
    summary,
    total,
    language,
  };
  await tx.insert(invoices).values({ orderId, year, number, document, issuedAt: now });
  return { year, number };
}

/** The invoice document of an order, or null when none was issued. */
export async function invoiceOf(db: Db, orderId: number): Promise<InvoiceDocument | null> {
  const [invoice] = await db.select({ document: invoices.document }).from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return invoice ? (invoice.document as InvoiceDocument) : null;
}
