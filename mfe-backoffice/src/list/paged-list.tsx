import { AdminPager, Button, EmptyState, Skeleton, TextLink, VisuallyHidden, type RequestResult } from '@shop/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { pageCount, withParams } from './list-query';
import styles from './list.module.css';

/**
 * A back-office list's URL query, and how a filter, the page or the page size changes it (back to
 * page 1 unless the change names the page).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const change = (changes: Record<string, string | number | null>) => setParams(withParams(params, changes));
  return { params, change };
}

export interface PagedListProps<T> {
  list: RequestResult<{ records: T[]; totalCount: number }>;
  /** The page shown and the rows per page (0: all), as read from the URL. */
  query: { page: number; limit: number };
  /** Placeholder rows while the first answer is on its way. */
  skeletons: number;
  /** Message ids: the list could not be read, nothing at all, nothing on this page. */
  messages: { error: string; empty: string; pageEmpty: string };
  /** The rows of the page (never called with none). */
  children: (rows: T[]) => ReactNode;
}

/**
 * A back-office list paged in the URL: the loading skeleton, the error with 'Riprova', the empty
 * states, the rows and the admin pager, the same on every list.
 */
export function PagedList<T>({ list, query, skeletons, messages, children }: PagedListProps<T>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { params, change } = useListParams();
  return (
    <>
      {list.status === 'loading' && (
        <div className={styles.skeletons} aria-busy="true">
          <VisuallyHidden>{t('backoffice.loading')}</VisuallyHidden>
          {Array.from({ length: skeletons }, (_, i) => (
            <Skeleton key={i} height="2.5rem" />
          ))}
        </div>
      )}
      {list.status === 'error' && (
        <EmptyState title={t(messages.error)} action={<Button onClick={list.reload}>{t('backoffice.retry')}</Button>}>
          {list.error.message}
        </EmptyState>
      )}
      {list.status === 'success' && list.data.totalCount === 0 && <EmptyState title={t(messages.empty)} />}
      {list.status === 'success' && list.data.totalCount > 0 && list.data.records.length === 0 && (
        <EmptyState
          title={t(messages.pageEmpty)}
          action={<TextLink to={`?${withParams(params, { page: null }).toString()}`}>{t('backoffice.invoices.firstPage')}</TextLink>}
        />
      )}
      {list.status === 'success' && list.data.records.length > 0 && children(list.data.records)}
      {list.status === 'success' && list.data.totalCount > 0 && (
        <AdminPager
          page={query.page}
          pages={pageCount(list.data.totalCount, query.limit)}
          pageSize={query.limit}
          totalCount={list.data.totalCount}
          onPageChange={(next) => change({ page: next })}
          onPageSizeChange={(size) => change({ limit: size })}
          getHref={(next) => `?${withParams(params, { page: next }).toString()}`}
        />
      )}
    </>
  );
}
