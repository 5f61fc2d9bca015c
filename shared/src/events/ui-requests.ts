import type { AlertRequest, ContentModalName, Severity } from './event-map';
import { emit } from './shop-events';

/** Shows a blocking alert (rendered by the shell). */
export function showAlert(request: AlertRequest): void {
  emit('ui:alert', request);
}

/** Asks for confirmation with OK and 'Annulla'; resolves true for OK. */
export function askConfirm(message: string, options: Omit<AlertRequest, 'message' | 'confirm' | 'onClose'> = {}): Promise<boolean> {
  return new Promise((resolve) => {
    emit('ui:alert', { ...options, message, confirm: true, onClose: resolve });
  });
}

export function showToast(message: string, severity: Severity = 'neutral', keepOnNavigation = false): void {
  emit('ui:toast', { message, severity, keepOnNavigation });
}

export function openContentModal(name: ContentModalName): void {
  emit('ui:content-modal', { name });
}

/** Shows the mini-cart (the cart's lines, its total and the way to the cart), over the page. */
export function openMiniCart(): void {
  emit('ui:mini-cart', {});
}

let loadingCounter = 0;

/** Shows the loading overlay until the returned function is called (calling it twice is harmless). */
export function startLoading(): () => void {
  loadingCounter += 1;
  const id = `loading-${loadingCounter}`;
  emit('ui:loading', { id, active: true });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    emit('ui:loading', { id, active: false });
  };
}
