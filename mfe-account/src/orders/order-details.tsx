import { documentLabel, formatDate, trackingUrl, type Order, type OrderReturn } from '@shop/shared';
import { useIntl } from 'react-intl';
import styles from '../pages/pages.module.css';
import { OrderReturns } from '../returns/order-returns';
import { ReturnSection } from '../returns/return-section';
import { InvoiceDownload } from './invoice-download';
import { OrderLines } from './order-lines';

export interface OrderDetailsProps {
  order: Order;
  /**
   * The key of a guest's shipping mail, sent with a return request and a document download; a
   * signed-in customer has none (the session opens them).
   */
  returnKey?: string | undefined;
  /** A return was asked for: the order has changed. */
  onReturned: (sent: OrderReturn) => void;
}

/**
 * An order's details: when it was shipped and delivered, its rows and totals, the return it still
 * allows, its returns, and its invoice and credit notes (a return's own beside it).
 */
export function OrderDetails({ order, returnKey, onReturned }: OrderDetailsProps) {
  const inReturns = new Set(order.returns.flatMap((entry) => (entry.creditNote ? [documentLabel(entry.creditNote, 'credit-note')] : [])));
  return (
    <div className={styles.orderDetail}>
      <ShipmentDates shipment={order.shipment} />
      <OrderLines order={order} />
      <ReturnSection order={order} returnKey={returnKey} onReturned={onReturned} />
      <OrderReturns order={order} returnKey={returnKey} />
      {order.invoice && <InvoiceDownload orderId={order.orderId} invoice={order.invoice} returnKey={returnKey} />}
      {order.creditNotes
        .filter((note) => !inReturns.has(documentLabel(note, 'credit-note')))
        .map((note) => (
          <InvoiceDownload
            key={`${note.year}-${note.number}`}
            orderId={order.orderId}
            invoice={note}
            creditNote={note}
            returnKey={returnKey}
          />
        ))}
    </div>
  );
}

/**
 * 'Spedito il 05/03/2026', the link to the parcel on its carrier's page, then 'Consegnato il
 * 07/03/2026' once the delivery is recorded.
 */
function ShipmentDates({ shipment }: { shipment: Order['shipment'] }) {
  const intl = useIntl();
  if (!shipment) return null;
  const tracking = trackingUrl(shipment.carrier, shipment.trackingNumber);
  return (
    <ul className={styles.shipment}>
      <li>{intl.formatMessage({ id: 'orders.shippedOn' }, { date: formatDate(shipment.shippedAt) })}</li>
      {tracking && (
        <li>
          <a href={tracking} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage({ id: 'orders.trackParcel' }, { carrier: shipment.carrier })}
          </a>
        </li>
      )}
      {shipment.deliveredAt && <li>{intl.formatMessage({ id: 'orders.deliveredOn' }, { date: formatDate(shipment.deliveredAt) })}</li>}
    </ul>
  );
}
