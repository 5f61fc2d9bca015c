import { VisuallyHidden, type Articolo, useFormat } from '@shop/shared';
import { useIntl } from 'react-intl';
import styles from './price-line.module.css';

export interface PriceLineProps {
  article: Pick<Articolo, 'prezzo' | 'percentualeSconto'>;
  large?: boolean;
}

/** Sale price; the struck-through list price and the percent only when a discount exists; 'no B2C' without a price. */
export function PriceLine({ article, large = false }: PriceLineProps) {
  const intl = useIntl();
  const format = useFormat();
  const price = article.prezzo;
  if (!price) return <p className={styles.price}>{intl.formatMessage({ id: 'catalog.price.missing' })}</p>;
  const discounted = article.percentualeSconto !== null && price.prezzoVendita < price.prezzoListinoCli;
  return (
    <p className={large ? `${styles.price} ${styles.large}` : styles.price}>
      {discounted && (
        <>
          <s className={styles.list}>
            <VisuallyHidden>{intl.formatMessage({ id: 'catalog.price.was' })} </VisuallyHidden>
            {format.euro(price.prezzoListinoCli)}
          </s>{' '}
        </>
      )}
      <span className={discounted ? styles.sale : undefined}>{format.euro(price.prezzoVendita)}</span>
      {discounted && <span className={styles.percent}>-{format.percent(article.percentualeSconto ?? 0)}</span>}
    </p>
  );
}
