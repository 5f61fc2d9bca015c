import { ArticlePicture, articoloTitle, CARD_SIZES, cardImages, paths, type Articolo } from '@shop/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FavouriteButton } from './favourite-button';
import { PriceLine } from './price-line';
import styles from './product-card.module.css';

export type CardArticle = Pick<
  Articolo,
  'id' | 'codArticolo' | 'desArticolo' | 'notes' | 'prezzo' | 'percentualeSconto' | 'immagini' | 'soldOut' | 'codCatRaggrupp'
>;

export interface ProductCardProps {
  article: CardArticle;
  /** Loads the image at once and first (the first card of a list). */
  priority?: boolean;
  /** How wide the card is laid out (a list's grid by default). */
  sizes?: string;
  /** Colours the shopper filtered on: the card shows one of them. */
  colours?: string[];
}

/** A product in a grid: 2:3 image slider, name, heart, price, 'SOLD OUT', link to detail. */
export function ProductCard({ article, priority = false, sizes = CARD_SIZES, colours = [] }: ProductCardProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const images = cardImages(article, colours);
  const title = articoloTitle(article);
  const href = paths.itemDetail(article.id);
  const image = images[index];
  const step = (delta: number) => setIndex((current) => (current + delta + images.length) % images.length);

  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.media}>
        <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
          {image ? (
            <ArticlePicture
              className={styles.image}
              image={image}
              sizes={sizes}
              fallbackAlt={title}
              width={400}
              height={600}
              priority={priority && index === 0}
            />
          ) : (
            <span className={styles.image} />
          )}
        </Link>
        {article.soldOut && <span className={styles.soldOut}>SOLD OUT</span>}
        {article.codCatRaggrupp === 'CR2' && <span className={styles.badge}>{intl.formatMessage({ id: 'catalog.badge.new' })}</span>}
        <div className={styles.heart}>
          <FavouriteButton codArticolo={article.codArticolo} />
        </div>
        {images.length > 1 && (
          <div className={styles.slider}>
            <button
              type="button"
              className={styles.arrow}
              aria-label={intl.formatMessage({ id: 'catalog.card.previousImage' }, { title })}
              onClick={() => step(-1)}
            >
              ‹
            </button>
            <span className={styles.dots} aria-hidden="true">
              {images.map((item, i) => (
                <span key={item.url} className={i === index ? styles.dotOn : styles.dot} />
              ))}
            </span>
            <button
              type="button"
              className={styles.arrow}
              aria-label={intl.formatMessage({ id: 'catalog.card.nextImage' }, { title })}
              onClick={() => step(1)}
            >
              ›
            </button>
          </div>
        )}
      </div>
      <h2 className={styles.title}>
        <Link to={href} className={styles.link}>
          {title}
        </Link>
      </h2>
      <PriceLine article={article} />
    </article>
  );
}
