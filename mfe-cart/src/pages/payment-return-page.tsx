import { PageFrame, paths, SharedInstanceMarker, TextLink } from '@shop/shared';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styles from './pages.module.css';

/**
 * The payment gateway's return page (under .../CartAction/ok or /ko): the `outcome` query parameter
 * OK means a thank-you, any other value a failed purchase.
 */
export function PaymentReturnPage() {
  const intl = useIntl();
  const [query] = useSearchParams();
  const ok = query.get('outcome') === 'OK';
  const key = ok ? 'cart.paymentOk' : 'cart.paymentKo';
  return (
    <PageFrame title={intl.formatMessage({ id: key })} eyebrow={intl.formatMessage({ id: 'cart.section' })}>
      <p className={styles.text}>{intl.formatMessage({ id: `${key}.text` })}</p>
      <TextLink to={ok ? paths.items() : paths.cart()}>{intl.formatMessage({ id: ok ? 'cart.continue' : 'cart.section' })}</TextLink>
      <SharedInstanceMarker />
    </PageFrame>
  );
}
