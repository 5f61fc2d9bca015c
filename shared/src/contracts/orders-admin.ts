import { z } from 'zod';
import { codeSchema } from './common';
import { MESSAGE_KEY, type MessageKey } from './messages';
import { orderStatusSchema, type OrderStatus } from './order';
import type { CreditNoteSummary } from './invoice';
import type { OrderReturn } from './returns';

/** Paths (under the legacy application path) of the staff's order and stock calls; all need a staff session. */
export const ORDER_ADMIN_ACTIONS = {
  /** A page of orders, filtered and sorted by date. */
  list: 'StaffAction/orders',
  /** One order whole: buyer, addresses, rows, VAT, payments, mails, history, shipment, refunds. */
  detail: 'StaffAction/order',
  /** Moves an order on: ship, cancel, confirm (paid without stock) or refund. */
  transition: 'StaffAction/orderTransition',
  /** An article's stock per colour and size. */
  stock: 'StaffAction/stock',
  /** Sets an article's stock per colour and size, all rows or none. */
  setStock: 'StaffAction/setStock',
  /** Records the delivery of a shipped order (the withdrawal period runs from it). */
  delivered: 'StaffAction/orderDelivered',
  /** Moves a return on: received (pieces back on sale or set aside), refunded, or refused. */
  returnMove: 'StaffAction/returnMove',
} as const;

export { ORDER_STATUS_LABELS } from './order-status-labels';

export const orderCodeSchema = z.string().trim().min(1, MESSAGE_KEY.orderNumberRequired).max(30);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGE_KEY.dateInvalid);

/** Body of the staff's order list: filters, sort by date and a page of at most 90 (the admin pager's sizes). */
export const orderListSchema = z
  .object({
    page: z.number().int().min(1).max(100_000).default(1),
    limit: z.number().int().min(1).max(90).default(30),
    status: orderStatusSchema.optional(),
    /** Placed on or after this day, on or before that one (YYYY-MM-DD, Italian time). */
    from: isoDay.optional(),
    to: isoDay.optional(),
    /** Part of the buyer's name, surname or email (customer or guest). */
    buyer: z.string().trim().min(1).max(100).optional(),
    orderId: z.string().trim().min(1).max(30).optional(),
    sort: z.enum(['newest', 'oldest']).default('newest'),
  })
  .strict();
export type OrderListRequest = z.input<typeof orderListSchema>;

export interface OrderListRow {
  orderId: string;
  /** ISO timestamp. */
  date: string;
  status: OrderStatus;
  buyer: string;
  email: string;
  guest: boolean;
  pieces: number;
  totalCents: number;
  /** When a shipped order reached the buyer; null until then. */
  deliveredAt: string | null;
}

export interface OrderListReply {
  error: false;
  records: OrderListRow[];
  totalCount: number;
}

export const orderDetailSchema = z.object({ orderId: orderCodeSchema }).strict();

const reasonSchema = z.string({ error: MESSAGE_KEY.reasonRequired }).trim().min(3, MESSAGE_KEY.reasonMin).max(500, MESSAGE_KEY.reasonMax);
const shortText = (tooLong: MessageKey, invalid: MessageKey) =>
  z
    .string({ error: invalid })
    .trim()
    .max(60, tooLong)
    .regex(/^[\p{L}\p{N} .,'&/_-]*$/u, invalid)
    .optional();

/** One move of an order: who may make it and from which status is checked on the server. */
export const orderTransitionSchema = z.discriminatedUnion('action', [
  z
    .object({
      action: z.literal('ship'),
      orderId: orderCodeSchema,
      carrier: shortText(MESSAGE_KEY.carrierTooLong, MESSAGE_KEY.carrierInvalid),
      trackingNumber: shortText(MESSAGE_KEY.trackingTooLong, MESSAGE_KEY.trackingInvalid),
    })
    .strict(),
  z.object({ action: z.literal('cancel'), orderId: orderCodeSchema, reason: reasonSchema }).strict(),
  z.object({ action: z.literal('confirm'), orderId: orderCodeSchema }).strict(),
  z.object({ action: z.literal('refund'), orderId: orderCodeSchema, reason: reasonSchema }).strict(),
]);
export type OrderTransition = z.infer<typeof orderTransitionSchema>;
export type OrderTransitionInput = z.input<typeof orderTransitionSchema>;
export type OrderAction = OrderTransition['action'];

/** From which status each move starts, and where it leads. */
export const ORDER_MOVES: Record<OrderAction, { from: OrderStatus; to: OrderStatus; money: boolean }> = {
  ship: { from: 'WaitDelivery', to: 'DeliveryDone', money: false },
  cancel: { from: 'WaitDelivery', to: 'Void', money: true },
  confirm: { from: 'ValidTransaction', to: 'WaitDelivery', money: false },
  refund: { from: 'ValidTransaction', to: 'Void', money: true },
};

/** The moves open to an order in this status (none for the read-only ones). */
export const movesFrom = (status: OrderStatus): OrderAction[] =>
  (Object.keys(ORDER_MOVES) as OrderAction[]).filter((action) => ORDER_MOVES[action].from === status);

export interface OrderTransitionReply {
  error: false;
  status: OrderStatus;
  refund?: OrderRefund;
}

export const refundGateways = ['xpay', 'stand-in'] as const;
export type RefundGateway = (typeof refundGateways)[number];

export interface OrderRefund {
  /** The payment given back. */
  codTrans: string;
  amountCents: number;
  reason: string;
  /** Who gave it back; empty for the shop's own refund of a duplicate payment. */
  staffEmail: string;
  at: string;
  gateway: RefundGateway;
  outcome: string;
  operationId: string;
  /** The automatic refund of a second payment of an order already paid: none of the order's own price. */
  duplicate?: boolean;
}

export interface OrderShipment {
  carrier: string;
  trackingNumber: string;
  shippedAt: string;
  /** When the parcel reached the buyer (the withdrawal period runs from it); null while on its way. */
  deliveredAt: string | null;
  /** Who recorded the delivery. */
  deliveredBy: string;
}

export interface OrderAdminDetail {
  orderId: string;
  date: string;
  paidAt: string | null;
  status: OrderStatus;
  language: 'ita' | 'eng';
  buyer: { kind: 'customer' | 'guest'; name: string; surname: string; email: string; phone: string; customerId: number | null };
  shipping: { address: string; postalCode: string; town: string; province: string; country: string };
  /** Billing data as given at checkout (labels and values), empty when it is the same as the buyer's. */
  /** Where the invoice goes when it is not the buyer's own address: who (company, or name) and the place. */
  billing: { name: string; address: string; postalCode: string; town: string; province: string; country: string } | null;
  gift: boolean;
  rows: {
    codArticolo: string;
    description: string;
    codColore: string;
    /** The colour's name in the staff's language (the code when the colour is no longer in the catalogue). */
    colour: string;
    siglaTaglia: string;
    quantity: number;
    unitCents: number;
    vatRate: number;
    grossCents: number;
  }[];
  shippingCents: number;
  totalCents: number;
  vat: { vatRate: number; taxableCents: number; taxCents: number }[];
  payments: {
    codTrans: string;
    importo: number;
    esito: string | null;
    codAut: string;
    message: string;
    at: string;
    notifiedAt: string | null;
    /** An OK for an order another payment had already paid: refunded automatically (see `refunds`). */
    duplicate: boolean;
  }[];
  mails: { kind: string; subject: string; status: string; at: string; sentAt: string | null }[];
  history: { from: string | null; to: string; staffEmail: string; reason: string; at: string }[];
  shipment: OrderShipment | null;
  refunds: OrderRefund[];
  invoice: { year: number; number: number } | null;
  creditNotes: CreditNoteSummary[];
  /** The order's returns, oldest first. */
  returns: OrderReturn[];
  /** What may still be refunded: paid less refunded, in cents. */
  refundableCents: number;
}

export interface OrderDetailReply {
  error: false;
  order: OrderAdminDetail;
}

/** Body of the stock read: the article's code. */
export const stockReadSchema = z.object({ codArticolo: codeSchema }).strict();

export interface StockRow {
  codColore: string;
  desColore: string;
  progSiglaTaglia: number;
  siglaTaglia: string;
  qta: number;
}

export interface StockReply {
  error: false;
  codArticolo: string;
  rows: StockRow[];
}

/** The most pieces of one colour and size; the message quantityMax names it. */
export const MAX_STOCK = 100_000;

/** A quantity as sent: a whole number from 0 to 100,000. */
export const stockQuantitySchema = z
  .number({ error: MESSAGE_KEY.wholeNumber })
  .int(MESSAGE_KEY.wholeNumber)
  .min(0, MESSAGE_KEY.quantityNegative)
  .max(MAX_STOCK, MESSAGE_KEY.quantityMax);

/** A quantity as typed in the stock tab (a number input's text); blank is no number. */
export const stockQuantityTextSchema = z
  .string({ error: MESSAGE_KEY.wholeNumber })
  .transform((text) => (text.trim() === '' ? Number.NaN : Number(text)))
  .pipe(stockQuantitySchema);

/** The stock tab's form: one quantity per colour and size, in the order of the stock read. */
export const stockFormSchema = z.object({ rows: z.array(z.object({ qta: stockQuantityTextSchema })) });
export type StockFormValues = z.input<typeof stockFormSchema>;

/** Body of the stock write: the article and the quantities of the colours and sizes to set. */
export const stockWriteSchema = z
  .object({
    codArticolo: codeSchema,
    rows: z
      .array(
        z
          .object({
            codColore: z.string().trim().min(1).max(32),
            progSiglaTaglia: z.number().int().min(0).max(99),
            qta: stockQuantitySchema,
          })
          .strict(),
      )
      .min(1, MESSAGE_KEY.stockNothingToSave)
      .max(500),
  })
  .strict()
  .refine((value) => new Set(value.rows.map((row) => `${row.codColore}|${row.progSiglaTaglia}`)).size === value.rows.length, {
    message: MESSAGE_KEY.stockOnceEach,
    path: ['rows'],
  });
export type StockWrite = z.infer<typeof stockWriteSchema>;

export interface StockWriteReply {
  error: false;
  changed: number;
  rows: StockRow[];
}

/** Body of the delivery record: the order and the day it was delivered (today when absent). */
export const orderDeliveredSchema = z.object({ orderId: orderCodeSchema, date: isoDay.optional() }).strict();
export type OrderDeliveredRequest = z.infer<typeof orderDeliveredSchema>;

const returnNumberSchema = z.string().trim().min(3).max(40);

/** One move of a return; the status it starts from is checked on the server, so of two staff acting at once one wins. */
export const returnMoveSchema = z.discriminatedUnion('action', [
  z
    .object({
      action: z.literal('receive'),
      returnNumber: returnNumberSchema,
      /** Per returned row: pieces back on sale and pieces set aside as damaged; together, the pieces returned. */
      rows: z
        .array(
          z
            .object({
              row: z.number().int().min(1).max(999),
              restocked: z.number().int().min(0).max(999),
              damaged: z.number().int().min(0).max(999),
            })
            .strict(),
        )
        .min(1)
        .max(200),
    })
    .strict(),
  z.object({ action: z.literal('refund'), returnNumber: returnNumberSchema }).strict(),
  z.object({ action: z.literal('refuse'), returnNumber: returnNumberSchema, reason: reasonSchema }).strict(),
]);
export type ReturnMove = z.infer<typeof returnMoveSchema>;
export type ReturnMoveInput = z.input<typeof returnMoveSchema>;

export interface ReturnMoveReply {
  error: false;
  return: OrderReturn;
}
