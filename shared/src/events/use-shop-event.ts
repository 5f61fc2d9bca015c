import { useEffect, useEffectEvent } from 'react';
import type { ShopEvents } from './event-map';
import { on } from './shop-events';

/** Listens to one bus event while the component is mounted, always calling the latest handler. */
export function useShopEvent<Name extends keyof ShopEvents>(name: Name, handler: (payload: ShopEvents[Name]) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => on(name, (payload) => onEvent(payload)), [name]);
}
