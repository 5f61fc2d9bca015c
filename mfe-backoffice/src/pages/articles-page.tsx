import {
  AdminPager,
  Button,
  EmptyState,
  PageFrame,
  Skeleton,
  useRequest,
  type FamigliaArticolo,
  type ReadReply,
  VisuallyHidden,
} from '@shop/shared';
import { type BackofficeArticleRow } from '@shop/shared/staff';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ArticlesTable } from '../list/articles-table';
import { DiscountModal } from '../list/discount-modal';
import { ListFilters } from '../list/list-filters';
import { readListQuery, withParams } from '../list/list-query';
import { useListParams } from '../list/paged-list';
import { staffRead } from '../staff/staff-api';
import styles from '../list/list.module.css';

/** The back-office home: the filtered, paged article list with the bulk discount. */
export function ArticlesPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { params, change: changeParams } = useListParams();
  const query = readListQuery(params);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [modalOpen, setModalOpen] = useState(false);

  const list = useRequest(JSON.stringify(query), (signal) =>
    staffRead<ReadReply<BackofficeArticleRow>>(
      { entity: 'ArticoloBackoffice', expression: query.filter, pagination: { page: query.page, limit: query.limit } },
      signal,
    ),
  );
  const reference = useRequest('reference', (signal) => staffRead<{ families: FamigliaArticolo[] }>({ entity: 'ReferenceData' }, signal));

  const change = (changes: Record<string, string | number | null>) => {
    setSelected(new Set());
    changeParams(changes);
  };
  const toggle = (code: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const rows = list.data?.records ?? [];
  const toggleAll = () =>
    setSelected((current) => (rows.every((row) => current.has(row.codArticolo)) ? new Set() : new Set(rows.map((r) => r.codArticolo))));

  return (
    <PageFrame title={t('backoffice.articles')} eyebrow={t('backoffice.section')}>
      <ListFilters key={params.toString()} params={params} families={reference.data?.families ?? []} onChange={change} />
      <div className={styles.toolbar}>
        <p className={styles.selection} aria-live="polite">
          {selected.size > 0 ? intl.formatMessage({ id: 'backoffice.selected' }, { count: selected.size }) : t('backoffice.noneSelected')}
        </p>
        <Button variant="secondary" onClick={() => setModalOpen(true)} disabled={list.status !== 'success' || list.data.totalCount === 0}>
          {t('backoffice.discount.open')}
        </Button>
      </div>
      {list.status === 'loading' && (
        <div className={styles.skeletons} aria-busy="true">
          <VisuallyHidden>{t('backoffice.loading')}</VisuallyHidden>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height="2.5rem" />
          ))}
        </div>
      )}
      {list.status === 'error' && (
        <EmptyState title={t('backoffice.error')} action={<Button onClick={list.reload}>{t('backoffice.retry')}</Button>}>
          {list.error.message}
        </EmptyState>
      )}
      {list.status === 'success' && list.data.records.length === 0 && <EmptyState title={t('backoffice.empty')} />}
      {list.status === 'success' && list.data.records.length > 0 && (
        <ArticlesTable rows={list.data.records} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
      )}
      {list.status === 'success' && (
        <AdminPager
          page={query.page}
          pages={list.data.pages}
          pageSize={query.limit}
          totalCount={list.data.totalCount}
          onPageChange={(page) => change({ page })}
          onPageSizeChange={(limit) => change({ limit, page: null })}
          getHref={(page) => `?${withParams(params, { page }).toString()}`}
        />
      )}
      <DiscountModal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        selected={[...selected]}
        filter={query.filter}
        totalCount={list.data?.totalCount ?? 0}
        onApplied={() => {
          setSelected(new Set());
          list.reload();
        }}
      />
    </PageFrame>
  );
}
