import {
  addressLine,
  Button,
  EmptyState,
  Code,
  formatDate,
  languageOfLocale,
  Modal,
  PageFrame,
  paths,
  TextLink,
  useApiRead,
  type Order,
  useStatusLabels,
  useFormat,
} from '@shop/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { OrderDetails } from '../orders/order-details';
import { useChangedOrders } from '../orders/use-changed-orders';
import { useSessionState } from '../session/use-session';
import { LoginRequired } from './login-required';
import { PageLoading } from './page-loading';
import styles from './pages.module.css';

/** /account/orders: the customer's own orders as cards; a card opens its rows. */
export function OrdersPage() {
  const intl = useIntl();
  const { state } = useSessionState();
  return (
    <PageFrame title={intl.formatMessage({ id: 'account.orders' })} eyebrow={intl.formatMessage({ id: 'account.section' })}>
      {state === 'checking' && <PageLoading />}
      {state === 'visitor' && <LoginRequired />}
      {state === 'customer' && <OrderList />}
    </PageFrame>
  );
}

function OrderList() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  // The server answers only this session's orders, whatever customer id a request names.
  const orders = useApiRead<Order>({ entity: 'Order', orderings: [{ key: 'date', direction: 'desc' }] });
  const [openId, setOpenId] = useState<string | null>(null);
  const changed = useChangedOrders(orders.data);
  if (orders.status === 'loading') return <PageLoading />;
  if (orders.status === 'error') {
    return (
      <EmptyState
        title={text('orders.error')}
        action={
          <Button variant="secondary" onClick={orders.reload}>
            {text('orders.retry')}
          </Button>
        }
      />
    );
  }
  const records = (orders.data.records ?? []).map(changed.latest);
  const open = records.find((order) => order.orderId === openId) ?? null;
  if (records.length === 0) {
    return <EmptyState title={text('orders.empty')} action={<TextLink to={paths.items()}>{text('success.shop')}</TextLink>} />;
  }
  return (
    <>
      <ul className={styles.orders}>
        {records.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} onOpen={() => setOpenId(order.orderId)} />
          </li>
        ))}
      </ul>
      <Modal
        open={open !== null}
        onClose={() => setOpenId(null)}
        title={open ? intl.formatMessage({ id: 'orders.rowsTitle' }, { id: <Code key="id">{open.orderId}</Code> }) : ''}
        size="medium"
      >
        {open && <OrderDetails order={open} onReturned={(sent) => changed.returned(open, sent)} />}
      </Modal>
    </>
  );
}

function OrderCard({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const statuses = useStatusLabels();
  const intl = useIntl();
  const format = useFormat();
  const text = (id: string) => intl.formatMessage({ id });
  const place = addressLine(
    {
      address: order.addressDest,
      postalCode: order.postalCodeDest,
      town: order.townDest,
      province: order.provinceDest,
      country: order.countryDest,
    },
    languageOfLocale(intl.locale),
  );
  return (
    <button type="button" className={styles.order} onClick={onOpen} aria-haspopup="dialog">
      <span className={styles.orderHead}>
        <span className={styles.orderId}>{order.orderId}</span>
        <span className={styles.status}>{statuses.order(order.status, order.shipment?.deliveredAt)}</span>
      </span>
      <dl className={styles.facts}>
        <dt>{text('orders.date')}</dt>
        <dd>{formatDate(order.date)}</dd>
        <dt>{text('orders.customer')}</dt>
        <dd>{`${order.customer.name} ${order.customer.surname}`.trim()}</dd>
        <dt>{text('orders.destination')}</dt>
        <dd>{place}</dd>
        <dt>{text('orders.total')}</dt>
        <dd>{format.money(order.totalCents)}</dd>
        {order.shipment?.carrier && (
          <>
            <dt>{text('orders.carrier')}</dt>
            <dd>{order.shipment.carrier}</dd>
          </>
        )}
        {order.shipment?.trackingNumber && (
          <>
            <dt>{text('orders.tracking')}</dt>
            <dd className={styles.orderId}>{order.shipment.trackingNumber}</dd>
          </>
        )}
      </dl>
    </button>
  );
}
