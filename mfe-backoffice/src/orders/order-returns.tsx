import {
  Button,
  documentLabel,
  languageOfLocale,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type OrderReturn,
  useFormat,
} from '@shop/shared';
import { type OrderAdminDetail } from '@shop/shared/staff';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dateTime } from './days';
import { Facts, Section } from './order-sections';
import { ReturnDialog, type ReturnMoveAction } from './return-dialogs';
import styles from './returns.module.css';

interface OrderReturnsProps {
  order: OrderAdminDetail;
  /** After a move of a return, or after a refusal that means it changed meanwhile. */
  onChanged: () => void;
}

/** 'Resi': each return of the order with its rows, its money and the moves still open to it. */
export function OrderReturns({ order, onChanged }: OrderReturnsProps) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage({ id: 'backoffice.returns.title' })} wide>
      {order.returns.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage({ id: 'backoffice.returns.none' })}</p>
      ) : (
        <ul className={styles.returns}>
          {order.returns.map((ret) => (
            <li key={ret.number}>
              <ReturnCard order={order} ret={ret} onChanged={onChanged} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The moves open to a return in each status. */
const MOVES: Record<OrderReturn['status'], ReturnMoveAction[]> = {
  requested: ['receive', 'refuse'],
  received: ['refund', 'refuse'],
  refunded: [],
  refused: [],
};

function ReturnCard({ order, ret, onChanged }: { order: OrderAdminDetail; ret: OrderReturn; onChanged: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const when = (iso: string | null) => dateTime(iso, intl.locale);
  // The labels every screen, mail and document uses, in the page's language.
  const language = languageOfLocale(intl.locale) === 'eng' ? 'en' : 'it';
  const headingId = useId();
  const shippingNoteId = useId();
  const [open, setOpen] = useState<ReturnMoveAction | null>(null);
  const received = ret.receivedAt !== null;

  const facts: [string, ReactNode][] = [
    [t('backoffice.returns.requestedAt'), when(ret.requestedAt)],
    ...(received ? [[t('backoffice.returns.receivedAt'), when(ret.receivedAt)] as [string, ReactNode]] : []),
    ...(ret.closedAt ? [[t('backoffice.returns.closedAt'), when(ret.closedAt)] as [string, ReactNode]] : []),
    [t('backoffice.returns.reason'), RETURN_REASON_LABELS[ret.reason][language]],
    [t('backoffice.returns.note'), ret.note],
    [t('backoffice.returns.shipping'), t(ret.withShipping ? 'backoffice.returns.shippingIncluded' : 'backoffice.returns.shippingExcluded')],
    [t(ret.status === 'refunded' ? 'backoffice.returns.refunded' : 'backoffice.returns.refund'), format.money(ret.refundCents)],
    ...(ret.creditNote ? [[t('backoffice.returns.creditNote'), documentLabel(ret.creditNote, 'credit-note')] as [string, ReactNode]] : []),
    ...(ret.status === 'refused' ? [[t('backoffice.returns.refusal'), ret.refusal] as [string, ReactNode]] : []),
  ];

  return (
    <article className={styles.card} aria-labelledby={headingId} data-status={ret.status}>
      <header className={styles.head}>
        <h3 id={headingId} className={styles.number}>
          {ret.number}
        </h3>
        <span className={styles.status}>{RETURN_STATUS_LABELS[ret.status][language]}</span>
      </header>
      <Facts facts={facts} />
      <ul className={styles.rows} aria-label={t('backoffice.returns.rows')}>
        {ret.rows.map((row) => (
          <li key={row.row}>
            <strong>
              {row.quantity} × {row.description}
            </strong>
            <span className={styles.muted}>
              {t('backoffice.orders.size')} {row.size} · {format.money(row.unitCents)}
            </span>
            {received && (
              <span className={styles.outcome}>{t('backoffice.returns.outcome', { restocked: row.restocked, damaged: row.damaged })}</span>
            )}
          </li>
        ))}
      </ul>
      {MOVES[ret.status].length > 0 && (
        <div className={styles.actions}>
          {ret.status === 'received' && ret.withShipping && (
            <p id={shippingNoteId} className={styles.note}>
              {t('backoffice.returns.withShippingNote')}
            </p>
          )}
          {MOVES[ret.status].map((action) => (
            <Button
              key={action}
              variant={action === 'refuse' ? 'secondary' : 'primary'}
              aria-describedby={action === 'refund' && ret.withShipping ? `${headingId} ${shippingNoteId}` : headingId}
              onClick={() => setOpen(action)}
            >
              {t(`backoffice.returns.action.${action}`, { amount: format.money(ret.refundCents) })}
            </Button>
          ))}
        </div>
      )}
      {open && <ReturnDialog action={open} order={order} ret={ret} onClose={() => setOpen(null)} onChanged={onChanged} />}
    </article>
  );
}
