import type { LanguageCode, Order, OrderStatus } from '@shop/shared/contracts';
import { centsToEuro } from '@shop/shared/money';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { invoices, orderRows, orders, orderShipments, orderVat } from '../../core/db/schema';
import { groupBy } from '../../core/lib/group';
import { rowDescription } from '../row-titles';
import { creditNotesOf } from './credit-notes';
import { returnsOf, windowOf } from '../returns/read-returns';

/** A customer's own orders, newest first, with their rows (described in `language`), VAT per rate and invoice number. */
export async function listCustomerOrders(
  db: Db,
  customerId: number | null,
  language: LanguageCode,
  withdrawalDays: number,
  /** One order only (a guest's, opened with the key of its shipping mail). */
  onlyOrder?: number,
): Promise<Order[]> {
  const owner = onlyOrder !== undefined ? eq(orders.id, onlyOrder) : customerId !== null ? eq(orders.customerId, customerId) : undefined;
  if (!owner) return [];
  const rows = await db.select().from(orders).where(owner).orderBy(desc(orders.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = groupBy(
    await db.select().from(orderRows).where(inArray(orderRows.orderId, ids)).orderBy(asc(orderRows.orderId), asc(orderRows.rowNumber)),
    (line) => line.orderId,
  );
  const vat = groupBy(
    await db.select().from(orderVat).where(inArray(orderVat.orderId, ids)).orderBy(desc(orderVat.vatRate)),
    (line) => line.orderId,
  );
  const issued = new Map(
    (
      await db
        .select({ orderId: invoices.orderId, year: invoices.year, number: invoices.number })
        .from(invoices)
        .where(inArray(invoices.orderId, ids))
    ).map((invoice) => [invoice.orderId, { year: invoice.year, number: invoice.number }]),
  );
  const credited = await creditNotesOf(db, ids);
  const returns = await returnsOf(db, ids, language);
  const shipped = new Map(
    (await db.select().from(orderShipments).where(inArray(orderShipments.orderId, ids))).map((row) => [row.orderId, row]),
  );
  const shipmentOf = (id: number) => {
    const shipment = shipped.get(id);
    return shipment
      ? {
          carrier: shipment.carrier,
          trackingNumber: shipment.trackingNumber,
          shippedAt: shipment.shippedAt.toISOString(),
          deliveredAt: shipment.deliveredAt?.toISOString() ?? null,
        }
      : null;
  };
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    date: row.createdAt.toISOString(),
    status: row.status as OrderStatus,
    customer: { name: row.name, surname: row.surname },
    addressDest: row.addressDest,
    postalCodeDest: row.postalCodeDest,
    townDest: row.townDest,
    provinceDest: row.provinceDest,
    countryDest: row.countryDest,
    totalWithTaxes: centsToEuro(row.totalCents),
    totalCents: row.totalCents,
    shippingCents: row.shippingCents,
    vatSummary: (vat.get(row.id) ?? []).map((line) => ({
      vatRate: line.vatRate,
      taxableCents: line.taxableCents,
      taxCents: line.taxCents,
    })),
    invoice: issued.get(row.id) ?? null,
    creditNotes: credited.get(row.id) ?? [],
    shipment: shipmentOf(row.id),
    returns: returns.get(row.id) ?? [],
    returnWindow: windowOf(
      { status: row.status, deliveredAt: shipped.get(row.id)?.deliveredAt ?? null },
      lines.get(row.id) ?? [],
      returns.get(row.id) ?? [],
      withdrawalDays,
    ),
    rows: (lines.get(row.id) ?? []).map((line) => ({
      row: line.rowNumber,
      quantity: line.quantity,
      description: rowDescription(line, language),
      priceWithVat: centsToEuro(line.unitGrossCents),
      codArticolo: line.codArticolo,
      codColore: line.codColore,
      siglaTaglia: line.siglaTaglia,
      unitCents: line.unitGrossCents,
      unitNetCents: line.unitNetCents,
      vatRate: line.vatRate,
      vatCents: line.vatCents,
      grossCents: line.grossCents,
    })),
  }));
}
