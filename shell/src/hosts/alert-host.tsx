import { Backdrop, Button, classNames, DialogLayer, useShopEvent, type AlertRequest, type Severity } from '@shop/shared';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { navigationReset, type Resettable } from './keep-on-navigation';
import { useNavigationReset } from '../routing/use-navigation-reset';
import styles from './alert-host.module.css';

type AlertItem = AlertRequest & Resettable;

const marks: Record<Severity, string> = { neutral: 'i', warning: '!', error: '×', success: '✓' };
let nextId = 0;

/** Blocking alerts raised with `ui:alert`, one at a time in the order they came. */
export function AlertHost() {
  const [queue, setQueue] = useState<AlertItem[]>([]);

  useShopEvent('ui:alert', (request) => {
    nextId += 1;
    const item = { ...request, id: nextId, keep: request.keepOnNavigation === true };
    setQueue((current) => [...current, item]);
  });

  useNavigationReset(() => {
    const { dropped, update } = navigationReset(queue);
    setQueue(update);
    dropped.forEach((item) => item.onClose?.(false));
  });

  const current = queue[0];
  if (!current) return null;
  const close = (confirmed: boolean) => {
    setQueue((items) => items.filter((item) => item.id !== current.id));
    current.onClose?.(confirmed);
  };
  return <AlertDialog key={current.id} alert={current} onClose={close} />;
}

function AlertDialog({ alert, onClose }: { alert: AlertItem; onClose: (confirmed: boolean) => void }) {
  const intl = useIntl();
  const ok = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  const severity = alert.severity ?? 'neutral';

  return (
    <DialogLayer
      onCancel={() => onClose(false)}
      initialFocus={ok}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      data-severity={severity}
      className={styles.layer}
    >
      <Backdrop className={styles.backdrop} />
      <div className={classNames(styles.alert, styles[severity])}>
        <h2 id={titleId} className={styles.title}>
          <span className={styles.mark} aria-hidden="true">
            {marks[severity]}
          </span>
          {alert.title ?? intl.formatMessage({ id: severity === 'success' ? 'shell.alert.titleSuccess' : 'shell.alert.title' })}
        </h2>
        <p id={messageId} className={styles.message}>
          {alert.message}
        </p>
        <div className={styles.actions}>
          {alert.confirm && (
            <Button variant="secondary" onClick={() => onClose(false)}>
              {intl.formatMessage({ id: 'shell.alert.cancel' })}
            </Button>
          )}
          <Button ref={ok} onClick={() => onClose(true)}>
            {alert.okLabel ?? intl.formatMessage({ id: 'shell.alert.ok' })}
          </Button>
        </div>
      </div>
    </DialogLayer>
  );
}
