import { trackingUrl } from '@shop/shared/contracts';
import { formatCents } from '@shop/shared/money';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { invoices, orderRows, orders } from '../../core/db/schema';
import type { SafeHtml } from '../../core/mail/mail-html';
import { button, facts, heading, link, mailDocument, paragraph, sectionTitle } from '../../core/mail/mail-layout';
import { queueMail } from '../../core/mail/mail-outbox';
import { mailTextIn } from '../../core/mail/mail-text';
import { mailRows, rowsHtml, rowsText } from './order-rows-mail';
import { orderPageUrl } from '../returns/guest-return-key';

export type StatusMail =
  | {
      kind: 'order-shipped';
      carrier: string;
      trackingNumber: string;
      /** The order's page: the account's orders, or a guest's page opened by the mail's key (returns and invoice). */
      returnsUrl: string;
      withdrawalDays: number;
      /** The shop's public origin, for the pictures of the pieces. */
      origin: string;
    }
  | {
      kind: 'order-cancelled' | 'order-refunded';
      refundCents: number;
      /** The shop's configured public origin, for the link to the order's page. */
      origin: string;
    };

/**
 * Queues the mail telling the buyer their order shipped, was cancelled or refunded, in the
 * transaction that makes the change: the outbox delivers it once that has committed. The shipping
 * mail lists the pieces in the parcel, links the carrier's tracking page and the invoice's copy.
 */
export async function queueStatusMail(db: Db, orderId: number, mail: StatusMail): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order?.email) return;
  const language = order.languageCode === 'eng' ? 'eng' : 'ita';
  const t = mailTextIn(language);
  const id = order.orderId;
  const name = [order.name, order.surname].filter(Boolean).join(' ');
  let subject: string;
  let body: string[];
  let content: (SafeHtml | SafeHtml[] | null)[];
  if (mail.kind === 'order-shipped') {
    const tracking = trackingUrl(mail.carrier, mail.trackingNumber);
    const rows = await db.select().from(orderRows).where(eq(orderRows.orderId, orderId)).orderBy(asc(orderRows.rowNumber));
    const shown = await mailRows(db, rows, language, mail.origin);
    const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
    subject = t('shippedSubject', { id });
    body = [
      t('shipped', { id }),
      ...(mail.carrier ? [t('shippedCarrier', { carrier: mail.carrier })] : []),
      ...(mail.trackingNumber ? [t('shippedTracking', { number: mail.trackingNumber })] : []),
      ...(tracking ? [t('shippedTrackingLink', { url: tracking })] : []),
      '',
      t('shippedContents'),
      ...rowsText(shown, language),
      '',
      ...(invoice ? [t('invoiceReady'), t('invoiceLink', { url: mail.returnsUrl }), ''] : []),
      t('shippedReturns', { days: mail.withdrawalDays, url: mail.returnsUrl }),
    ];
    const carrierFacts = [
      ...(mail.carrier ? [[t('carrierLabel'), mail.carrier] as const] : []),
      ...(mail.trackingNumber ? [[t('trackingLabel'), tracking ? link(tracking, mail.trackingNumber) : mail.trackingNumber] as const] : []),
    ];
    content = [
      heading(t('shippedHeading')),
      paragraph(`${t('greeting', { name })}\n${t('shipped', { id })}`),
      carrierFacts.length ? facts(carrierFacts) : null,
      tracking ? button(tracking, t('trackButton')) : null,
      sectionTitle(t('shippedContents')),
      rowsHtml(shown, language),
      invoice ? [paragraph(t('invoiceReady')), button(mail.returnsUrl, t('invoiceButton'))] : null,
      paragraph(t('shippedReturns', { days: mail.withdrawalDays, url: mail.returnsUrl })),
    ];
  } else {
    const amount = formatCents(mail.refundCents, language);
    const cancelled = mail.kind === 'order-cancelled';
    const url = await orderPageUrl(db, order, mail.origin);
    subject = t(cancelled ? 'cancelledSubject' : 'refundedSubject', { id });
    body = [t(cancelled ? 'cancelled' : 'refunded', { id }), t('refund', { amount }), '', t('orderPageLink', { url })];
    content = [
      heading(subject),
      paragraph(`${t('greeting', { name })}\n${t(cancelled ? 'cancelled' : 'refunded', { id })}`),
      paragraph(t('refund', { amount })),
      button(url, t('orderPageButton')),
    ];
  }
  const text = [t('greeting', { name }), ...body, '', t('ordersInAccount'), '', t('closing')].join('\n');
  const html = mailDocument(language, subject, [...content, paragraph(t('ordersInAccount'), true)]);
  await queueMail(db, { kind: mail.kind, to: order.email, subject, text, html, orderId });
}
