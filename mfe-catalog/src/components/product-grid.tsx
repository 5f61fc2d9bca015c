import { Skeleton } from '@shop/shared';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { ProductCard, type CardArticle } from './product-card';
import styles from './product-grid.module.css';

export const SKELETONS = 16;

export interface ProductGridProps {
  articles: CardArticle[];
  label: string;
  colours?: string[];
  /** Hears clicks inside the grid (a list notes the card left). */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** 2 columns on phones, up to 4 on large screens. */
export function ProductGrid({ articles, label, colours, onClick }: ProductGridProps) {
  return (
    // The handler only listens to clicks bubbling from the cards' own links.
    <ul className={styles.grid} aria-label={label} onClick={onClick}>
      {articles.map((article, index) => (
        <li key={article.id} data-card={article.id}>
          <ProductCard article={article} priority={index === 0} colours={colours} />
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
