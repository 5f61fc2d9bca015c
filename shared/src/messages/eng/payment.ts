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
  'return.failed.declined':
    'Your bank declined the payment and nothing was charged. Check the card details or use another card, then try again: the order stays reserved for you.',
  'return.failed.cancelled':
    'You cancelled the payment and nothing was charged. Try again whenever you like: the order stays reserved for you.',
  'return.failed.error':
    'The payment did not go through because of a problem with the card network, and nothing was charged. Try again in a moment: the order stays reserved for you.',
  'return.closed.text': 'This order can no longer be paid: its reservation has expired. Go back to the cart to order again.',
  'return.rows': 'Order summary',
  'return.account': 'Create an account to follow your orders: the details you entered are ready.',
  'return.createAccount': 'Create an account',
};
