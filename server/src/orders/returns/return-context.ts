import type { ReturnMove, ReturnStatus } from '@shop/shared/contracts';
import type { Tx } from '../../core/db/client';
import type { orderReturns } from '../../core/db/schema';
import type { RefundClient } from '../../checkout';
import type { Staff } from '../../staff';
import type { ShopFiscalSettings } from '../invoice/invoice-document';

export interface ReturnMoveDeps {
  refunds: RefundClient;
  /** The shop's fiscal data, or null when incomplete (no credit note then: there is no invoice either). */
  seller: ShopFiscalSettings | null;
  /** The trader named in the mails (the return address). */
  trader: ShopFiscalSettings;
  /** The shop's configured public origin, for the link to the order's page in the mails. */
  origin: string;
}

/** What the steps of one return move share, inside its transaction. */
export interface ReturnMoveContext {
  tx: Tx;
  move: ReturnMove;
  staff: Staff;
  deps: ReturnMoveDeps;
  /** The return as it was before the move. */
  item: typeof orderReturns.$inferSelect;
  /** Facts for the audit trail. */
  detail: Record<string, unknown>;
  /** Articles whose stock changed: caches hear of them once the move is committed. */
  changed: string[];
  /** The refund a step made, if any. */
  refund?: { id: number; amountCents: number };
}

/** One named step of a return move; it throws to undo the whole move. */
export interface ReturnStep {
  name: string;
  run: (context: ReturnMoveContext) => Promise<void>;
}

/** A return move: the statuses it starts from, the one it goes to, and its steps in order. */
export interface ReturnFlow {
  from: readonly ReturnStatus[];
  to: ReturnStatus;
  steps: readonly ReturnStep[];
}
