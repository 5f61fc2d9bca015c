import { formatDate, type Order } from '@shop/shared';
import { useIntl } from 'react-intl';
import styles from '../pages/pages.module.css';
import { InvoiceDownload } from './invoice-download';
import { OrderLines } from './order-lines';

/** An order's details: when it was shipped and delivered, its rows and totals, and its invoice and credit notes. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <div className={styles.orderDetail}>
      <ShipmentDates shipment={order.shipment} />
      <OrderLines order={order} />
      {order.invoice && <InvoiceDownload orderId={order.orderId} invoice={order.invoice} />}
      {order.creditNotes.map((note) => (
        <InvoiceDownload key={`${note.year}-${note.number}`} orderId={order.orderId} invoice={note} creditNote={note} />
      ))}
    </div>
  );
}

/** 'Spedito il 05/03/2026', then 'Consegnato il 07/03/2026' once the delivery is recorded. */
function ShipmentDates({ shipment }: { shipment: Order['shipment'] }) {
  const intl = useIntl();
  if (!shipment) return null;
  return (
    <ul className={styles.shipment}>
      <li>{intl.formatMessage({ id: 'orders.shippedOn' }, { date: formatDate(shipment.shippedAt) })}</li>
      {shipment.deliveredAt && <li>{intl.formatMessage({ id: 'orders.deliveredOn' }, { date: formatDate(shipment.deliveredAt) })}</li>}
    </ul>
  );
}
