import { PageFrame, useRequest } from '@shop/shared';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { withParams } from '../list/list-query';
import { PagedList } from '../list/paged-list';
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
      <PagedList
        list={list}
        params={params}
        page={query.page}
        limit={query.limit}
        pages={list.status === 'success' ? pageCount(list.data.totalCount, query.limit) : 0}
        skeletons={16}
        messages={{ error: 'backoffice.orders.error', empty: 'backoffice.orders.empty', pageEmpty: 'backoffice.orders.pageEmpty' }}
        onChange={change}
      >
        {(rows) => <OrdersTable rows={rows} />}
      </PagedList>
    </PageFrame>
  );
}
