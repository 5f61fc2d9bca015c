import { Skeleton } from '@shop/shared';
import { useIntl } from 'react-intl';
import styles from './pages.module.css';

/** Placeholder while the stored session or a list is being checked. */
export function PageLoading({ lines = 4 }: { lines?: number }) {
  const intl = useIntl();
  return (
    <div className={styles.loading} aria-busy="true" aria-label={intl.formatMessage({ id: 'account.loading' })} role="status">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} variant="block" height="4.5rem" />
      ))}
    </div>
  );
}
