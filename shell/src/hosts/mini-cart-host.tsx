import { Modal, useShopEvent } from '@shop/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RemoteModule } from '../federation/remote-module';
import { useNavigationReset } from '../routing/use-navigation-reset';

/**
 * The mini-cart asked for with `ui:mini-cart` (after 'Aggiungi al carrello'): the cart remote's
 * lines inside the shell's one modal, a sheet from the bottom on phones. Escape, the backdrop,
 * 'Continua lo shopping' and any navigation close it; focus goes back to where it was.
 */
export function MiniCartHost() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  useShopEvent('ui:mini-cart', () => setOpen(true));
  useNavigationReset(() => setOpen(false));

  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <Modal open onClose={close} title={intl.formatMessage({ id: 'shell.miniCart.title' })} size="small">
      <RemoteModule remote="cart" module="MiniCart" props={{ onClose: close }} variant="slot" />
    </Modal>
  );
}
