import type { OrderReturn } from '@shop/shared/contracts';
import { RETURN_REASON_LABELS } from '@shop/shared/contracts';
import { formatCents } from '@shop/shared/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { orders } from '../../core/db/schema';
import type { ShopFiscalSettings } from '../invoice/invoice-document';
import { queueMail } from '../../core/mail/mail-outbox';
import { button, heading, mailDocument, paragraph } from '../../core/mail/mail-layout';
import { mailTextIn } from '../../core/mail/mail-text';
import { traderAddress } from '../mail/withdrawal-text';
import { orderPageUrl } from './guest-return-key';

export type ReturnMail = 'return-requested' | 'return-received' | 'return-refunded' | 'return-refused';

/** Each mail's subject. */
const SUBJECTS = {
  'return-requested': 'returnRequestedSubject',
  'return-received': 'returnReceivedSubject',
  'return-refunded': 'returnRefundedSubject',
  'return-refused': 'returnRefusedSubject',
} as const satisfies Record<ReturnMail, string>;

/** Who sends the return's mails, and where the buyer's order page is. */
export interface ReturnMailContext {
  /** The trader, whose address the goods go back to. */
  seller: ShopFiscalSettings;
  /** The shop's configured public origin. */
  origin: string;
  /** The key a guest has just opened the order with, if any: the link carries it. */
  key?: string | undefined;
}

/** Queues a return's mail to the buyer in the transaction that makes the change, with a link to the order's page. */
export async function queueReturnMail(
  db: Db,
  orderId: number,
  kind: ReturnMail,
  item: OrderReturn,
  { seller, origin, key }: ReturnMailContext,
): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order?.email) return;
  const language = order.languageCode === 'eng' ? 'eng' : 'ita';
  const t = mailTextIn(language);
  const name = [order.name, order.surname].filter(Boolean).join(' ');
  const { number } = item;
  const pieces = item.rows.map((row) => `${row.quantity} x ${row.description}${row.size ? ` (${row.size})` : ''}`);
  let body: string[];
  if (kind === 'return-requested') {
    const reason = RETURN_REASON_LABELS[item.reason][language === 'eng' ? 'en' : 'it'];
    body = [
      t('returnRequested', { number, order: order.orderId }),
      '',
      t('returnItems'),
      ...pieces,
      t('returnReason', { reason }),
      '',
      t('returnHow'),
      t('returnPack'),
      t('returnMark', { number }),
      t('returnSend', { address: traderAddress(seller) }),
      t('returnRefundWhen'),
    ];
  } else if (kind === 'return-received') body = [t('returnReceived', { number }), '', ...pieces];
  else if (kind === 'return-refunded') {
    const amount = formatCents(item.refundCents, language);
    body = [t('returnRefunded', { number, amount }), '', ...pieces, '', t('returnCreditNote')];
  } else body = [t('returnRefused', { number, reason: item.refusal })];
  const url = await orderPageUrl(db, order, origin, key);
  const text = [t('greeting', { name }), ...body, '', t('orderPageLink', { url }), '', t('closing')].join('\n');
  const subject = t(SUBJECTS[kind], { number });
  // The HTML part says the same, a paragraph per block of lines, and the order's page as the button.
  const blocks = [t('greeting', { name }), ...body].join('\n').split(/\n{2,}/);
  const html = mailDocument(language, subject, [
    heading(subject),
    ...blocks.map((block) => paragraph(block)),
    button(url, t('orderPageButton')),
  ]);
  await queueMail(db, { kind, to: order.email, subject, text, html, orderId });
}
