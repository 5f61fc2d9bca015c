import { z } from 'zod';
import type { OrderReturn } from './returns';

/** Order and transaction statuses (SPEC section 4); labels are translated by the client. */
export const orderStatuses = [
  'Open',
  'Closed',
  'WaitDelivery',
  'DeliveryDone',
  'Void',
  'Expired',
  'PendingTransaction',
  'ValidTransaction',
  'DeniedTransaction',
  'FailedTransaction',
  'InvalidTransaction',
  'TimeOutTransaction',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * What the screens and mails call an order's status: SPEC's status, or 'Delivered' once the delivery
 * of a shipped order is recorded (the stored status stays DeliveryDone; the shop keeps the day).
 */
export const shownOrderStatuses = [...orderStatuses, 'Delivered'] as const;
export type ShownOrderStatus = (typeof shownOrderStatuses)[number];
export const shownOrderStatus = (status: OrderStatus, deliveredAt: string | Date | null | undefined): ShownOrderStatus =>
  status === 'DeliveryDone' && deliveredAt ? 'Delivered' : status;

const cents = z.number().int();

export const orderRowSchema = z.object({
  /** The row's number within the order (1, 2, ...): what a return names. */
  row: z.number().int().optional(),
  quantity: z.number().int().min(0),
  description: z.string(),
  /** SPEC's unit price with VAT, decimal euro; the same amount as unitCents. */
  priceWithVat: z.number(),
  codArticolo: z.string().optional(),
  codColore: z.string().optional(),
  siglaTaglia: z.string().optional(),
  /** The row's VAT breakdown in cents and basis points (2200 is 22%). */
  unitCents: cents,
  unitNetCents: cents,
  vatRate: cents,
  vatCents: cents,
  grossCents: cents,
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  orderId: z.string(),
  /** ISO timestamp; shown as DD/MM/YYYY. */
  date: z.string(),
  status: orderStatusSchema,
  customer: z.object({ name: z.string(), surname: z.string() }),
  addressDest: z.string(),
  postalCodeDest: z.string(),
  townDest: z.string(),
  provinceDest: z.string(),
  countryDest: z.string(),
  /** SPEC's total with taxes, decimal euro; the same amount as totalCents. */
  totalWithTaxes: z.number(),
  totalCents: cents,
  shippingCents: cents,
  /** VAT per rate over the order, shipping included: imponibile and imposta. */
  vatSummary: z.array(z.object({ vatRate: cents, taxableCents: cents, taxCents: cents })),
  /** The invoice issued for the order, once paid; its printable copy downloads from the account. */
  invoice: z.object({ year: z.number().int(), number: z.number().int() }).nullable(),
  /** Credit notes reducing the invoice (refunds, returns), oldest first; each downloads like the invoice. */
  creditNotes: z.array(z.object({ year: z.number().int(), number: z.number().int(), date: z.string(), totalCents: cents })).default([]),
  /** Once shipped: the carrier and tracking number the staff gave (either may be empty), and when it was delivered. */
  shipment: z
    .object({ carrier: z.string(), trackingNumber: z.string(), shippedAt: z.string(), deliveredAt: z.string().nullable().default(null) })
    .nullable()
    .optional(),
  /** While the withdrawal period runs: until when, and the pieces of each row that may still be returned. */
  returnWindow: z
    .object({ until: z.string(), rows: z.array(z.object({ row: z.number().int(), returnable: z.number().int() })) })
    .nullable()
    .default(null),
  /** The order's returns, oldest first. */
  returns: z.array(z.custom<OrderReturn>()).default([]),
  rows: z.array(orderRowSchema),
});
export type Order = z.infer<typeof orderSchema>;
