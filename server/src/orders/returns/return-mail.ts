import type { OrderReturn } from '@shop/shared/contracts';
import { RETURN_REASON_LABELS } from '@shop/shared/contracts';
import { formatCents } from '@shop/shared/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { orders } from '../../core/db/schema';
import type { ShopFiscalSettings } from '../invoice/invoice-document';
import { queueMail } from '../../core/mail/mail-outbox';
import { traderAddress } from '../mail/withdrawal-text';

export type ReturnMail = 'return-requested' | 'return-received' | 'return-refunded' | 'return-refused';

const TEXTS = {
  ita: {
    greeting: (name: string) => `Gentile ${name},`,
    subject: {
      'return-requested': (n: string) => `Reso ${n}: richiesta ricevuta`,
      'return-received': (n: string) => `Reso ${n}: abbiamo ricevuto i capi`,
      'return-refunded': (n: string) => `Reso ${n}: rimborso eseguito`,
      'return-refused': (n: string) => `Reso ${n}: non accettato`,
    },
    requested: (n: string, order: string) => `abbiamo ricevuto la tua richiesta di reso ${n} per l'ordine ${order}.`,
    received: (n: string) => `abbiamo ricevuto i capi del reso ${n}: il rimborso arriverà a breve.`,
    refunded: (n: string, amount: string) => `abbiamo rimborsato ${amount} per il reso ${n} sulla carta usata per il pagamento.`,
    refused: (n: string, why: string) => `non possiamo accettare il reso ${n}: ${why}`,
    items: 'Capi da rendere',
    reason: 'Motivo',
    how: 'Come spedire il reso',
    steps: (n: string, address: string) => [
      '1. Imballa i capi non indossati, con le etichette originali, nella loro confezione.',
      `2. Scrivi sul pacco il numero del reso: ${n}.`,
      `3. Spedisci il pacco entro 14 giorni a: ${address}. Le spese di restituzione sono a tuo carico.`,
      "Ti rimborsiamo sulla carta usata per il pagamento appena riceviamo i capi, entro 14 giorni dalla richiesta; se rendi l'intero ordine, anche la spedizione pagata.",
    ],
    creditNote: 'Trovi la nota di credito nella tua area personale, tra i dettagli dell\u2019ordine.',
    closing: 'A presto,\nAtelier Lanterna',
  },
  eng: {
    greeting: (name: string) => `Dear ${name},`,
    subject: {
      'return-requested': (n: string) => `Return ${n}: request received`,
      'return-received': (n: string) => `Return ${n}: we have received the items`,
      'return-refunded': (n: string) => `Return ${n}: refund made`,
      'return-refused': (n: string) => `Return ${n}: not accepted`,
    },
    requested: (n: string, order: string) => `we have received your return request ${n} for order ${order}.`,
    received: (n: string) => `we have received the items of return ${n}: the refund follows shortly.`,
    refunded: (n: string, amount: string) => `we have refunded ${amount} for return ${n} to the card you paid with.`,
    refused: (n: string, why: string) => `we cannot accept return ${n}: ${why}`,
    items: 'Items to return',
    reason: 'Reason',
    how: 'How to send the return',
    steps: (n: string, address: string) => [
      '1. Pack the unworn items, with their original labels, in their packaging.',
      `2. Write the return number on the parcel: ${n}.`,
      `3. Send the parcel within 14 days to: ${address}. The cost of sending it back is yours.`,
      'We refund the card you paid with as soon as the items arrive, within 14 days of your request; if you return the whole order, the shipping paid too.',
    ],
    creditNote: 'The credit note is in your account, in the order details.',
    closing: 'See you soon,\nAtelier Lanterna',
  },
} as const;

/** Queues a return's mail to the buyer in the transaction that makes the change. */
export async function queueReturnMail(
  db: Db,
  orderId: number,
  kind: ReturnMail,
  item: OrderReturn,
  seller: ShopFiscalSettings,
): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order?.email) return;
  const language = order.languageCode === 'eng' ? 'eng' : 'ita';
  const t = TEXTS[language];
  const name = [order.name, order.surname].filter(Boolean).join(' ');
  const pieces = item.rows.map((row) => `${row.quantity} x ${row.description}${row.size ? ` (${row.size})` : ''}`);
  let body: string[];
  if (kind === 'return-requested') {
    const reason = RETURN_REASON_LABELS[item.reason][language === 'eng' ? 'en' : 'it'];
    body = [
      t.requested(item.number, order.orderId),
      '',
      `${t.items}:`,
      ...pieces,
      `${t.reason}: ${reason}`,
      '',
      `${t.how}:`,
      ...t.steps(item.number, traderAddress(seller)),
    ];
  } else if (kind === 'return-received') body = [t.received(item.number), '', ...pieces];
  else if (kind === 'return-refunded') body = [t.refunded(item.number, formatCents(item.refundCents)), '', ...pieces, '', t.creditNote];
  else body = [t.refused(item.number, item.refusal)];
  const text = [t.greeting(name), ...body, '', t.closing].join('\n');
  await queueMail(db, { kind, to: order.email, subject: t.subject[kind](item.number), text, orderId });
}
