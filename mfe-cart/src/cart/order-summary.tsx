import { cartAtom, countryName, languageAtom, paths, showToast, Skeleton, TextLink, type CartQuote, useFormat } from '@shop/shared';
import { useAtom, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './order-summary.module.css';

export interface OrderSummaryProps {
  quote: CartQuote | null;
  /** The order's rows, above the amounts (the checkout lists them). */
  lines?: ReactNode;
  /** The page's next step (proceed, confirm). */
  children?: ReactNode;
}

/** Sub-total, shipping ('Gratuita' when free), taxes included, total, the gift option, the packaging note and the way to the shipping terms. */
export function OrderSummary({ quote, lines, children }: OrderSummaryProps) {
  const intl = useIntl();
  const format = useFormat();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [cart, setCart] = useAtom(cartAtom);
  const language = useAtomValue(languageAtom);
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.title}>
        {text('summary.title')}
      </h2>
      {quote && lines}
      {quote ? (
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{text('summary.subtotal')}</dt>
            <dd data-testid="summary-subtotal">{format.money(quote.subtotalCents)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{text('summary.shipping')}</dt>
            <dd data-testid="summary-shipping">
              {quote.shippingCents > 0 ? format.money(quote.shippingCents) : text('summary.shippingFree')}
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{text('summary.taxes')}</dt>
            <dd data-testid="summary-taxes">
              {text(quote.vatTreatment === 'intra-eu-supply' ? 'summary.taxes.reverseCharge' : 'summary.taxes.value')}
            </dd>
          </div>
          <div className={`${styles.row} ${styles.total}`}>
            <dt>{text('summary.total')}</dt>
            <dd data-testid="summary-total">{format.money(quote.totalCents)}</dd>
          </div>
        </dl>
      ) : (
        <div className={styles.rows} aria-busy="true">
          <Skeleton width="100%" />
          <Skeleton width="100%" />
          <Skeleton width="60%" />
        </div>
      )}
      {quote && <p className={styles.note}>{text('summary.country', { country: countryName(quote.country, language) })}</p>}
      {quote?.vatTreatment === 'intra-eu-supply' && (
        <p className={styles.note} data-testid="summary-reverse-charge">
          {text('summary.reverseCharge')}
        </p>
      )}
      <label className={styles.gift}>
        <input
          type="checkbox"
          checked={cart.regalo}
          onChange={(event) => {
            setCart({ ...cart, regalo: event.target.checked });
            showToast(text('cart.updated'), 'success');
          }}
        />
        {text('summary.gift')}
      </label>
      <p className={styles.note}>{text('summary.packaging')}</p>
      <TextLink to={paths.shipping()}>{text('summary.shippingTerms')}</TextLink>
      {children}
    </aside>
  );
}
