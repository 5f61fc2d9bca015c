import type { payment as ita } from '../ita/payment';
import type { Translation } from '../translation';

export const payment: Translation<typeof ita> = {
  'payment.retry': 'Retry the payment',
  'payment.closed': 'Payment not completed',
  'payment.closed.text':
    'Order {orderId} is recorded and its pieces stay reserved for you for a few minutes: you can retry the payment. Your cart has not changed.',
  'return.loading': 'Loading the order',
  'return.order': 'Order no. {orderId}',
  'return.confirming': 'Payment being confirmed',
  'return.confirming.text': "We are waiting for the bank's confirmation: this page updates by itself.",
  'return.closed.text': 'This order can no longer be paid: its reservation has expired. Go back to the cart to order again.',
  'return.rows': 'Order summary',
  'return.account': 'Create an account to follow your orders: the details you entered are ready.',
  'return.createAccount': 'Create an account',
};
