import { addPieces, cartAtom, openContentModal, showAlert, showToast, shopStore, type Articolo } from '@shop/shared';
import { useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FavouriteButton } from './favourite-button';
import styles from './purchase-panel.module.css';

type Sellable = Pick<Articolo, 'codArticolo' | 'colori' | 'taglie' | 'disponibilita' | 'prezzo' | 'immagini'>;

/** Sizes of a colour with stock above zero (SPEC section 4, product selection). */
export const sizesInStock = (article: Pick<Articolo, 'taglie' | 'disponibilita'>, codColore: string) =>
  article.taglie.filter((size) =>
    article.disponibilita.some((d) => d.codColore === codColore && d.progSiglaTaglia === size.progSiglaTaglia && d.qta > 0),
  );

/** Colour swatches, the size guide, the size select, 'Aggiungi al carrello' and the favourites toggle. */
export function PurchasePanel({ article, onColour }: { article: Sellable; onColour: (codColore: string) => void }) {
  const intl = useIntl();
  const ids = useId();
  const setCart = useSetAtom(cartAtom, { store: shopStore });
  const [colour, setColour] = useState<string | null>(null);
  const [prog, setProg] = useState<number | null>(null);
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const sizes = colour ? sizesInStock(article, colour) : [];
  const chosenColour = article.colori.find((c) => c.codColore === colour);

  const chooseColour = (codColore: string) => {
    setColour(codColore);
    setProg(null);
    onColour(codColore);
  };

  const add = () => {
    if (!colour || prog === null || !article.prezzo) return;
    const stock = article.disponibilita.find((d) => d.codColore === colour && d.progSiglaTaglia === prog)?.qta ?? 0;
    let clamped = false;
    setCart((cart) => {
      const change = addPieces(cart, {
        codArticolo: article.codArticolo,
        codColore: colour,
        progSiglaTaglia: prog,
        prezzo: article.prezzo?.prezzoVendita ?? 0,
        stock,
      });
      clamped = change.clamped;
      return change.cart;
    });
    if (clamped) showAlert({ title: text('catalog.stock.title'), message: text('catalog.stock.text'), severity: 'warning' });
    else showToast(text('catalog.cart.updated'), 'success');
  };

  return (
    <div className={styles.panel}>
      <fieldset className={styles.colours}>
        <legend className={styles.legend}>
          {text('catalog.detail.colour')}
          {chosenColour && <span className={styles.chosen}>: {chosenColour.desColore}</span>}
        </legend>
        <div className={styles.swatches}>
          {article.colori.map((c) => (
            <label key={c.codColore} className={styles.swatchLabel} title={c.desColore}>
              <input
                type="radio"
                name={`${ids}-colour`}
                value={c.codColore}
                checked={colour === c.codColore}
                onChange={() => chooseColour(c.codColore)}
                className={styles.radio}
              />
              <span className={styles.swatch} style={{ background: c.coloreRgb }} aria-hidden="true" />
              <span className={styles.swatchName}>{c.desColore}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.sizeRow}>
        <label htmlFor={`${ids}-size`} className={styles.legend}>
          {text('catalog.detail.size')}
        </label>
        <button type="button" className={styles.guide} onClick={() => openContentModal('taglie')}>
          {text('catalog.detail.sizeGuide')}
        </button>
      </div>
      <select
        id={`${ids}-size`}
        className={styles.select}
        disabled={!colour}
        value={prog ?? ''}
        onChange={(event) => setProg(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{text(colour ? 'catalog.detail.chooseSize' : 'catalog.detail.chooseColourFirst')}</option>
        {sizes.map((size) => (
          <option key={size.progSiglaTaglia} value={size.progSiglaTaglia}>
            {size.siglaTaglia}
          </option>
        ))}
      </select>
      {colour && sizes.length === 0 && <p className={styles.note}>{text('catalog.detail.colourSoldOut')}</p>}

      <div className={styles.actions}>
        <button type="button" className={styles.add} disabled={!colour || prog === null || !article.prezzo} onClick={add}>
          {text('catalog.detail.addToCart')}
        </button>
        <FavouriteButton codArticolo={article.codArticolo} withText />
      </div>
    </div>
  );
}
