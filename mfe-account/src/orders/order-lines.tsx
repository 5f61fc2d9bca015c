import { OrderRowsTable, type Order, useFormat } from '@shop/shared';
import { useIntl } from 'react-intl';
import styles from '../pages/pages.module.css';

/** The order's rows (quantity, description with the size, unit price, row total), shipping, the VAT per rate and the total. */
export function OrderLines({ order }: { order: Order }) {
  const intl = useIntl();
  const format = useFormat();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <OrderRowsTable
        variant="compact"
        caption={text('orders.rowsCaption')}
        hideCaption
        columns={['quantity', 'article', 'unitPrice', 'rowTotal']}
        headings={{ article: text('orders.description'), unitPrice: text('orders.price') }}
        rows={order.rows.map((row) => ({
          description: [row.description, row.siglaTaglia].filter(Boolean).join(' · '),
          quantity: row.quantity,
          unitCents: row.unitCents,
          totalCents: row.grossCents,
        }))}
      />
      <dl className={styles.totals}>
        <div className={styles.totalLine}>
          <dt>{text('orders.shipping')}</dt>
          <dd>{order.shippingCents > 0 ? format.money(order.shippingCents) : text('orders.shippingFree')}</dd>
        </div>
        {order.vatSummary.map((line) => (
          <div key={line.vatRate} className={`${styles.totalLine} ${styles.vatLine}`}>
            <dt>{intl.formatMessage({ id: 'orders.vatRate' }, { rate: format.rate(line.vatRate) })}</dt>
            <dd>
              {intl.formatMessage(
                { id: 'orders.vatAmounts' },
                { taxable: format.money(line.taxableCents), tax: format.money(line.taxCents) },
              )}
            </dd>
          </div>
        ))}
        <div className={`${styles.totalLine} ${styles.grandTotal}`}>
          <dt>{text('orders.total')}</dt>
          <dd>{format.money(order.totalCents)}</dd>
        </div>
      </dl>
    </>
  );
}
