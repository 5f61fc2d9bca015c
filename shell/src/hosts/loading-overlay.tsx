import { Spinner, useShopEvent } from '@shop/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigationReset } from '../routing/use-navigation-reset';
import styles from './loading-overlay.module.css';

/** 'Attendi il caricamento dati...' while any `ui:loading` request is active. */
export function LoadingOverlay() {
  const intl = useIntl();
  const [active, setActive] = useState<ReadonlySet<string>>(new Set());

  useShopEvent('ui:loading', ({ id, active: on }) =>
    setActive((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    }),
  );
  useNavigationReset(() => setActive(new Set()));

  if (active.size === 0) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="assertive" data-testid="loading-overlay">
      <Spinner decorative />
      <p className={styles.text}>{intl.formatMessage({ id: 'shell.loading' })}</p>
    </div>
  );
}
