import type { Order, OrderReturn } from '@shop/shared';
import { useCallback, useState } from 'react';
import { fetchReturnOrder } from '../returns/return-api';
import { withReturn } from '../returns/with-return';

const none: ReadonlyMap<string, Order> = new Map();

/**
 * Orders changed since `source` (a list's reply) was read, e.g. by a return: shown in place of the
 * list's copy without reloading the list, so an open order stays open. A new `source` forgets them.
 */
export function useChangedOrders(source: unknown) {
  const [changed, setChanged] = useState<{ source: unknown; orders: ReadonlyMap<string, Order> }>({ source, orders: none });
  const current = changed.source === source ? changed.orders : none;

  const put = useCallback(
    (order: Order) =>
      setChanged((previous) => ({
        source,
        orders: new Map(previous.source === source ? previous.orders : none).set(order.orderId, order),
      })),
    [source],
  );

  /** At once the order with `sent` in it, then the server's copy (its returns and what it still allows). */
  const returned = useCallback(
    (order: Order, sent: OrderReturn) => {
      put(withReturn(order, sent));
      fetchReturnOrder(order.orderId, undefined).then(
        (outcome) => outcome.kind === 'order' && put(outcome.order),
        () => undefined,
      );
    },
    [put],
  );

  const latest = useCallback((order: Order) => current.get(order.orderId) ?? order, [current]);
  return { latest, returned };
}
