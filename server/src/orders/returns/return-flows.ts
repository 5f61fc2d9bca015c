import type { ReturnMove } from '@shop/shared/contracts';
import type { ReturnFlow } from './return-context';
import { countPieces, creditReturnedRows, mailBuyer, refundAmount } from './return-steps';

/**
 * Each staff move of a return: the statuses it starts from, the one it goes to, and what it does
 * once the status has moved, step by step, in one transaction (the runner is `moveReturn`). A new
 * move is a new line here, its steps in return-steps.ts.
 */
export const RETURN_FLOWS: Record<ReturnMove['action'], ReturnFlow> = {
  receive: { from: ['requested'], to: 'received', steps: [countPieces, mailBuyer('return-received')] },
  refund: { from: ['received'], to: 'refunded', steps: [refundAmount, creditReturnedRows, mailBuyer('return-refunded')] },
  refuse: { from: ['requested', 'received'], to: 'refused', steps: [mailBuyer('return-refused')] },
};
