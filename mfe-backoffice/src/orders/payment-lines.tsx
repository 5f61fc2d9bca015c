import { useFormat } from '@shop/shared';
import { type OrderAdminDetail } from '@shop/shared/staff';
import { useIntl } from 'react-intl';
import { dateTime } from './days';
import styles from './orders.module.css';
import returnStyles from './returns.module.css';

/**
 * An order's payments, then its refunds. A second payment of an order already paid is refunded by
 * the shop at once: its line says so, or, when the gateway refused, that the staff must refund it.
 */
export function PaymentLines({ order }: { order: OrderAdminDetail }) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string) => intl.formatMessage({ id });
  const when = (iso: string | null) => dateTime(iso, intl.locale);
  const refunded = new Set(order.refunds.filter((refund) => refund.duplicate).map((refund) => refund.codTrans));
  const unrefunded = order.payments.filter((payment) => payment.duplicate && !refunded.has(payment.codTrans));
  return (
    <>
      <ul className={styles.list}>
        {order.payments.map((payment) => (
          <li key={payment.codTrans}>
            <strong>
              {payment.codTrans} · {payment.esito ?? t('backoffice.orders.noResult')}
              {payment.duplicate ? ` · ${t('backoffice.orders.duplicatePayment')}` : ''}
            </strong>
            <span className={styles.muted}>
              {format.money(payment.importo)} · {when(payment.notifiedAt ?? payment.at)}
              {payment.codAut ? ` · ${payment.codAut}` : ''}
              {payment.message ? ` · ${payment.message}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {order.refunds.map((refund) => {
        const values = {
          amount: format.money(refund.amountCents),
          gateway: t(`backoffice.orders.gateway.${refund.gateway}`),
          when: when(refund.at),
        };
        return refund.duplicate ? (
          <p key={`${refund.codTrans}|${refund.at}`} className={styles.muted} data-refund={refund.gateway}>
            {intl.formatMessage({ id: 'backoffice.orders.duplicateRefundLine' }, values)}
          </p>
        ) : (
          <p key={`${refund.codTrans}|${refund.at}`} className={styles.muted} data-refund={refund.gateway}>
            {intl.formatMessage({ id: 'backoffice.orders.refundLine' }, { ...values, who: refund.staffEmail })} {refund.reason}
          </p>
        );
      })}
      {unrefunded.map((payment) => (
        <p key={payment.codTrans} className={returnStyles.warning}>
          {intl.formatMessage(
            { id: 'backoffice.orders.duplicateNotRefunded' },
            { amount: format.money(payment.importo), payment: payment.codTrans },
          )}
        </p>
      ))}
    </>
  );
}
