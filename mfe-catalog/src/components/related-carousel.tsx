import { useApiRead } from '@shop/shared';
import { useId } from 'react';
import { ProductCard, type CardArticle } from './product-card';
import styles from './related-carousel.module.css';

/** 'Completa il tuo look' / 'Potrebbe piacerti anche...': the linked articles in a scrolling row. */
export function RelatedCarousel({ title, codes, language }: { title: string; codes: string[]; language: 'ita' | 'eng' }) {
  const titleId = useId();
  const result = useApiRead<CardArticle>({
    entity: 'Articolo',
    expression: { codArticoli: codes.slice(0, 24), languageCode: language },
    pagination: { page: 1, limit: 24 },
  });
  const records = result.data?.records ?? [];
  if (codes.length === 0 || (result.status === 'success' && records.length === 0) || result.status === 'error') return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.row} aria-busy={result.status === 'loading'}>
        {records.map((article) => (
          <li key={article.id} className={styles.item}>
            <ProductCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}
