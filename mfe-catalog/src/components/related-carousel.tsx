import { useApiRead } from '@shop/shared';
import { useId } from 'react';
import { ProductCard, type CardArticle } from './product-card';
import styles from './related-carousel.module.css';

/**
 * How wide a card of the row is laid out: the page's content (the screen less 1rem each side on
 * phones, 2rem from 48em, at most 80rem) whole on small phones, two cards 1rem apart from 30em,
 * four from 64em.
 */
const RELATED_SIZES =
  '(min-width: 64em) calc((min(100vw, 80rem) - 7rem) / 4), (min-width: 48em) calc((100vw - 5rem) / 2), (min-width: 30em) calc((100vw - 3rem) / 2), calc(100vw - 2rem)';

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
            <ProductCard article={article} sizes={RELATED_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
