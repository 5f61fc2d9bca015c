import type { OrderRefund, OrderTransition } from '@shop/shared/contracts';
import type { Tx } from '../../core/db/client';
import type { RefundClient } from '../../checkout';
import type { Staff } from '../../staff';
import type { ShopFiscalSettings } from '../invoice/invoice-document';

export interface TransitionDeps {
  refunds: RefundClient;
  /** The shop's fiscal data, or null when it is incomplete (no invoice is issued then). */
  seller: ShopFiscalSettings | null;
  /** The trader named in the mails' withdrawal information (the shop's fiscal data, complete or not). */
  trader: ShopFiscalSettings;
  withdrawalDays: number;
  /** The shop's public origin, for links in mails. */
  origin: string;
}

/** What the steps of one move share, inside its transaction. */
export interface MoveContext {
  tx: Tx;
  move: OrderTransition;
  staff: Staff;
  deps: TransitionDeps;
  order: { id: number; customerId: number | null };
  /** The reason staff gave (cancel, refund), else empty. */
  reason: string;
  /** Facts for the order's history and the audit trail. */
  detail: Record<string, unknown>;
  /** Articles whose stock changed: caches hear of them once the move is committed. */
  changed: string[];
  /** The refund a step made, if any. */
  refunded?: OrderRefund & { id: number };
}

/** One named step of a move; it throws to undo the whole move. */
export interface MoveStep {
  name: string;
  run: (context: MoveContext) => Promise<void>;
}
