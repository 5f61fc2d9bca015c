import { useCallback, useSyncExternalStore } from 'react';
import type { ReplayedEventName, ShopEvents } from './event-map';
import { on, shopEvents } from './shop-events';

/**
 * The latest payload of a state-like event, re-rendered on every new one: how a team follows
 * another team's state (`useLatestEvent('cart:changed')?.quantity`). A component mounted after the
 * event still gets it, since the bus replays it; undefined only before it was ever sent.
 */
export function useLatestEvent<Name extends ReplayedEventName>(name: Name): ShopEvents[Name] | undefined {
  const subscribe = useCallback((changed: () => void) => on(name, changed), [name]);
  const latest = () => shopEvents.last(name);
  return useSyncExternalStore(subscribe, latest, latest);
}
