import {
  addressLine,
  documentLabel,
  languageOfLocale,
  formatDate,
  trackingUrl,
  useStatusLabels,
  type OrderStatus,
  useFormat,
} from '@shop/shared';
import { type OrderAdminDetail, type OrderShipment } from '@shop/shared/staff';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dateTime, dayLabel } from './days';
import { PaymentLines } from './payment-lines';
import styles from './orders.module.css';

/** A titled block of the order page. */
export function Section({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? `${styles.section} ${styles.wide}` : styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** Label and value pairs; an empty value reads '—'. */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The tracking number, linked to the parcel's page when the carrier is one the shop knows. */
function Tracking({ shipment }: { shipment: OrderShipment }) {
  const url = trackingUrl(shipment.carrier, shipment.trackingNumber);
  if (!url) return shipment.trackingNumber;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {shipment.trackingNumber}
    </a>
  );
}

/** Everything known about one order: buyer, addresses, rows, VAT, payments, mails, shipment, refunds and history. */
export function OrderSections({ order }: { order: OrderAdminDetail }) {
  const statuses = useStatusLabels();
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string) => intl.formatMessage({ id });
  const when = (iso: string | null) => dateTime(iso, intl.locale);
  const status = (value: string | null) => (value ? statuses.order(value as OrderStatus) : '—');
  const delivery = ({ deliveredAt, deliveredBy }: OrderShipment) =>
    !deliveredAt
      ? t('backoffice.orders.notDelivered')
      : intl.formatMessage(
          { id: deliveredBy ? 'backoffice.orders.deliveredOn' : 'backoffice.orders.deliveredOnDay' },
          { date: dayLabel(deliveredAt), staff: deliveredBy },
        );
  return (
    <div className={styles.sections}>
      <Section title={t('backoffice.orders.buyer')}>
        <Facts
          facts={[
            [t('backoffice.orders.buyerKind'), t(`backoffice.orders.kind.${order.buyer.kind}`)],
            [t('backoffice.orders.name'), `${order.buyer.name} ${order.buyer.surname}`.trim()],
            [t('backoffice.orders.email'), order.buyer.email],
            [t('backoffice.orders.phone'), order.buyer.phone],
            [t('backoffice.orders.placed'), when(order.date)],
            [t('backoffice.orders.paid'), when(order.paidAt)],
          ]}
        />
      </Section>
      <Section title={t('backoffice.orders.addresses')}>
        <Facts
          facts={[
            [t('backoffice.orders.shippingAddress'), addressLine(order.shipping, languageOfLocale(intl.locale))],
            [
              t('backoffice.orders.billing'),
              order.billing
                ? [order.billing.name, addressLine(order.billing, languageOfLocale(intl.locale))].filter(Boolean).join(', ')
                : t('backoffice.orders.sameAsBuyer'),
            ],
            [t('backoffice.orders.gift'), order.gift ? t('backoffice.orders.yes') : t('backoffice.orders.no')],
          ]}
        />
      </Section>
      <Section title={t('backoffice.orders.rows')} wide>
        <ul className={styles.list}>
          {order.rows.map((row) => (
            <li key={`${row.codArticolo}|${row.codColore}|${row.siglaTaglia}`}>
              <strong>
                {row.quantity} × {row.description}
              </strong>
              <span className={styles.muted}>
                {row.codArticolo} · {t('backoffice.orders.colour')} {row.colour} · {t('backoffice.orders.size')} {row.siglaTaglia} ·{' '}
                {format.money(row.unitCents)} ·{' '}
                {intl.formatMessage({ id: 'backoffice.orders.vatRate' }, { rate: format.rate(row.vatRate) })}
              </span>
              <span>{format.money(row.grossCents)}</span>
            </li>
          ))}
        </ul>
        <Facts
          facts={[
            [t('backoffice.orders.shippingCost'), format.money(order.shippingCents)],
            ...order.vat.map((line): [string, ReactNode] => [
              intl.formatMessage({ id: 'backoffice.orders.vatRate' }, { rate: format.rate(line.vatRate) }),
              intl.formatMessage(
                { id: 'backoffice.orders.vatAmounts' },
                { taxable: format.money(line.taxableCents), tax: format.money(line.taxCents) },
              ),
            ]),
            [t('backoffice.orders.total'), <strong key="total">{format.money(order.totalCents)}</strong>],
            [t('backoffice.orders.invoice'), order.invoice ? documentLabel(order.invoice) : '—'],
            ...order.creditNotes.map((note): [string, ReactNode] => [
              t('backoffice.orders.creditNote'),
              `${documentLabel(note, 'credit-note')} · ${formatDate(note.date)} · −${format.money(note.totalCents)}`,
            ]),
          ]}
        />
      </Section>
      <Section title={t('backoffice.orders.payments')}>
        <PaymentLines order={order} />
      </Section>
      <Section title={t('backoffice.orders.shipment')}>
        {order.shipment ? (
          <Facts
            facts={[
              [t('backoffice.orders.carrier'), order.shipment.carrier],
              [t('backoffice.orders.tracking'), order.shipment.trackingNumber ? <Tracking shipment={order.shipment} /> : ''],
              [t('backoffice.orders.shippedAt'), when(order.shipment.shippedAt)],
              [t('backoffice.orders.delivery'), delivery(order.shipment)],
            ]}
          />
        ) : (
          <p className={styles.muted}>{t('backoffice.orders.notShipped')}</p>
        )}
      </Section>
      <Section title={t('backoffice.orders.mails')}>
        {order.mails.length === 0 && <p className={styles.muted}>{t('backoffice.orders.noMails')}</p>}
        <ul className={styles.list}>
          {order.mails.map((mail) => (
            <li key={`${mail.kind}|${mail.at}`}>
              <strong>{mail.subject}</strong>
              <span className={styles.muted}>
                {t(`backoffice.orders.mail.${mail.status === 'sent' ? 'sent' : mail.status === 'failed' ? 'failed' : 'pending'}`)} ·{' '}
                {when(mail.sentAt ?? mail.at)}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('backoffice.orders.history')}>
        {order.history.length === 0 && <p className={styles.muted}>{t('backoffice.orders.noHistory')}</p>}
        <ul className={styles.list}>
          {order.history.map((event) => (
            <li key={`${event.at}|${event.to}`}>
              <strong>
                {status(event.from)} → {status(event.to)}
              </strong>
              <span className={styles.muted}>
                {event.staffEmail} · {when(event.at)}
                {event.reason ? ` · ${event.reason}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
