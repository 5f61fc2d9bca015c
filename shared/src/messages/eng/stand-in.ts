import type { standIn as ita } from '../ita/stand-in';
import type { Translation } from '../translation';

export const standIn: Translation<typeof ita> = {
  title: 'Card payment',
  merchant: 'Merchant',
  amount: 'Amount',
  order: 'Transaction',
  card: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvv: 'CVV',
  pay: 'Pay {amount}',
  cancel: 'Cancel and return to the shop',
  note: 'Test gateway: nothing is charged. Approving cards: 4539970000000006, 5255000000000001; declining: 4539970000000014, 5255000000000019.',
  invalid: 'Invalid payment request',
};
