import { documentLabel, formatCents, languageOfLocale, RETURN_REASON_LABELS, RETURN_STATUS_LABELS, type OrderReturn } from '@shop/shared';
import { type OrderAdminDetail } from '@shop/shared/staff';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dateTime, Facts, Section } from './order-sections';
import styles from './returns.module.css';

interface OrderReturnsProps {
  order: OrderAdminDetail;
  /** After a move of a return, or after a refusal that means it changed meanwhile. */
  onChanged: () => void;
}

/** 'Resi': each return of the order with its rows, its money and the moves still open to it. */
export function OrderReturns({ order }: OrderReturnsProps) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage({ id: 'backoffice.returns.title' })} wide>
      {order.returns.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage({ id: 'backoffice.returns.none' })}</p>
      ) : (
        <ul className={styles.returns}>
          {order.returns.map((ret) => (
            <li key={ret.number}>
              <ReturnCard ret={ret} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ReturnCard({ ret }: { ret: OrderReturn }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const when = (iso: string | null) => dateTime(iso, intl.locale);
  // The labels every screen, mail and document uses, in the page's language.
  const language = languageOfLocale(intl.locale) === 'eng' ? 'en' : 'it';
  const headingId = useId();
  const received = ret.receivedAt !== null;

  const facts: [string, ReactNode][] = [
    [t('backoffice.returns.requestedAt'), when(ret.requestedAt)],
    ...(received ? [[t('backoffice.returns.receivedAt'), when(ret.receivedAt)] as [string, ReactNode]] : []),
    ...(ret.closedAt ? [[t('backoffice.returns.closedAt'), when(ret.closedAt)] as [string, ReactNode]] : []),
    [t('backoffice.returns.reason'), RETURN_REASON_LABELS[ret.reason][language]],
    [t('backoffice.returns.note'), ret.note],
    [t('backoffice.returns.shipping'), t(ret.withShipping ? 'backoffice.returns.shippingIncluded' : 'backoffice.returns.shippingExcluded')],
    [t(ret.status === 'refunded' ? 'backoffice.returns.refunded' : 'backoffice.returns.refund'), formatCents(ret.refundCents)],
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
              {t('backoffice.orders.size')} {row.size} · {formatCents(row.unitCents)}
            </span>
            {received && (
              <span className={styles.outcome}>{t('backoffice.returns.outcome', { restocked: row.restocked, damaged: row.damaged })}</span>
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}
