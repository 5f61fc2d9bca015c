import { formatDate, paths, useStatusLabels, useFormat } from '@shop/shared';
import { type OrderListRow } from '@shop/shared/staff';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './orders.module.css';

/** The orders: number, date, buyer, status, pieces and total; cards on small screens. */
export function OrdersTable({ rows }: { rows: OrderListRow[] }) {
  const statuses = useStatusLabels();
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string) => intl.formatMessage({ id });
  const columns = {
    order: t('backoffice.orders.col.order'),
    date: t('backoffice.orders.col.date'),
    buyer: t('backoffice.orders.col.buyer'),
    status: t('backoffice.orders.col.status'),
    pieces: t('backoffice.orders.col.pieces'),
    total: t('backoffice.orders.col.total'),
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('backoffice.orders.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.order}</th>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.buyer}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col" className={styles.number}>
              {columns.pieces}
            </th>
            <th scope="col" className={styles.number}>
              {columns.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.orderId} data-order-id={row.orderId}>
              <th scope="row" className={styles.orderId} data-label={columns.order}>
                <Link to={paths.backofficeOrder(row.orderId)}>{row.orderId}</Link>
              </th>
              <td data-label={columns.date}>{formatDate(row.date)}</td>
              <td data-label={columns.buyer}>
                <span className={styles.buyer}>
                  <span>{row.buyer || '—'}</span>
                  <span className={styles.muted}>
                    {row.email}
                    {row.guest ? ` · ${t('backoffice.orders.guest')}` : ''}
                  </span>
                </span>
              </td>
              <td data-label={columns.status}>
                <span className={styles.status} data-status={row.status}>
                  {statuses.order(row.status, row.deliveredAt)}
                </span>
              </td>
              <td data-label={columns.pieces} className={styles.number}>
                {row.pieces}
              </td>
              <td data-label={columns.total} className={styles.number}>
                {format.money(row.totalCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
