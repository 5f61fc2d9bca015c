import { AdminPager, Button, EmptyState, PageFrame, Skeleton, TextLink, useRequest, VisuallyHidden } from '@shop/shared';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { withParams } from '../list/list-query';
import { OrderFilters } from '../orders/order-filters';
import { loadOrders, orderQueryKey, pageCount, readOrderQuery } from '../orders/order-query';
import { OrdersTable } from '../orders/orders-table';
import { staffOrders } from '../staff/staff-api';
import styles from '../orders/orders.module.css';

/** 'Ordini': every order, filtered and sorted by date, paged in the URL; each opens its detail. */
export function OrdersPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params, setParams] = useSearchParams();
  const query = readOrderQuery(params);

  const list = useRequest(`orders|${orderQueryKey(query)}`, (signal) => loadOrders(query, (request) => staffOrders(request, signal)));

  const change = (changes: Record<string, string | number | null>) => setParams(withParams(params, { page: null, ...changes }));

  return (
    <PageFrame title={t('backoffice.orders')} eyebrow={t('backoffice.section')}>
      <p className={styles.intro}>{t('backoffice.orders.intro')}</p>
      <OrderFilters params={params} onChange={change} />
      {list.status === 'loading' && (
        <div className={styles.skeletons} aria-busy="true">
          <VisuallyHidden>{t('backoffice.loading')}</VisuallyHidden>
          {Array.from({ length: 16 }, (_, i) => (
            <Skeleton key={i} height="2.5rem" />
          ))}
        </div>
      )}
      {list.status === 'error' && (
        <EmptyState title={t('backoffice.orders.error')} action={<Button onClick={list.reload}>{t('backoffice.retry')}</Button>}>
          {list.error.message}
        </EmptyState>
      )}
      {list.status === 'success' && list.data.totalCount === 0 && <EmptyState title={t('backoffice.orders.empty')} />}
      {list.status === 'success' && list.data.totalCount > 0 && list.data.records.length === 0 && (
        <EmptyState
          title={t('backoffice.orders.pageEmpty')}
          action={<TextLink to={`?${withParams(params, { page: null }).toString()}`}>{t('backoffice.invoices.firstPage')}</TextLink>}
        />
      )}
      {list.status === 'success' && list.data.records.length > 0 && <OrdersTable rows={list.data.records} />}
      {list.status === 'success' && list.data.totalCount > 0 && (
        <AdminPager
          page={query.page}
          pages={pageCount(list.data.totalCount, query.limit)}
          pageSize={query.limit}
          totalCount={list.data.totalCount}
          onPageChange={(page) => change({ page })}
          onPageSizeChange={(limit) => change({ limit })}
          getHref={(page) => `?${withParams(params, { page }).toString()}`}
        />
      )}
    </PageFrame>
  );
}
