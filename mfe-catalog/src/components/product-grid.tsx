import { Skeleton } from '@shop/shared';
import { useIntl } from 'react-intl';
import { ProductCard, type CardArticle } from './product-card';
import styles from './product-grid.module.css';

export const SKELETONS = 16;

/** 2 columns on phones, up to 4 on large screens. */
export function ProductGrid({ articles, label, colours }: { articles: CardArticle[]; label: string; colours?: string[] }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <ProductCard article={article} priority={index < 4} colours={colours} />
        </li>
      ))}
    </ul>
  );
}

/** The 16 placeholders shown while a list loads. */
export function GridSkeleton() {
  const intl = useIntl();
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={intl.formatMessage({ id: 'catalog.list.loading' })}>
      {Array.from({ length: SKELETONS }, (_, index) => (
        <li key={index} className={styles.placeholder}>
          <Skeleton variant="image" />
          <Skeleton width="80%" />
          <Skeleton width="30%" />
        </li>
      ))}
    </ul>
  );
}
