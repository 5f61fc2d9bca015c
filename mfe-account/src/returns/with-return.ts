import type { Order, OrderReturn } from '@shop/shared';

/**
 * The order as it stands once `sent` was asked for, until the server's own copy arrives: the return
 * listed, its pieces no longer returnable, and no window left when nothing more may be returned.
 */
export function withReturn(order: Order, sent: OrderReturn): Order {
  const taken = new Map(sent.rows.map((row) => [row.row, row.quantity]));
  const window = order.returnWindow;
  const rows = window?.rows.map((row) => ({ row: row.row, returnable: Math.max(0, row.returnable - (taken.get(row.row) ?? 0)) })) ?? [];
  return {
    ...order,
    returns: [...order.returns.filter((entry) => entry.number !== sent.number), sent],
    returnWindow: window && rows.some((row) => row.returnable > 0) ? { ...window, rows } : null,
  };
}
