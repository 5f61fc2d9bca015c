import { PageFrame, paths, SharedInstanceMarker, TextLink } from '@shop/shared';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styles from './pages.module.css';

/**
 * The payment gateway's return page (under .../CartAction/ok or /ko): the `outcome` query parameter
 * OK means a thank-you, any other value a failed purchase. The order itself is settled only by the
 * gateway's signed result on the server, never by this page.
 */
export function PaymentReturnPage() {
  const intl = useIntl();
  const [query] = useSearchParams();
  const ok = query.get('outcome') === 'OK';
  const key = ok ? 'cart.paymentOk' : 'cart.paymentKo';
  return (
    <PageFrame title={intl.formatMessage({ id: key })} eyebrow={intl.formatMessage({ id: 'cart.section' })}>
      <div className={styles.outcome} data-outcome={ok ? 'ok' : 'ko'}>
        <p className={styles.text}>{intl.formatMessage({ id: `${key}.text` })}</p>
        <div className={styles.links}>
          {ok ? (
            <>
              <TextLink to={paths.accountOrders()}>{intl.formatMessage({ id: 'cart.orders' })}</TextLink>
              <TextLink to={paths.items()}>{intl.formatMessage({ id: 'cart.continue' })}</TextLink>
            </>
          ) : (
            <>
              <TextLink to={paths.cart()}>{intl.formatMessage({ id: 'cart.paymentKo.retry' })}</TextLink>
              <TextLink to={paths.items()}>{intl.formatMessage({ id: 'cart.continue' })}</TextLink>
            </>
          )}
        </div>
      </div>
      <SharedInstanceMarker />
    </PageFrame>
  );
}
