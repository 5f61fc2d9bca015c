import { AlertHost } from './alert-host';
import { BackdropHost } from './backdrop-host';
import { LoadingOverlay } from './loading-overlay';
import { ModalHost } from './modal-host';
import { ToastHost } from './toast-host';

/** Everything the bus can put over the page; each resets on navigation. */
export function OverlayHosts() {
  return (
    <>
      <BackdropHost />
      <ModalHost />
      <AlertHost />
      <ToastHost />
      <LoadingOverlay />
    </>
  );
}
