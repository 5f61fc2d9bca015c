import { formatCents, formatRate } from '@shop/shared/money';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { invoices, orderRows, orders, orderVat } from '../../core/db/schema';
import type { ShopFiscalSettings } from '../invoice/invoice-document';
import { queueMail } from '../../core/mail/mail-outbox';
import { mailTextIn } from '../../core/mail/mail-text';
import { button, facts, heading, mailDocument, paragraph, rule, sectionTitle } from '../../core/mail/mail-layout';
import { mailRows, rowsHtml, rowsText } from './order-rows-mail';
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
  const shown = await mailRows(db, rows, language, context.origin);
  const vat = await db.select().from(orderVat).where(eq(orderVat.orderId, orderId)).orderBy(desc(orderVat.vatRate));
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  // The invoice copy is on the order's page in the account; a guest gets the way to it with the shipping mail.
  const invoiceUrl = invoice && order.customerId !== null ? `${context.origin}/account/orders` : null;
  const name = [order.name, order.surname].filter(Boolean).join(' ');
  const money = (cents: number) => formatCents(cents, language);
  const vatLines = vat.map((line) =>
    t('orderVat', { rate: formatRate(line.vatRate, language), taxable: money(line.taxableCents), tax: money(line.taxCents) }),
  );
  const address = [name, order.addressDest, `${order.postalCodeDest} ${order.townDest} ${order.provinceDest} ${order.countryDest}`.trim()];
  const withdrawal = withdrawalText(language, context.seller, context.withdrawalDays, `${context.origin}/account/orders`);
  const text = [
    t('greeting', { name }),
    t('orderIntro'),
    '',
    t('orderNumber', { id: order.orderId }),
    ...rowsText(shown, language),
    ...(order.shippingCents > 0 ? [t('orderShipping', { amount: money(order.shippingCents) })] : []),
    t('orderTotal', { amount: money(order.totalCents) }),
    ...vatLines,
    ...(order.regalo ? [t('orderGift')] : []),
    ...(invoiceUrl ? ['', t('invoiceReady'), t('invoiceLink', { url: invoiceUrl })] : []),
    '',
    t('orderAddress'),
    ...address,
    '',
    ...withdrawal,
    '',
    t('closing'),
  ].join('\n');
  const subject = t('orderSubject', { id: order.orderId });
  const content = [
    heading(t('orderHeading')),
    paragraph(`${t('greeting', { name })}\n${t('orderIntro')}`),
    sectionTitle(t('orderNumber', { id: order.orderId })),
    rowsHtml(shown, language),
    facts([
      ...(order.shippingCents > 0 ? [[t('shippingLabel'), money(order.shippingCents)] as const] : []),
      [t('totalLabel'), money(order.totalCents), true] as const,
    ]),
    ...vatLines.map((line) => paragraph(line, true)),
    order.regalo ? paragraph(t('orderGift')) : null,
    invoiceUrl ? [paragraph(t('invoiceReady')), button(invoiceUrl, t('invoiceButton'))] : null,
    sectionTitle(t('addressTitle')),
    paragraph(address.filter(Boolean).join('\n')),
    rule(),
    withdrawalHtml(withdrawal, language),
  ];
  const htmlPart = mailDocument(language, subject, content);
  await queueMail(db, { kind: 'order-confirmation', to: order.email, subject, text, html: htmlPart, orderId });
}

/** The withdrawal information in the HTML part: its two titles as headings, the rest in small print. */
function withdrawalHtml(lines: readonly string[], language: 'ita' | 'eng') {
  const t = mailTextIn(language);
  const titles = new Set([t('withdrawalTitle'), t('withdrawalFormTitle')]);
  return lines.filter(Boolean).map((line) => (titles.has(line) ? sectionTitle(line) : paragraph(line, true)));
}
