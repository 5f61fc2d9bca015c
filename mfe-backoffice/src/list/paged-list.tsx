import { AdminPager, Button, EmptyState, Skeleton, TextLink, VisuallyHidden, type RequestResult } from '@shop/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { withParams } from './list-query';
import styles from './list.module.css';

export interface PagedListProps<T> {
  list: RequestResult<{ records: T[]; totalCount: number }>;
  params: URLSearchParams;
  page: number;
  limit: number;
  pages: number;
  /** Placeholder rows while the first answer is on its way. */
  skeletons: number;
  /** Message ids: the list could not be read, nothing at all, nothing on this page. */
  messages: { error: string; empty: string; pageEmpty: string };
  onChange: (changes: Record<string, number | null>) => void;
  /** The rows of the page (never called with none). */
  children: (rows: T[]) => ReactNode;
}

/**
 * A back-office list paged in the URL: the loading skeleton, the error with 'Riprova', the empty
 * states, the rows and the admin pager, the same on every list.
 */
export function PagedList<T>({ list, params, page, limit, pages, skeletons, messages, onChange, children }: PagedListProps<T>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
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
          page={page}
          pages={pages}
          pageSize={limit}
          totalCount={list.data.totalCount}
          onPageChange={(next) => onChange({ page: next })}
          onPageSizeChange={(size) => onChange({ limit: size })}
          getHref={(next) => `?${withParams(params, { page: next }).toString()}`}
        />
      )}
    </>
  );
}
