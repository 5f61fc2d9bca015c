import { formatCents, type PaymentOrder } from '@shop/shared';
import { useIntl } from 'react-intl';
import styles from './payment.module.css';

/** The order's rows (article, colour, size, quantity, unit price, row total), shipping and total, as the server keeps them. */
export function PaidOrderTable({ order }: { order: PaymentOrder }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const labels = {
    colour: text('return.colour'),
    size: text('return.size'),
    quantity: text('return.quantity'),
    unit: text('return.unit'),
    rowTotal: text('return.rowTotal'),
  };
  return (
    <table className={styles.table} data-testid="order-rows">
      <caption>{text('return.rows')}</caption>
      <thead>
        <tr>
          <th scope="col">{text('return.article')}</th>
          <th scope="col">{labels.colour}</th>
          <th scope="col">{labels.size}</th>
          <th scope="col" className={styles.number}>
            {labels.quantity}
          </th>
          <th scope="col" className={styles.number}>
            {labels.unit}
          </th>
          <th scope="col" className={styles.number}>
            {labels.rowTotal}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.rows.map((row, index) => (
          <tr key={index}>
            <td>{row.description}</td>
            <td data-label={labels.colour}>{row.colour}</td>
            <td data-label={labels.size}>{row.size}</td>
            <td data-label={labels.quantity} className={styles.number}>
              {row.quantity}
            </td>
            <td data-label={labels.unit} className={styles.number}>
              {formatCents(row.unitCents)}
            </td>
            <td data-label={labels.rowTotal} className={styles.number}>
              {formatCents(row.totalCents)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {order.shippingCents > 0 && (
          <tr>
            <th scope="row" colSpan={5}>
              {text('return.shipping')}
            </th>
            <td className={styles.number}>{formatCents(order.shippingCents)}</td>
          </tr>
        )}
        <tr className={styles.grandTotal}>
          <th scope="row" colSpan={5}>
            {text('return.total')}
          </th>
          <td className={styles.number} data-testid="order-total">
            {formatCents(order.totalCents)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
