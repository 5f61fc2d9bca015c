import { articoloTitle, Button, EmptyState, formatEuro, Skeleton, useApiRead, type Articolo } from '@shop/shared';
import { useIntl } from 'react-intl';
import styles from './article-list.module.css';

type ArticleSummary = Pick<Articolo, 'id' | 'codArticolo' | 'desArticolo' | 'notes' | 'prezzo' | 'immagini'>;

const pageSize = 8;
const request = { entity: 'Articolo', pagination: { page: 1, limit: pageSize } };

/** The first articles of the catalogue: titles and prices, with loading, empty and error states. */
export function ArticleList() {
  const intl = useIntl();
  const result = useApiRead<ArticleSummary>(request);
  const text = (id: string) => intl.formatMessage({ id });

  if (result.status === 'loading') {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={text('catalog.list.loading')}>
        {Array.from({ length: pageSize }, (_, index) => (
          <li key={index} className={styles.card}>
            <Skeleton variant="image" />
            <Skeleton width="80%" />
            <Skeleton width="30%" />
          </li>
        ))}
      </ul>
    );
  }
  if (result.status === 'error') {
    return (
      <div role="alert">
        <EmptyState
          title={text('catalog.list.error')}
          action={
            <Button variant="secondary" onClick={result.reload}>
              {text('ui.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  const articles = result.data.records;
  if (articles.length === 0) return <EmptyState title={text('catalog.list.empty')} />;
  return (
    <ul className={styles.grid} aria-label={text('catalog.list.label')}>
      {articles.map((article) => (
        <li key={article.id} className={styles.card}>
          {article.immagini[0] && (
            <img className={styles.image} src={article.immagini[0].url} alt="" loading="lazy" width={400} height={600} />
          )}
          <h2 className={styles.title}>{articoloTitle(article)}</h2>
          <p className={styles.price}>
            {!article.prezzo && text('catalog.price.missing')}
            {article.prezzo && article.prezzo.prezzoVendita < article.prezzo.prezzoListinoCli && (
              <s className={styles.listPrice}>{formatEuro(article.prezzo.prezzoListinoCli)}</s>
            )}
            {article.prezzo && formatEuro(article.prezzo.prezzoVendita)}
          </p>
        </li>
      ))}
    </ul>
  );
}
