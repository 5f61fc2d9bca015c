import { AlertHost } from './alert-host';
import { LoadingOverlay } from './loading-overlay';
import { MiniCartHost } from './mini-cart-host';
import { ModalHost } from './modal-host';
import { ToastHost } from './toast-host';

/** Everything the bus can put over the page; each resets on navigation. */
export function OverlayHosts() {
  return (
    <>
      <ModalHost />
      <MiniCartHost />
      <AlertHost />
      <ToastHost />
      <LoadingOverlay />
    </>
  );
}
