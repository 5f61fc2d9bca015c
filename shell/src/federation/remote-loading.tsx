import { classNames, Spinner } from '@shop/shared';
import { useIntl } from 'react-intl';
import type { RemoteVariant } from './remote-fallback';
import styles from './remote-fallback.module.css';

/** What a remote's area shows while its code loads; a footer slot keeps its height to avoid a shift. */
export function RemoteLoading({ variant }: { variant: RemoteVariant }) {
  const intl = useIntl();
  return (
    <div className={classNames(styles.loading, variant === 'slot' && styles.slotLoading)}>
      <Spinner label={intl.formatMessage({ id: 'shell.remote.loading' })} />
    </div>
  );
}
