import { formatDate, type Order, type OrderReturn, useFormat } from '@shop/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { InvoiceDownload } from '../orders/invoice-download';
import { rowTitle, useReturnLabels } from './return-labels';
import styles from './returns.module.css';

export interface OrderReturnsProps {
  order: Order;
  /** A guest's shipping-mail key, which opens the credit notes' printable copies as a session does. */
  returnKey?: string | undefined;
}

/** The order's returns: number, status, rows and pieces, reason, and once refunded the amount and its credit note. */
export function OrderReturns({ order, returnKey }: OrderReturnsProps) {
  const intl = useIntl();
  const titleId = useId();
  if (order.returns.length === 0) return null;
  return (
    <section className={styles.returns} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.heading}>
        {intl.formatMessage({ id: 'returns.title' })}
      </h3>
      <ul className={styles.returnList}>
        {order.returns.map((entry) => (
          <li key={entry.number}>
            <ReturnCard order={order} entry={entry} returnKey={returnKey} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReturnCard({ order, entry, returnKey }: { order: Order; entry: OrderReturn; returnKey: string | undefined }) {
  const intl = useIntl();
  const format = useFormat();
  const text = (id: string) => intl.formatMessage({ id });
  const labels = useReturnLabels();
  const titleId = useId();
  const pieces = entry.rows.reduce((sum, row) => sum + row.quantity, 0);
  const note = entry.creditNote;
  return (
    <article className={styles.returnCard} aria-labelledby={titleId}>
      <div className={styles.returnHead}>
        <h4 id={titleId} className={styles.subheading}>
          {intl.formatMessage({ id: 'returns.number' }, { number: entry.number })}
        </h4>
        <span className={styles.status}>{labels.status(entry.status)}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{text('returns.requestedOn')}</dt>
        <dd>{formatDate(entry.requestedAt)}</dd>
        <dt>{text('returns.reasonTerm')}</dt>
        <dd>{labels.reason(entry.reason)}</dd>
        {entry.note && (
          <>
            <dt>{text('returns.note')}</dt>
            <dd className={styles.text}>{entry.note}</dd>
          </>
        )}
        <dt>{text('returns.rows')}</dt>
        <dd>
          <ul className={styles.pieces}>
            {entry.rows.map((row) => (
              <li key={row.row}>{`${row.quantity} × ${rowTitle({ description: row.description, siglaTaglia: row.size })}`}</li>
            ))}
          </ul>
        </dd>
        <dt>{text('returns.pieces')}</dt>
        <dd>{pieces}</dd>
        {entry.status === 'refunded' && (
          <>
            <dt>{text('returns.refund')}</dt>
            <dd>{format.money(entry.refundCents)}</dd>
          </>
        )}
        {entry.status === 'refused' && entry.refusal && (
          <>
            <dt>{text('returns.refusal')}</dt>
            <dd className={styles.text}>{entry.refusal}</dd>
          </>
        )}
      </dl>
      {note && (
        <InvoiceDownload
          orderId={order.orderId}
          invoice={note}
          returnKey={returnKey}
          creditNote={
            order.creditNotes.find((issued) => issued.year === note.year && issued.number === note.number) ?? {
              ...note,
              date: entry.closedAt ?? '',
              totalCents: entry.refundCents,
            }
          }
        />
      )}
    </article>
  );
}
