import { formatCents, formatRate } from '@shop/shared/money';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { rowDescription } from '../row-titles';
import { orderRows, orders, orderVat } from '../../core/db/schema';
import type { ShopFiscalSettings } from '../invoice/invoice-document';
import { queueMail } from '../../core/mail/mail-outbox';
import { mailTextIn } from '../../core/mail/mail-text';
import { withdrawalText } from './withdrawal-text';

/** What the confirmation needs besides the order: who the trader is, the withdrawal period, the shop's address. */
export interface ConfirmationContext {
  seller: ShopFiscalSettings;
  withdrawalDays: number;
  /** The shop's public origin, for the link to the account's orders. */
  origin: string;
}

/**
 * Queues the order confirmation to the buyer once the payment is confirmed; called in the
 * transaction that pays the order, so a paid order always has its mail on the way.
 */
export async function queueOrderConfirmation(db: Db, orderId: number, context: ConfirmationContext): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order?.email) return;
  const rows = await db.select().from(orderRows).where(eq(orderRows.orderId, orderId)).orderBy(asc(orderRows.rowNumber));
  const language = order.languageCode === 'eng' ? 'eng' : 'ita';
  const t = mailTextIn(language);
  const lines = rows.map((row) =>
    t('orderRow', {
      quantity: row.quantity,
      description: rowDescription(row, language),
      code: row.codArticolo,
      size: row.siglaTaglia,
      unit: formatCents(row.unitGrossCents, language),
      amount: formatCents(row.grossCents, language),
    }),
  );
  const vat = await db.select().from(orderVat).where(eq(orderVat.orderId, orderId)).orderBy(desc(orderVat.vatRate));
  const name = [order.name, order.surname].filter(Boolean).join(' ');
  const text = [
    t('greeting', { name }),
    t('orderIntro'),
    '',
    t('orderNumber', { id: order.orderId }),
    ...lines,
    ...(order.shippingCents > 0 ? [t('orderShipping', { amount: formatCents(order.shippingCents, language) })] : []),
    t('orderTotal', { amount: formatCents(order.totalCents, language) }),
    ...vat.map((line) =>
      t('orderVat', {
        rate: formatRate(line.vatRate, language),
        taxable: formatCents(line.taxableCents, language),
        tax: formatCents(line.taxCents, language),
      }),
    ),
    ...(order.regalo ? [t('orderGift')] : []),
    '',
    t('orderAddress'),
    name,
    order.addressDest,
    `${order.postalCodeDest} ${order.townDest} ${order.provinceDest} ${order.countryDest}`.trim(),
    '',
    ...withdrawalText(language, context.seller, context.withdrawalDays, `${context.origin}/account/orders`),
    '',
    t('closing'),
  ].join('\n');
  await queueMail(db, { kind: 'order-confirmation', to: order.email, subject: t('orderSubject', { id: order.orderId }), text, orderId });
}
