import {
  ArticlePicture,
  paths,
  rowCents,
  sumCents,
  type Articolo,
  type CartLine as CartLineData,
  type CartQuote,
  useFormat,
} from '@shop/shared';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './cart-line.module.css';

/** The line's picture: 32% of the line (at least 6.5rem) on phones, 10rem from 48rem. */
const LINE_SIZES = '(min-width: 48rem) 10rem, (min-width: 22.5rem) calc((100vw - 2rem) * 0.32), 6.5rem';

export interface CartLineProps {
  line: CartLineData;
  priced: CartQuote['lines'][number] | undefined;
  article: Articolo | undefined;
  favourite: boolean;
  onQuantity: (progSiglaTaglia: number, quantity: number, stock: number) => void;
  onRemove: () => void;
  onFavourite: () => void;
}

/** One article and colour in the cart: image and title linking to the product, unit price and row total, per-size quantity steppers, favourite and remove. */
export function CartLine({ line, priced, article, favourite, onQuantity, onRemove, onFavourite }: CartLineProps) {
  const intl = useIntl();
  const format = useFormat();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const title = priced?.title ?? article?.desArticolo ?? line.cod_articolo;
  const image = article?.immagini.find((i) => i.codColore === line.cod_spec_1) ?? article?.immagini[0];
  const colour = article?.colori.find((c) => c.codColore === line.cod_spec_1);
  // Quantities come from the cart itself, so a second click before the next quote still counts;
  // the quote gives the size names and the stock.
  const quoted = new Map(priced?.sizes.map((size) => [size.progSiglaTaglia, size]));
  const sizes = line.qta_prog.flatMap((quantity, prog) => {
    const size = quoted.get(prog);
    return prog > 0 && quantity > 0
      ? [{ progSiglaTaglia: prog, siglaTaglia: size?.siglaTaglia ?? String(prog), quantity, stock: size?.stock ?? quantity }]
      : [];
  });

  const product = article ? paths.itemDetail(article.id) : null;
  const picture = image ? (
    <ArticlePicture image={image} sizes={LINE_SIZES} fallbackAlt={title} width={200} height={300} />
  ) : (
    <div className={styles.placeholder} aria-hidden="true" />
  );
  const pieces = sumCents(sizes.map((size) => size.quantity));

  return (
    <li className={styles.line} data-testid="cart-line">
      <div className={styles.media}>
        {/* The name below is the link to use; the picture is a second way in, out of the tab order. */}
        {product ? (
          <Link to={product} tabIndex={-1} aria-hidden="true">
            {picture}
          </Link>
        ) : (
          picture
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 className={styles.title}>
            {product ? (
              <Link to={product} className={styles.titleLink}>
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          <dl className={styles.prices}>
            <div>
              <dt>{text('cart.line.unitPrice')}</dt>
              <dd data-testid="line-unit-price">{priced ? format.money(priced.unitCents) : format.euro(line.prezzo)}</dd>
            </div>
            {priced && (
              <div className={styles.rowTotal}>
                <dt>{text('cart.line.total', { count: pieces })}</dt>
                <dd data-testid="line-total">{format.money(rowCents(priced.unitCents, pieces))}</dd>
              </div>
            )}
          </dl>
        </div>
        <p className={styles.meta}>
          {text('cart.line.code', { code: line.cod_articolo })}
          {colour && (
            <>
              {' · '}
              {text('cart.line.colour')} <span className={styles.swatch} style={{ background: colour.coloreRgb }} aria-hidden="true" />{' '}
              {colour.desColore}
            </>
          )}
        </p>
        {!priced && <p className={styles.warning}>{text('cart.unavailable')}</p>}
        <ul className={styles.sizes}>
          {sizes.map((size) => (
            <li key={size.progSiglaTaglia} className={styles.size}>
              <span className={styles.sizeName}>{text('cart.line.size', { size: size.siglaTaglia })}</span>
              <div className={styles.stepper} role="group" aria-label={text('cart.line.size', { size: size.siglaTaglia })}>
                <button
                  type="button"
                  className={styles.step}
                  aria-label={text('cart.line.less', { size: size.siglaTaglia })}
                  onClick={() => onQuantity(size.progSiglaTaglia, size.quantity - 1, size.stock)}
                >
                  −
                </button>
                <output className={styles.count} aria-live="polite" aria-label={text('cart.line.quantity')}>
                  {size.quantity}
                </output>
                <button
                  type="button"
                  className={styles.step}
                  aria-label={text('cart.line.more', { size: size.siglaTaglia })}
                  onClick={() => onQuantity(size.progSiglaTaglia, size.quantity + 1, size.stock)}
                >
                  +
                </button>
              </div>
              <span className={styles.stock}>{text('cart.line.inStock', { count: size.stock })}</span>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button type="button" className={styles.link} aria-pressed={favourite} onClick={onFavourite}>
            <span aria-hidden="true">{favourite ? '♥' : '♡'}</span> {text(favourite ? 'cart.favourite.remove' : 'cart.favourite.add')}
          </button>
          <button type="button" className={styles.link} aria-label={text('cart.line.remove.label', { title })} onClick={onRemove}>
            {text('cart.line.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
