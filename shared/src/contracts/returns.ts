import { z } from 'zod';
import { textOrEmpty } from './common';
import type { DocumentNumber } from './invoice';
import { MESSAGE_KEY } from './messages';
import type { Order } from './order';
import { reasons as engReasons } from '../messages/eng/reasons';
import { reasons as itaReasons } from '../messages/ita/reasons';
import { statusLabels, type StatusLabel } from './status-labels';

/**
 * Returns under the withdrawal right (Directive 2011/83/EU, Codice del Consumo artt. 52-59): within
 * the withdrawal period from delivery the buyer asks to return rows of an order; staff receive the
 * pieces (back on sale, or set aside as damaged) and refund them, or refuse the return.
 */
export const RETURN_STATUSES = ['requested', 'received', 'refunded', 'refused'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** One label per status, the same on every screen, mail and document (the message catalogue's status section). */
export const RETURN_STATUS_LABELS = statusLabels('return', RETURN_STATUSES);

export const RETURN_REASONS = ['size', 'not-as-expected', 'defective', 'wrong-item', 'changed-mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** The label of each reason, from the message catalogue's reasons section. */
export const RETURN_REASON_LABELS = Object.fromEntries(
  RETURN_REASONS.map((reason) => [reason, { it: itaReasons[reason], en: engReasons[reason] }]),
) as Record<ReturnReason, StatusLabel>;

/** The withdrawal period in days from delivery, unless the shop sets a longer one. */
export const WITHDRAWAL_DAYS = 14;

/**
 * The key in a guest's shipping mail (32 random bytes, base64url): whoever holds it may read that
 * order and ask for its return.
 */
export const returnKeySchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, MESSAGE_KEY.returnKeyInvalid);

const orderCode = z.string().trim().min(1).max(30);

/** Which order: a customer's own by its number (signed in), a guest's by number and mail key. */
export const returnOrderSchema = z.object({ orderId: orderCode, key: returnKeySchema.optional() }).strict();
export type ReturnOrderRequest = z.infer<typeof returnOrderSchema>;

/** Body of AccountAction/requestReturn: rows of the order (by row number) and pieces, a reason, a note. */
export const returnRequestSchema = z
  .object({
    orderId: orderCode,
    key: returnKeySchema.optional(),
    rows: z
      .array(z.object({ row: z.number().int().min(1).max(999), quantity: z.number().int().min(0).max(999) }).strict())
      .max(200)
      .transform((rows) => rows.filter((row) => row.quantity > 0))
      .refine((rows) => rows.length > 0, MESSAGE_KEY.returnRowsRequired)
      .refine((rows) => new Set(rows.map((row) => row.row)).size === rows.length, MESSAGE_KEY.returnRowsRequired),
    reason: z.enum(RETURN_REASONS, { error: MESSAGE_KEY.returnReasonRequired }),
    note: textOrEmpty(500),
  })
  .strict();
export type ReturnRequest = z.infer<typeof returnRequestSchema>;
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;

/** A return as its buyer and the staff see it. */
export interface OrderReturn {
  /** R-<order number>-<n>: what the buyer writes on the parcel. */
  number: string;
  status: ReturnStatus;
  reason: ReturnReason;
  note: string;
  /** ISO timestamps. */
  requestedAt: string;
  receivedAt: string | null;
  closedAt: string | null;
  /** Why staff refused it; '' otherwise. */
  refusal: string;
  rows: {
    row: number;
    description: string;
    size: string;
    quantity: number;
    /** Once received: pieces back on sale and pieces set aside as damaged. */
    restocked: number;
    damaged: number;
    /** VAT-inclusive unit price paid. */
    unitCents: number;
  }[];
  /** The whole order is withdrawn with this return: its shipping is refunded too. */
  withShipping: boolean;
  /** What the refund gives back (or gave back), in cents. */
  refundCents: number;
  /** Once refunded: the credit note reducing the invoice. */
  creditNote: DocumentNumber | null;
}

/** What a delivered order still allows: until when, and how many pieces of each row may be returned. */
export interface ReturnWindow {
  /** ISO timestamp of the end of the withdrawal period. */
  until: string;
  rows: { row: number; returnable: number }[];
}

/** The reply of a return request: the return, and what to do next. */
export interface ReturnRequestReply {
  error: false;
  return: OrderReturn;
}

/** The reply of AccountAction/returnOrder: the order with its returns and what it still allows. */
export interface ReturnOrderReply {
  error: false;
  order: Order;
}
