import { documentLabel, formatDate, type Order } from '@shop/shared';
import { useIntl } from 'react-intl';
import styles from '../pages/pages.module.css';
import { OrderReturns } from '../returns/order-returns';
import { InvoiceDownload } from './invoice-download';
import { OrderLines } from './order-lines';

export interface OrderDetailsProps {
  order: Order;
  /** Offers the invoice's and credit notes' printable copies (they need the customer's session). */
  documents?: boolean;
}

/**
 * An order's details: when it was shipped and delivered, its rows and totals, its returns, and its
 * invoice and credit notes (a return's own beside it).
 */
export function OrderDetails({ order, documents = true }: OrderDetailsProps) {
  const inReturns = new Set(order.returns.flatMap((entry) => (entry.creditNote ? [documentLabel(entry.creditNote, 'credit-note')] : [])));
  return (
    <div className={styles.orderDetail}>
      <ShipmentDates shipment={order.shipment} />
      <OrderLines order={order} />
      <OrderReturns order={order} documents={documents} />
      {documents && order.invoice && <InvoiceDownload orderId={order.orderId} invoice={order.invoice} />}
      {documents &&
        order.creditNotes
          .filter((note) => !inReturns.has(documentLabel(note, 'credit-note')))
          .map((note) => <InvoiceDownload key={`${note.year}-${note.number}`} orderId={order.orderId} invoice={note} creditNote={note} />)}
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
