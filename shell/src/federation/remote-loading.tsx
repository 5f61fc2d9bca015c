import { classNames, FirstViewOr, Spinner } from '@shop/shared';
import { useIntl } from 'react-intl';
import type { RemoteVariant } from './remote-fallback';
import styles from './remote-fallback.module.css';

/**
 * What a remote's area shows while its code loads: on the page the shopper opened, the first screen
 * the server drew (so nothing blanks out when the application takes over); else a spinner. A footer
 * slot keeps its height to avoid a shift.
 */
export function RemoteLoading({ variant }: { variant: RemoteVariant }) {
  const intl = useIntl();
  const spinner = (
    <div className={classNames(styles.loading, variant === 'slot' && styles.slotLoading)}>
      <Spinner label={intl.formatMessage({ id: 'shell.remote.loading' })} />
    </div>
  );
  return variant === 'area' ? <FirstViewOr fallback={spinner} /> : spinner;
}
