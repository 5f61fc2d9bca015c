import { Button, Code, EmptyState, isApiError, PageFrame, paths, Skeleton, useRequest, useStatusLabels } from '@shop/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { OrderActions } from '../orders/order-actions';
import { OrderReturns } from '../orders/order-returns';
import { OrderSections } from '../orders/order-sections';
import { staffOrder } from '../staff/staff-api';
import styles from '../orders/orders.module.css';

/** One order: its status with the moves open to it, then everything known about it. */
export function OrderPage() {
  const statuses = useStatusLabels();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { orderId = '' } = useParams();
  const [version, setVersion] = useState(0);
  const detail = useRequest(`order|${orderId}|${version}`, (signal) => staffOrder(orderId, signal));
  const order = detail.data?.order;

  return (
    <PageFrame
      title={intl.formatMessage({ id: 'backoffice.orders.title' }, { orderId })}
      heading={intl.formatMessage({ id: 'backoffice.orders.title' }, { orderId: <Code key="id">{orderId}</Code> })}
      eyebrow={t('backoffice.section')}
    >
      <Link className={styles.back} to={paths.backofficeOrders()}>
        {t('backoffice.orders.toList')}
      </Link>
      {detail.status === 'loading' && !order && <Skeleton height="16rem" />}
      {detail.status === 'error' && (
        <EmptyState
          title={isApiError(detail.error) && detail.error.status === 404 ? t('backoffice.orders.notFound') : t('backoffice.error')}
          action={<Button onClick={detail.reload}>{t('backoffice.retry')}</Button>}
        >
          {detail.error.message}
        </EmptyState>
      )}
      {order && (
        <>
          <p className={styles.status} data-status={order.status} aria-live="polite">
            {t('backoffice.orders.col.status')}: {statuses.order(order.status, order.shipment?.deliveredAt)}
          </p>
          <OrderActions key={`${order.status}|${version}`} order={order} onChanged={() => setVersion((n) => n + 1)} />
          {(order.returns.length > 0 || order.status === 'DeliveryDone') && (
            <OrderReturns order={order} onChanged={() => setVersion((n) => n + 1)} />
          )}
          <OrderSections order={order} />
        </>
      )}
    </PageFrame>
  );
}
