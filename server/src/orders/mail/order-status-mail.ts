import { formatCents } from '@shop/shared/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { orders } from '../../core/db/schema';
import { queueMail } from '../../core/mail/mail-outbox';

export type StatusMail =
  | { kind: 'order-shipped'; carrier: string; trackingNumber: string; returnsUrl: string; withdrawalDays: number }
  | { kind: 'order-cancelled'; refundCents: number }
  | { kind: 'order-refunded'; refundCents: number };

const TEXTS = {
  ita: {
    greeting: (name: string) => `Gentile ${name},`,
    shippedSubject: (id: string) => `Il tuo ordine ${id} è stato spedito`,
    shipped: (id: string) => `il tuo ordine ${id} è stato spedito.`,
    carrier: 'Corriere',
    tracking: 'Numero di tracking',
    returns: (days: number, url: string) =>
      `Puoi restituire i capi entro ${days} giorni dalla consegna, senza indicarne il motivo: chiedi il reso da ${url}`,
    cancelledSubject: (id: string) => `Il tuo ordine ${id} è stato annullato`,
    cancelled: (id: string) => `il tuo ordine ${id} è stato annullato prima della spedizione.`,
    refundedSubject: (id: string) => `Rimborso dell'ordine ${id}`,
    refunded: (id: string) => `purtroppo i capi del tuo ordine ${id} non sono più disponibili: l'ordine è annullato.`,
    refund: (amount: string) => `Ti rimborsiamo ${amount} sulla carta usata per il pagamento.`,
    orders: 'Trovi lo stato dei tuoi ordini nella tua area personale.',
    closing: 'A presto,\nAtelier Lanterna',
  },
  eng: {
    greeting: (name: string) => `Dear ${name},`,
    shippedSubject: (id: string) => `Your order ${id} has shipped`,
    shipped: (id: string) => `your order ${id} has shipped.`,
    carrier: 'Carrier',
    tracking: 'Tracking number',
    returns: (days: number, url: string) =>
      `You may return the items within ${days} days of delivery, without giving a reason: ask for a return at ${url}`,
    cancelledSubject: (id: string) => `Your order ${id} has been cancelled`,
    cancelled: (id: string) => `your order ${id} has been cancelled before shipping.`,
    refundedSubject: (id: string) => `Refund of order ${id}`,
    refunded: (id: string) => `unfortunately the items of your order ${id} are no longer available: the order is cancelled.`,
    refund: (amount: string) => `We are refunding ${amount} to the card you paid with.`,
    orders: 'You can follow your orders in your account.',
    closing: 'See you soon,\nAtelier Lanterna',
  },
} as const;

/**
 * Queues the mail telling the buyer their order shipped, was cancelled or refunded, in the
 * transaction that makes the change: the outbox delivers it once that has committed.
 */
export async function queueStatusMail(db: Db, orderId: number, mail: StatusMail): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order?.email) return;
  const t = order.languageCode === 'eng' ? TEXTS.eng : TEXTS.ita;
  const name = [order.name, order.surname].filter(Boolean).join(' ');
  let subject: string;
  let body: string[];
  if (mail.kind === 'order-shipped') {
    subject = t.shippedSubject(order.orderId);
    body = [
      t.shipped(order.orderId),
      ...(mail.carrier ? [`${t.carrier}: ${mail.carrier}`] : []),
      ...(mail.trackingNumber ? [`${t.tracking}: ${mail.trackingNumber}`] : []),
      '',
      t.returns(mail.withdrawalDays, mail.returnsUrl),
    ];
  } else if (mail.kind === 'order-cancelled') {
    subject = t.cancelledSubject(order.orderId);
    body = [t.cancelled(order.orderId), t.refund(formatCents(mail.refundCents))];
  } else {
    subject = t.refundedSubject(order.orderId);
    body = [t.refunded(order.orderId), t.refund(formatCents(mail.refundCents))];
  }
  const text = [t.greeting(name), ...body, '', t.orders, '', t.closing].join('\n');
  await queueMail(db, { kind: mail.kind, to: order.email, subject, text, orderId });
}
