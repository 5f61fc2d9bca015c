import { formatCents, formatRate, VisuallyHidden, type Order } from '@shop/shared';
import { useIntl } from 'react-intl';
import styles from '../pages/pages.module.css';

/** The order's rows (quantity, description, unit price, row total), shipping, the VAT per rate and the total. */
export function OrderLines({ order }: { order: Order }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <table className={styles.rows}>
        <caption>
          <VisuallyHidden>{text('orders.rowsCaption')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.number}>
              {text('orders.quantity')}
            </th>
            <th scope="col">{text('orders.description')}</th>
            <th scope="col" className={styles.number}>
              {text('orders.price')}
            </th>
            <th scope="col" className={styles.number}>
              {text('orders.rowTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.rows.map((row, index) => (
            <tr key={index}>
              <td className={`${styles.number} ${styles.quantity}`} data-label={text('orders.quantity')}>
                {row.quantity}
              </td>
              <td className={styles.description}>{[row.description, row.siglaTaglia].filter(Boolean).join(' · ')}</td>
              <td className={`${styles.number} ${styles.unitPrice}`} data-label={text('orders.price')}>
                {formatCents(row.unitCents)}
              </td>
              <td className={`${styles.number} ${styles.rowTotal}`}>{formatCents(row.grossCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        {order.shippingCents > 0 && (
          <div className={styles.totalLine}>
            <dt>{text('orders.shipping')}</dt>
            <dd>{formatCents(order.shippingCents)}</dd>
          </div>
        )}
        {order.vatSummary.map((line) => (
          <div key={line.vatRate} className={`${styles.totalLine} ${styles.vatLine}`}>
            <dt>{intl.formatMessage({ id: 'orders.vatRate' }, { rate: formatRate(line.vatRate) })}</dt>
            <dd>
              {intl.formatMessage(
                { id: 'orders.vatAmounts' },
                { taxable: formatCents(line.taxableCents), tax: formatCents(line.taxCents) },
              )}
            </dd>
          </div>
        ))}
        <div className={`${styles.totalLine} ${styles.grandTotal}`}>
          <dt>{text('orders.total')}</dt>
          <dd>{formatCents(order.totalCents)}</dd>
        </div>
      </dl>
    </>
  );
}
