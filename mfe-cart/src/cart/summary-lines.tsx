import { ArticlePicture, rowCents, type CartQuote, useFormat } from '@shop/shared';
import { useIntl } from 'react-intl';
import styles from './summary-lines.module.css';
import { useCartArticles } from './use-cart-articles';

export interface SummaryLinesProps {
  quote: CartQuote;
  /** The list's name for screen readers (the order's rows by default). */
  label?: string;
}

/** The rows an order is made of, one per article, colour and size: thumbnail, name, colour, size, pieces and row total. */
export function SummaryLines({ quote, label }: SummaryLinesProps) {
  const intl = useIntl();
  const format = useFormat();
  const articles = useCartArticles();
  const rows = quote.lines.flatMap((line) => {
    const article = articles.find((a) => a.codArticolo === line.cod_articolo);
    const image = article?.immagini.find((i) => i.codColore === line.cod_spec_1) ?? article?.immagini[0];
    const colour = article?.colori.find((c) => c.codColore === line.cod_spec_1)?.desColore ?? line.cod_spec_1;
    return line.sizes
      .filter((size) => size.quantity > 0)
      .map((size) => ({ key: `${line.riga_ordine_cli}-${size.progSiglaTaglia}`, line, size, image, colour }));
  });
  return (
    <ul className={styles.lines} aria-label={label ?? intl.formatMessage({ id: 'summary.lines' })}>
      {rows.map(({ key, line, size, image, colour }) => (
        <li key={key} className={styles.line} data-testid="summary-line">
          {image ? (
            <ArticlePicture className={styles.thumb} image={image} sizes="3rem" fallbackAlt="" decorative width={48} height={72} />
          ) : (
            <span className={styles.thumb} aria-hidden="true" />
          )}
          <div className={styles.text}>
            <p className={styles.name}>{line.title}</p>
            <p className={styles.meta}>
              {intl.formatMessage(
                { id: 'summary.line.detail' },
                { colour, size: size.siglaTaglia || String(size.progSiglaTaglia), count: size.quantity },
              )}
            </p>
          </div>
          <p className={styles.total} data-testid="summary-line-total">
            {format.money(rowCents(line.unitCents, size.quantity))}
          </p>
        </li>
      ))}
    </ul>
  );
}
