import { shopEvents, useShopEvent } from '@shop/shared';
import { useState } from 'react';

/**
 * Calls `reset` on every navigation after mount. The bus replays the current location to new
 * subscribers; that replay is not a navigation and is skipped.
 */
export function useNavigationReset(reset: () => void): void {
  const [mountedAt] = useState(() => shopEvents.last('nav:changed'));
  useShopEvent('nav:changed', (location) => {
    if (location !== mountedAt) reset();
  });
}
