import { useEffectEvent, useLayoutEffect, useRef, type ComponentPropsWithoutRef, type RefObject } from 'react';
import { classNames } from './class-names';
import { focusableIn } from './focusable';
import { lockScroll } from './scroll-lock';
import styles from './dialog-layer.module.css';

export interface DialogLayerProps extends Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onCancel' | 'onClose'> {
  /** Escape, or the browser closing the dialog: the owner unmounts the layer. */
  onCancel: () => void;
  /** Element focused first; otherwise the first focusable element, else the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * The one modal layer of the shop: the browser's own `<dialog>` opened with `showModal()`. The
 * browser puts it above the page, makes everything else inert (the focus trap), and turns Escape
 * into `cancel`. The layer stops the page behind from scrolling and, when it goes, gives focus back
 * to where it was. It is open while mounted: render it only when the dialog should show.
 */
export function DialogLayer({ onCancel, initialFocus, className, children, ...attributes }: DialogLayerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useEffectEvent(() => onCancel());
  const firstTarget = useEffectEvent(() => initialFocus?.current ?? null);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let closing = false;
    if (!element.open) element.showModal();
    (firstTarget() ?? focusableIn(element)[0] ?? element).focus();

    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      cancel();
    };
    // A browser may close a dialog itself (a second Escape without a click in between).
    const onCloseEvent = () => {
      if (!closing) cancel();
    };
    element.addEventListener('cancel', onCancelEvent);
    element.addEventListener('close', onCloseEvent);
    const releaseScroll = lockScroll();
    return () => {
      closing = true;
      element.removeEventListener('cancel', onCancelEvent);
      element.removeEventListener('close', onCloseEvent);
      if (element.open) element.close();
      releaseScroll();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog ref={dialog} className={classNames(styles.layer, className)} {...attributes}>
      {children}
    </dialog>
  );
}
