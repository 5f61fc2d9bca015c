import { formatCents, formatRate } from '@shop/shared/money';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { rowDescription } from '../row-titles';
import { orderRows, orders, orderVat } from '../../core/db/schema';
import type { ShopFiscalSettings } from '../invoice/invoice-document';
import { queueMail } from '../../core/mail/mail-outbox';
import { withdrawalText } from './withdrawal-text';

/** What the confirmation needs besides the order: who the trader is, the withdrawal period, the shop's address. */
export interface ConfirmationContext {
  seller: ShopFiscalSettings;
  withdrawalDays: number;
  /** The shop's public origin, for the link to the account's orders. */
  origin: string;
}

const TEXTS = {
  ita: {
    subject: (id: string) => `Conferma ordine ${id}`,
    greeting: (name: string) => `Gentile ${name},`,
    intro: 'grazie per il tuo acquisto: il pagamento è stato ricevuto e il tuo ordine è confermato.',
    order: 'Ordine',
    size: 'taglia',
    shipping: 'Spedizione',
    total: 'Totale (tasse incluse)',
    vat: (rate: string) => `IVA ${rate}`,
    taxable: 'imponibile',
    tax: 'imposta',
    each: 'cad.',
    address: 'Indirizzo di spedizione',
    gift: 'Confezione regalo richiesta.',
    closing: 'A presto,\nAtelier Lanterna',
  },
  eng: {
    subject: (id: string) => `Order confirmation ${id}`,
    greeting: (name: string) => `Dear ${name},`,
    intro: 'thank you for your purchase: the payment has been received and your order is confirmed.',
    order: 'Order',
    size: 'size',
    shipping: 'Shipping',
    total: 'Total (taxes included)',
    vat: (rate: string) => `VAT ${rate}`,
    taxable: 'net',
    tax: 'tax',
    each: 'each',
    address: 'Shipping address',
    gift: 'Gift wrapping requested.',
    closing: 'See you soon,\nAtelier Lanterna',
  },
} as const;

/**
 * Queues the order confirmation to the buyer once the payment is confirmed; called in the
 * transaction that pays the order, so a paid order always has its mail on the way.
 */
export async function queueOrderConfirmation(db: Db, orderId: number, context: ConfirmationContext): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order?.email) return;
  const rows = await db.select().from(orderRows).where(eq(orderRows.orderId, orderId)).orderBy(asc(orderRows.rowNumber));
  const t = order.languageCode === 'eng' ? TEXTS.eng : TEXTS.ita;
  const lines = rows.map(
    (row) =>
      `${row.quantity} x ${rowDescription(row, order.languageCode === 'eng' ? 'eng' : 'ita')} (${row.codArticolo}, ${t.size} ${row.siglaTaglia}) ${formatCents(row.unitGrossCents)} ${t.each} = ${formatCents(row.grossCents)}`,
  );
  const vat = await db.select().from(orderVat).where(eq(orderVat.orderId, orderId)).orderBy(desc(orderVat.vatRate));
  const name = [order.name, order.surname].filter(Boolean).join(' ');
  const text = [
    t.greeting(name),
    t.intro,
    '',
    `${t.order} ${order.orderId}`,
    ...lines,
    ...(order.shippingCents > 0 ? [`${t.shipping}: ${formatCents(order.shippingCents)}`] : []),
    `${t.total}: ${formatCents(order.totalCents)}`,
    ...vat.map(
      (line) =>
        `${t.vat(formatRate(line.vatRate))}: ${t.taxable} ${formatCents(line.taxableCents)}, ${t.tax} ${formatCents(line.taxCents)}`,
    ),
    ...(order.regalo ? [t.gift] : []),
    '',
    `${t.address}:`,
    name,
    order.addressDest,
    `${order.postalCodeDest} ${order.townDest} ${order.provinceDest} ${order.countryDest}`.trim(),
    '',
    ...withdrawalText(
      order.languageCode === 'eng' ? 'eng' : 'ita',
      context.seller,
      context.withdrawalDays,
      `${context.origin}/account/orders`,
    ),
    '',
    t.closing,
  ].join('\n');
  await queueMail(db, { kind: 'order-confirmation', to: order.email, subject: t.subject(order.orderId), text, orderId });
}
