import type { OrderTransition } from '@shop/shared/contracts';
import {
  creditWhole,
  invoice,
  mailConfirmation,
  mailRefund,
  recordShipment,
  refundPayment,
  releasePieces,
  retakePieces,
} from './move-steps';
import type { MoveStep } from './move-context';

/**
 * What each staff move of an order does once its status has moved, step by step, in one
 * transaction (the statuses each starts from and goes to are ORDER_MOVES, in the shared contracts).
 * A new move is a new line here: its steps, most of them already written in move-steps.ts.
 */
export const ORDER_FLOWS: Record<OrderTransition['action'], readonly MoveStep[]> = {
  ship: [recordShipment],
  cancel: [releasePieces, refundPayment, creditWhole, mailRefund('order-cancelled')],
  confirm: [retakePieces, invoice, mailConfirmation],
  refund: [refundPayment, creditWhole, mailRefund('order-refunded')],
};
