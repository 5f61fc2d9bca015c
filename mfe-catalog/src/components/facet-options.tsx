import type { ArticoloFacets } from '@shop/shared';
import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './facet-options.module.css';
import type { Selection } from './selection';

const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);

const priceValue = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Math.max(0, Number(text)));

export interface FacetOptionsProps {
  facets: ArticoloFacets | undefined;
  selection: Selection;
  onChange: (selection: Selection) => void;
  /** Unique per instance (the page's panel and the phone sheet may both exist). */
  idPrefix: string;
}

/** Colour, size and price filters offering only what the list has, each value with its count. */
export function FacetOptions({ facets, selection, onChange, idPrefix }: FacetOptionsProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [min, setMin] = useState(selection.priceMin);
  const [max, setMax] = useState(selection.priceMax);
  // The URL (or a chip) may change the range: the fields follow it.
  const [given, setGiven] = useState({ min: selection.priceMin, max: selection.priceMax });
  if (given.min !== selection.priceMin || given.max !== selection.priceMax) {
    // Only the end that changed: the other may hold what the shopper is typing.
    if (given.min !== selection.priceMin) setMin(selection.priceMin);
    if (given.max !== selection.priceMax) setMax(selection.priceMax);
    setGiven({ min: selection.priceMin, max: selection.priceMax });
  }
  const commitPrices = () => {
    if (min !== selection.priceMin || max !== selection.priceMax) {
      const [low, high] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
      onChange({ ...selection, priceMin: low, priceMax: high });
    }
  };
  const onPriceKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commitPrices();
  };
  const range = facets?.prezzo;
  const colours = facets?.colori ?? [];
  const sizes = facets?.taglie ?? [];

  return (
    <div className={styles.options} aria-busy={facets === undefined}>
      {colours.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{text('catalog.filters.colour')}</legend>
          <div className={styles.values}>
            {colours.map((colour) => (
              <label key={colour.codColore} className={styles.value}>
                <input
                  type="checkbox"
                  checked={selection.colours.includes(colour.codColore)}
                  onChange={() => onChange({ ...selection, colours: toggle(selection.colours, colour.codColore) })}
                />
                <span className={styles.swatch} style={{ background: colour.coloreRgb }} aria-hidden="true" />
                {colour.desColore}
                <span className={styles.count}>({colour.conteggio})</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {sizes.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{text('catalog.filters.size')}</legend>
          <div className={styles.values}>
            {sizes.map((size) => (
              <label key={size.siglaTaglia} className={styles.value}>
                <input
                  type="checkbox"
                  checked={selection.sizes.includes(size.siglaTaglia)}
                  onChange={() => onChange({ ...selection, sizes: toggle(selection.sizes, size.siglaTaglia) })}
                />
                {size.siglaTaglia}
                <span className={styles.count}>({size.conteggio})</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {(range || selection.priceMin !== undefined || selection.priceMax !== undefined) && (
        <fieldset className={styles.group}>
          <legend>{text('catalog.filters.price')}</legend>
          {range && (
            <p className={styles.range} id={`${idPrefix}-range`}>
              {intl.formatMessage(
                { id: 'catalog.filters.priceRange' },
                { min: Math.floor(range.minimo / 100), max: Math.ceil(range.massimo / 100) },
              )}
            </p>
          )}
          <div className={styles.prices}>
            <label>
              {text('catalog.filters.priceMin')}
              <input
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                placeholder={range ? String(Math.floor(range.minimo / 100)) : undefined}
                aria-describedby={range ? `${idPrefix}-range` : undefined}
                value={min ?? ''}
                onChange={(event) => setMin(priceValue(event.target.value))}
                onBlur={commitPrices}
                onKeyDown={onPriceKey}
              />
            </label>
            <label>
              {text('catalog.filters.priceMax')}
              <input
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                placeholder={range ? String(Math.ceil(range.massimo / 100)) : undefined}
                aria-describedby={range ? `${idPrefix}-range` : undefined}
                value={max ?? ''}
                onChange={(event) => setMax(priceValue(event.target.value))}
                onBlur={commitPrices}
                onKeyDown={onPriceKey}
              />
            </label>
          </div>
        </fieldset>
      )}
    </div>
  );
}
