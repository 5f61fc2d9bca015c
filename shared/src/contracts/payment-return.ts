import { z } from 'zod';
import { languageCodeSchema } from './common';

/**
 * The random token the server puts into the payment return addresses it gives the gateway
 * (32 random bytes, base64url): whoever holds it may read that order's outcome and retry its payment.
 */
export const paymentTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'token non valido');

/** Body of AccountAction/paymentOrder: the order behind a payment return. */
export const paymentOrderPayloadSchema = z.object({ token: paymentTokenSchema }).strict();
export type PaymentOrderPayload = z.infer<typeof paymentOrderPayloadSchema>;

/** Body of AccountAction/retryPayment: a new attempt (new codTrans) for the same unpaid order. */
export const retryPaymentPayloadSchema = z.object({ token: paymentTokenSchema, languageCode: languageCodeSchema.optional() }).strict();
export type RetryPaymentPayload = z.infer<typeof retryPaymentPayloadSchema>;

/**
 * Where the order stands for its buyer: paid; still payable with the last attempt not settled yet
 * (the gateway's notification may be late); still payable after a failed or cancelled attempt; or no
 * longer payable (its reservation ran out, or it was cancelled).
 */
export const paymentStates = ['paid', 'confirming', 'failed', 'closed'] as const;
export const paymentStateSchema = z.enum(paymentStates);
export type PaymentState = z.infer<typeof paymentStateSchema>;

const cents = z.number().int();

export const paymentOrderRowSchema = z.object({
  description: z.string(),
  colour: z.string(),
  size: z.string(),
  quantity: z.number().int().min(0),
  unitCents: cents,
  totalCents: cents,
});

/** The order a payment return shows: number, rows, shipping and total, and for a guest what registration can start from. */
export const paymentOrderSchema = z.object({
  orderId: z.string(),
  state: paymentStateSchema,
  /**
   * What the gateway said of the last failed attempt: the bank declined the card, the buyer cancelled
   * on the payment page, or the gateway failed; null unless the state is 'failed'.
   */
  failure: z.enum(['declined', 'cancelled', 'error']).nullable().default(null),
  rows: z.array(paymentOrderRowSchema),
  shippingCents: cents,
  totalCents: cents,
  /** Only for an order placed as a guest: the address and country to offer for a new account. */
  guest: z.object({ email: z.string(), country: z.string() }).nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;
