import type { LanguageCode, OrderAdminDetail, OrderListReply, OrderListRequest, OrderStatus } from '@shop/shared/contracts';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import {
  colore,
  customerAddresses,
  customers,
  invoices,
  mailOutbox,
  orderEvents,
  orderRefunds,
  orderRows,
  orders,
  orderShipments,
  orderVat,
  paymentTransactions,
} from '../../core/db/schema';
import { rowDescription } from '../row-titles';
import { creditNotesOf } from './credit-notes';
import { paidCents, refundedCents } from '../returns/refundable';
import { returnsOf } from '../returns/read-returns';

/** The start of a calendar day in Italy, where the shop is (YYYY-MM-DD). */
const italianDay = (day: string) => sql`(cast(${day} as date)::timestamp at time zone 'Europe/Rome')`;
const nextItalianDay = (day: string) => sql`((cast(${day} as date) + 1)::timestamp at time zone 'Europe/Rome')`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(request: OrderListRequest): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (request.status) parts.push(eq(orders.status, request.status));
  if (request.from) parts.push(gte(orders.createdAt, italianDay(request.from)));
  if (request.to) parts.push(lt(orders.createdAt, nextItalianDay(request.to)));
  if (request.orderId) parts.push(ilike(orders.orderId, `%${escapeLike(request.orderId)}%`));
  if (request.buyer) {
    const words = request.buyer.split(/\s+/).filter(Boolean).slice(0, 5);
    for (const word of words) {
      const pattern = `%${escapeLike(word)}%`;
      parts.push(or(ilike(orders.name, pattern), ilike(orders.surname, pattern), ilike(orders.email, pattern)));
    }
  }
  return parts.length ? and(...parts) : undefined;
}

/** A page of orders for the staff, newest (or oldest) first, with pieces and totals. */
export async function listOrders(
  db: Db,
  request: Required<Pick<OrderListRequest, 'page' | 'limit' | 'sort'>> & OrderListRequest,
): Promise<OrderListReply> {
  const where = filters(request);
  const pieces = sql<number>`coalesce((select sum(${orderRows.quantity}) from ${orderRows} where ${orderRows.orderId} = ${orders.id}), 0)::int`;
  const deliveredAt = sql<Date | string | null>`(select ${orderShipments.deliveredAt} from ${orderShipments} where ${orderShipments.orderId} = ${orders.id})`;
  const rows = await db
    .select({
      orderId: orders.orderId,
      createdAt: orders.createdAt,
      status: orders.status,
      name: orders.name,
      surname: orders.surname,
      email: orders.email,
      customerId: orders.customerId,
      totalCents: orders.totalCents,
      pieces,
      deliveredAt,
    })
    .from(orders)
    .where(where)
    .orderBy(
      request.sort === 'oldest' ? asc(orders.createdAt) : desc(orders.createdAt),
      request.sort === 'oldest' ? asc(orders.id) : desc(orders.id),
    )
    .limit(request.limit)
    .offset((request.page - 1) * request.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return {
    error: false,
    totalCount: count?.n ?? 0,
    records: rows.map((row) => ({
      orderId: row.orderId,
      date: row.createdAt.toISOString(),
      status: row.status as OrderStatus,
      buyer: [row.name, row.surname].filter(Boolean).join(' '),
      email: row.email,
      guest: row.customerId === null,
      pieces: row.pieces,
      totalCents: row.totalCents,
      deliveredAt: row.deliveredAt === null ? null : new Date(row.deliveredAt).toISOString(),
    })),
  };
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The billing address the checkout stored (a customer's Address, or a guest's fiscal address), as the
 * staff read it; null when the invoice goes to the buyer's own address.
 */
export function billingOf(billing: unknown): OrderAdminDetail['billing'] {
  if (!billing || typeof billing !== 'object') return null;
  const field = (key: string) => text((billing as Record<string, unknown>)[key]).trim();
  const name = field('company') || [field('name'), field('surname')].filter(Boolean).join(' ');
  const place = { address: field('address'), postalCode: field('postalCode'), town: field('town'), province: field('state'), country: field('country') };
  return place.address || place.town ? { name, ...place } : null;
}

/** The names of the colours `codes` in `language`. */
async function colourNames(db: Db, codes: string[], language: LanguageCode): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const found = await db.select().from(colore).where(inArray(colore.codColore, codes));
  return new Map(found.map((row) => [row.codColore, language === 'eng' ? row.desColoreEng : row.desColoreIta]));
}

/** A customer's phone as the account gives it: the shipping address's, else the account's phone or mobile. */
async function customerPhone(db: Db, customerId: number | null): Promise<string> {
  if (customerId === null) return '';
  const [row] = await db
    .select({ phone: customers.phone, mobile: customers.mobile, shipping: customerAddresses.phone })
    .from(customers)
    .leftJoin(customerAddresses, and(eq(customerAddresses.customerId, customers.id), eq(customerAddresses.kind, 'destination')))
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ? row.shipping || row.phone || row.mobile || '' : '';
}

/** One order whole, as the staff see it, its rows described in the staff's `language`; null when there is none. */
export async function orderDetail(db: Db, orderCode: string, language: LanguageCode): Promise<OrderAdminDetail | null> {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderCode)).limit(1);
  if (!order) return null;
  const id = order.id;
  const guest = (order.guest ?? null) as Record<string, unknown> | null;
  const [rows, vat, payments, mails, history, shipment, refunds, invoice, credited, returns, accountPhone] = await Promise.all([
    db.select().from(orderRows).where(eq(orderRows.orderId, id)).orderBy(asc(orderRows.rowNumber)),
    db.select().from(orderVat).where(eq(orderVat.orderId, id)).orderBy(desc(orderVat.vatRate)),
    db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, id)).orderBy(asc(paymentTransactions.createdAt)),
    db
      .select()
      .from(mailOutbox)
      .where(
        or(
          eq(mailOutbox.orderId, id),
          and(inArray(mailOutbox.kind, ['order-confirmation']), sql`${mailOutbox.subject} like ${`%${escapeLike(order.orderId)}`}`),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db.select().from(orderShipments).where(eq(orderShipments.orderId, id)).limit(1),
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).orderBy(asc(orderRefunds.createdAt)),
    db.select({ year: invoices.year, number: invoices.number }).from(invoices).where(eq(invoices.orderId, id)).limit(1),
    creditNotesOf(db, [id]),
    returnsOf(db, [id], language),
    guest ? '' : customerPhone(db, order.customerId),
  ]);
  const phone = text(guest?.telefono) || accountPhone;
  const colours = await colourNames(db, [...new Set(rows.map((row) => row.codColore))], language);
  const shipped = shipment[0];
  return {
    orderId: order.orderId,
    date: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    status: order.status as OrderStatus,
    language: order.languageCode === 'eng' ? 'eng' : 'ita',
    buyer: {
      kind: order.customerId === null ? 'guest' : 'customer',
      name: order.name,
      surname: order.surname,
      email: order.email,
      phone,
      customerId: order.customerId,
    },
    shipping: {
      address: order.addressDest,
      postalCode: order.postalCodeDest,
      town: order.townDest,
      province: order.provinceDest,
      country: order.countryDest,
    },
    billing: billingOf(order.billing),
    gift: order.regalo,
    rows: rows.map((row) => ({
      codArticolo: row.codArticolo,
      description: rowDescription(row, language),
      codColore: row.codColore,
      colour: colours.get(row.codColore) ?? row.codColore,
      siglaTaglia: row.siglaTaglia,
      quantity: row.quantity,
      unitCents: row.unitGrossCents,
      vatRate: row.vatRate,
      grossCents: row.grossCents,
    })),
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    vat: vat.map((line) => ({ vatRate: line.vatRate, taxableCents: line.taxableCents, taxCents: line.taxCents })),
    payments: payments.map((payment) => ({
      codTrans: payment.codTrans,
      importo: payment.importo,
      esito: payment.esito,
      codAut: payment.codAut,
      message: text((payment.result as Record<string, unknown> | null)?.messaggio),
      at: payment.createdAt.toISOString(),
      notifiedAt: iso(payment.notifiedAt),
      duplicate: payment.duplicate,
    })),
    mails: mails.map((mail) => ({
      kind: mail.kind,
      subject: mail.subject,
      status: mail.status,
      at: mail.createdAt.toISOString(),
      sentAt: iso(mail.sentAt),
    })),
    history: history.map((event) => ({
      from: event.fromStatus,
      to: event.toStatus,
      staffEmail: event.staffEmail,
      reason: event.reason,
      at: event.createdAt.toISOString(),
    })),
    shipment: shipped
      ? {
          carrier: shipped.carrier,
          trackingNumber: shipped.trackingNumber,
          shippedAt: shipped.shippedAt.toISOString(),
          deliveredAt: iso(shipped.deliveredAt),
          deliveredBy: shipped.deliveredByEmail,
        }
      : null,
    refunds: refunds.map((row) => ({
      codTrans: row.codTrans,
      amountCents: row.amountCents,
      reason: row.reason,
      staffEmail: row.staffEmail,
      at: row.createdAt.toISOString(),
      gateway: row.gateway === 'xpay' ? 'xpay' : 'stand-in',
      outcome: row.outcome,
      operationId: row.operationId,
      duplicate: row.duplicate,
    })),
    invoice: invoice[0] ?? null,
    creditNotes: credited.get(id) ?? [],
    returns: returns.get(id) ?? [],
    refundableCents: paidCents(payments) - refundedCents(refunds),
  };
}
