import type { status as ita } from '../ita/status';
import type { Translation } from '../translation';

export const status: Translation<typeof ita> = {
  'order.Open': 'Open',
  'order.Closed': 'Closed',
  'order.WaitDelivery': 'Order confirmed',
  'order.DeliveryDone': 'Shipped',
  'order.Delivered': 'Delivered',
  'order.Void': 'Cancelled',
  'order.Expired': 'Expired',
  'order.PendingTransaction': 'Payment pending',
  'order.ValidTransaction': 'Paid, awaiting confirmation',
  'order.DeniedTransaction': 'Payment declined',
  'order.FailedTransaction': 'Payment failed',
  'order.InvalidTransaction': 'Payment not valid',
  'order.TimeOutTransaction': 'Payment timed out',
  'return.requested': 'Return requested',
  'return.received': 'Return received',
  'return.refunded': 'Refunded',
  'return.refused': 'Return refused',
};
