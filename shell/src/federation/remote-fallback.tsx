import { Button } from '@shop/shared';
import { useIntl } from 'react-intl';
import styles from './remote-fallback.module.css';

export type RemoteVariant = 'area' | 'slot';

export interface RemoteFallbackProps {
  variant: RemoteVariant;
  onRetry: () => void;
}

/** Shown in place of a remote that could not load or failed: only its own area, with a retry. */
export function RemoteFallback({ variant, onRetry }: RemoteFallbackProps) {
  const intl = useIntl();
  const retry = (
    <Button variant={variant === 'area' ? 'secondary' : 'link'} size="small" onClick={onRetry}>
      {intl.formatMessage({ id: 'shell.remote.retry' })}
    </Button>
  );
  if (variant === 'slot') {
    return (
      <div className={styles.slot} role="status" data-testid="remote-fallback">
        <span>{intl.formatMessage({ id: 'shell.remote.unavailable' })}</span>
        {retry}
      </div>
    );
  }
  return (
    <section className={styles.area} role="status" data-testid="remote-fallback">
      <h1 className={styles.title}>{intl.formatMessage({ id: 'shell.remote.unavailable' })}</h1>
      <p className={styles.hint}>{intl.formatMessage({ id: 'shell.remote.hint' })}</p>
      {retry}
    </section>
  );
}
