import { addToCart, openContentModal, openMiniCart, showAlert, type Articolo } from '@shop/shared';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FavouriteButton } from './favourite-button';
import { PurchaseBar } from './purchase-bar';
import styles from './purchase-panel.module.css';
import { SizePicker, sizesOfColour } from './size-picker';
import { useScrolledPast, useWideLayout } from './use-scrolled-past';

// The form (and the form library) loads only when a shopper picks a sold-out size.
const RestockNoticeForm = lazy(() => import('./restock-notice-form').then((module) => ({ default: module.RestockNoticeForm })));

type Sellable = Pick<
  Articolo,
  'codArticolo' | 'colori' | 'taglie' | 'disponibilita' | 'prezzo' | 'percentualeSconto' | 'immagini' | 'soldOut'
>;

/** What the bar's button asks for when colour or size is missing, and a count so that each press scrolls again. */
interface Prompt {
  missing: 'colour' | 'size';
  count: number;
}

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Brings a control into view and focuses it (jsdom has no scrolling). */
function bringToFocus(element: HTMLElement | null | undefined) {
  if (!element) return;
  element.scrollIntoView?.({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}

/**
 * Colour swatches, the size guide, the sizes (sold-out ones offer a back-in-stock notice), 'Aggiungi al carrello' and the favourites toggle;
 * on phones, once the page's button has scrolled away, a bar with the price and the same button.
 */
export function PurchasePanel({ article, onColour }: { article: Sellable; onColour: (codColore: string) => void }) {
  const intl = useIntl();
  const ids = useId();
  const [colour, setColour] = useState<string | null>(null);
  const [prog, setProg] = useState<number | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const colours = useRef<HTMLFieldSetElement>(null);
  const sizePicker = useRef<HTMLDivElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const scrolledPast = useScrolledPast(actions);
  const wide = useWideLayout();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const sizes = colour ? sizesOfColour(article, colour) : [];
  const chosenColour = article.colori.find((c) => c.codColore === colour);
  const chosen = sizes.find((size) => size.progSiglaTaglia === prog);
  const soldOutChosen = chosen?.soldOut === true;

  const chooseColour = (codColore: string) => {
    setColour(codColore);
    setProg(null);
    setPrompt(null);
    onColour(codColore);
  };

  // After the note is drawn, so that the focused control is read with it.
  useEffect(() => {
    if (!prompt) return;
    if (prompt.missing === 'size')
      bringToFocus(sizePicker.current?.querySelector<HTMLInputElement>('input:checked') ?? sizePicker.current?.querySelector('input'));
    else bringToFocus(colours.current?.querySelector<HTMLInputElement>('input:checked') ?? colours.current?.querySelector('input'));
  }, [prompt]);

  const add = () => {
    if (!colour || prog === null || soldOutChosen || !article.prezzo) return;
    const stock = article.disponibilita.find((d) => d.codColore === colour && d.progSiglaTaglia === prog)?.qta ?? 0;
    // The cart is the cart team's: its own action adds the piece.
    const { clamped } = addToCart({
      codArticolo: article.codArticolo,
      codColore: colour,
      progSiglaTaglia: prog,
      prezzo: article.prezzo?.prezzoVendita ?? 0,
      stock,
    });
    if (clamped) showAlert({ title: text('catalog.stock.title'), message: text('catalog.stock.text'), severity: 'warning' });
    // The cart's lines and the way to the cart, titled 'Carrello aggiornato' (SPEC's word for a saved change).
    else openMiniCart();
  };

  /** The bar's button adds like the page's, and takes the shopper to what is still to choose. */
  const addFromBar = () => {
    const missing = !colour ? 'colour' : prog === null || soldOutChosen ? 'size' : null;
    if (missing) setPrompt((last) => ({ missing, count: (last?.count ?? 0) + 1 }));
    else add();
  };
  const choice =
    chosenColour && chosen
      ? `${chosenColour.desColore} · ${chosen.siglaTaglia}${chosen.soldOut ? ` (${text('catalog.detail.soldOutSize')})` : ''}`
      : text(chosenColour ? 'catalog.detail.chooseSize' : 'catalog.bar.choose');
  const promptId = `${ids}-prompt`;

  return (
    <div className={styles.panel}>
      <fieldset ref={colours} className={styles.colours} aria-describedby={prompt?.missing === 'colour' ? promptId : undefined}>
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
        <span id={`${ids}-size`} className={styles.legend}>
          {text('catalog.detail.size')}
        </span>
        <button type="button" className={styles.guide} onClick={() => openContentModal('taglie')}>
          {text('catalog.detail.sizeGuide')}
        </button>
      </div>
      {colour ? (
        <SizePicker
          ref={sizePicker}
          name={`${ids}-sizes`}
          sizes={sizes}
          value={prog}
          labelledBy={`${ids}-size`}
          describedBy={prompt?.missing === 'size' ? promptId : undefined}
          onChange={(next) => {
            setProg(next);
            setPrompt(null);
          }}
        />
      ) : (
        <p className={styles.note}>{text('catalog.detail.chooseColourFirst')}</p>
      )}
      {colour && sizes.length > 0 && sizes.every((size) => size.soldOut) && (
        <p className={styles.note}>{text('catalog.detail.colourSoldOut')}</p>
      )}
      {prompt && (
        <p id={promptId} className={styles.prompt}>
          {text(prompt.missing === 'colour' ? 'catalog.detail.chooseColourFirst' : 'catalog.detail.chooseSize')}
        </p>
      )}

      {soldOutChosen && chosenColour && chosen && (
        <Suspense fallback={null}>
          <RestockNoticeForm
            key={`${chosenColour.codColore}-${chosen.progSiglaTaglia}`}
            codArticolo={article.codArticolo}
            codColore={chosenColour.codColore}
            desColore={chosenColour.desColore}
            progSiglaTaglia={chosen.progSiglaTaglia}
            siglaTaglia={chosen.siglaTaglia}
          />
        </Suspense>
      )}

      <div ref={actions} className={styles.actions}>
        <button type="button" className={styles.add} disabled={!colour || prog === null || soldOutChosen || !article.prezzo} onClick={add}>
          {text('catalog.detail.addToCart')}
        </button>
        <FavouriteButton codArticolo={article.codArticolo} withText />
      </div>
      {scrolledPast && !wide && article.prezzo && !article.soldOut && <PurchaseBar article={article} choice={choice} onAdd={addFromBar} />}
    </div>
  );
}
