import { Backdrop, useShopEvent } from '@shop/shared';
import { useState } from 'react';
import { useNavigationReset } from '../routing/use-navigation-reset';

/** The dimming backdrop asked for with `ui:backdrop` (overlays of the remotes). */
export function BackdropHost() {
  const [visible, setVisible] = useState(false);
  useShopEvent('ui:backdrop', (request) => setVisible(request.visible));
  useNavigationReset(() => setVisible(false));
  return visible ? <Backdrop /> : null;
}
