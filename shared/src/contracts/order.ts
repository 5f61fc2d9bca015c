import { z } from 'zod';

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

export const orderRowSchema = z.object({
  quantity: z.number().int().min(0),
  description: z.string(),
  priceWithVat: z.number(),
  codArticolo: z.string().optional(),
  codColore: z.string().optional(),
  siglaTaglia: z.string().optional(),
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
  totalWithTaxes: z.number(),
  rows: z.array(orderRowSchema),
});
export type Order = z.infer<typeof orderSchema>;
