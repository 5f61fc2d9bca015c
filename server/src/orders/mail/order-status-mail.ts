import { trackingUrl } from '@shop/shared/contracts';
import { formatCents } from '@shop/shared/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { orders } from '../../core/db/schema';
import { queueMail } from '../../core/mail/mail-outbox';
import { mailTextIn } from '../../core/mail/mail-text';

export type StatusMail =
  | { kind: 'order-shipped'; carrier: string; trackingNumber: string; returnsUrl: string; withdrawalDays: number }
  | { kind: 'order-cancelled'; refundCents: number }
  | { kind: 'order-refunded'; refundCents: number };

/**
 * Queues the mail telling the buyer their order shipped, was cancelled or refunded, in the
 * transaction that makes the change: the outbox delivers it once that has committed.
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
  if (mail.kind === 'order-shipped') {
    const tracking = trackingUrl(mail.carrier, mail.trackingNumber);
    subject = t('shippedSubject', { id });
    body = [
      t('shipped', { id }),
      ...(mail.carrier ? [t('shippedCarrier', { carrier: mail.carrier })] : []),
      ...(mail.trackingNumber ? [t('shippedTracking', { number: mail.trackingNumber })] : []),
      ...(tracking ? [t('shippedTrackingLink', { url: tracking })] : []),
      '',
      t('shippedReturns', { days: mail.withdrawalDays, url: mail.returnsUrl }),
    ];
  } else {
    const amount = formatCents(mail.refundCents, language);
    const cancelled = mail.kind === 'order-cancelled';
    subject = t(cancelled ? 'cancelledSubject' : 'refundedSubject', { id });
    body = [t(cancelled ? 'cancelled' : 'refunded', { id }), t('refund', { amount })];
  }
  const text = [t('greeting', { name }), ...body, '', t('ordersInAccount'), '', t('closing')].join('\n');
  await queueMail(db, { kind: mail.kind, to: order.email, subject, text, orderId });
}
