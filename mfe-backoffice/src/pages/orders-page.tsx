import { PageFrame, useRequest } from '@shop/shared';
import { useIntl } from 'react-intl';
import { PagedList, useListParams } from '../list/paged-list';
import { OrderFilters } from '../orders/order-filters';
import { loadOrders, orderQueryKey, readOrderQuery } from '../orders/order-query';
import { OrdersTable } from '../orders/orders-table';
import { staffOrders } from '../staff/staff-api';
import styles from '../orders/orders.module.css';

/** 'Ordini': every order, filtered and sorted by date, paged in the URL; each opens its detail. */
export function OrdersPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { params, change } = useListParams();
  const query = readOrderQuery(params);

  const list = useRequest(`orders|${orderQueryKey(query)}`, (signal) => loadOrders(query, (request) => staffOrders(request, signal)));

  return (
    <PageFrame title={t('backoffice.orders')} eyebrow={t('backoffice.section')}>
      <p className={styles.intro}>{t('backoffice.orders.intro')}</p>
      <OrderFilters params={params} onChange={change} />
      <PagedList
        list={list}
        query={query}
        skeletons={16}
        messages={{ error: 'backoffice.orders.error', empty: 'backoffice.orders.empty', pageEmpty: 'backoffice.orders.pageEmpty' }}
      >
        {(rows) => <OrdersTable rows={rows} />}
      </PagedList>
    </PageFrame>
  );
}
