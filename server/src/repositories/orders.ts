import type { Order, OrderStatus } from '@shop/shared/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderRows, orders } from '../db/schema';
import { groupBy } from '../lib/group';

/** A customer's own orders, newest first. */
export async function listCustomerOrders(db: Db, customerId: number): Promise<Order[]> {
  const rows = await db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.createdAt));
  if (rows.length === 0) return [];
  const lines = groupBy(
    await db
      .select()
      .from(orderRows)
      .where(
        inArray(
          orderRows.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderRows.orderId), asc(orderRows.rowNumber)),
    (line) => line.orderId,
  );
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
    totalWithTaxes: row.totalWithTaxes,
    rows: (lines.get(row.id) ?? []).map((line) => ({
      quantity: line.quantity,
      description: line.description,
      priceWithVat: line.priceWithVat,
      codArticolo: line.codArticolo,
      codColore: line.codColore,
      siglaTaglia: line.siglaTaglia,
    })),
  }));
}
