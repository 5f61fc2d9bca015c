import { classNames, useShopEvent, VisuallyHidden, type ToastRequest } from '@shop/shared';
import { useEffect, useEffectEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { navigationReset, type Resettable } from './keep-on-navigation';
import { useNavigationReset } from '../routing/use-navigation-reset';
import styles from './toast-host.module.css';

/** SPEC section 9: a toast leaves after 5 seconds (or on click). */
export const toastDurationMs = 5000;

type ToastItem = ToastRequest & Resettable;
let nextId = 0;

/** Short notices raised with `ui:toast`, e.g. 'Carrello aggiornato'. */
export function ToastHost() {
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  useShopEvent('ui:toast', (request) => {
    nextId += 1;
    const item = { ...request, id: nextId, keep: request.keepOnNavigation === true };
    setToasts((current) => [...current, item]);
  });
  useNavigationReset(() => setToasts(navigationReset(toasts).update));

  const dismiss = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />
      ))}
    </div>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: () => void }) {
  const intl = useIntl();
  const expire = useEffectEvent(onDismiss);
  useEffect(() => {
    const timer = setTimeout(() => expire(), toastDurationMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <button type="button" className={classNames(styles.toast, toast.severity && styles[toast.severity])} onClick={onDismiss}>
      <span>{toast.message}</span>
      <VisuallyHidden>{intl.formatMessage({ id: 'shell.toast.dismiss' })}</VisuallyHidden>
    </button>
  );
}
