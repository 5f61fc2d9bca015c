import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { orders } from '../../core/db/schema';
import { button, facts, heading, mailDocument, paragraph } from '../../core/mail/mail-layout';
import { queueMail } from '../../core/mail/mail-outbox';
import { mailTextIn } from '../../core/mail/mail-text';
import { longDay, withdrawalEnd } from '../returns/return-window';
import { orderPageUrl } from '../returns/guest-return-key';

/**
 * Queues the mail telling the buyer their order was delivered, in the transaction that records the
 * delivery (so once per order, whoever records it): the day, the last day of the withdrawal period
 * counted from it, and the order's page, where a return is asked for.
 */
export async function queueDeliveryMail(
  db: Db,
  orderId: number,
  deliveredAt: Date,
  context: { withdrawalDays: number; origin: string },
): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order?.email) return;
  const language = order.languageCode === 'eng' ? 'eng' : 'ita';
  const t = mailTextIn(language);
  const id = order.orderId;
  const name = [order.name, order.surname].filter(Boolean).join(' ');
  const day = longDay(deliveredAt, language);
  const until = longDay(withdrawalEnd(deliveredAt, context.withdrawalDays), language);
  const url = await orderPageUrl(db, order, context.origin);
  const subject = t('deliveredSubject', { id });
  const returns = t('deliveredReturns', { days: context.withdrawalDays, date: until });
  const text = [
    t('greeting', { name }),
    t('delivered', { id, date: day }),
    '',
    returns,
    t('orderPageLink', { url }),
    '',
    t('closing'),
  ].join('\n');
  const html = mailDocument(language, subject, [
    heading(t('deliveredHeading')),
    paragraph(`${t('greeting', { name })}\n${t('delivered', { id, date: day })}`),
    facts([
      [t('deliveredLabel'), day],
      [t('withdrawalEndLabel'), until, true],
    ]),
    paragraph(returns),
    button(url, t('orderPageButton')),
  ]);
  await queueMail(db, { kind: 'order-delivered', to: order.email, subject, text, html, orderId });
}
