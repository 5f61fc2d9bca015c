import { sorts, useApiRead, type LanguageCode, type ListQuery, type Sort } from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './list-filters.module.css';

interface Colour {
  codColore: string;
  desColore: string;
  coloreRgb: string;
}

interface SizeRow {
  siglaTaglia: string;
}

export interface ListFiltersProps {
  query: ListQuery;
  searching: boolean;
  language: LanguageCode;
  onChange: (query: ListQuery) => void;
}

const priceValue = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Math.max(0, Number(text)));

/** Sort select and the filters (colour, size in stock, price range); every choice lives in the URL. */
export function ListFilters({ query, searching, language, onChange }: ListFiltersProps) {
  const intl = useIntl();
  const ids = useId();
  const colours = useApiRead<Colour>({ entity: 'Colore', expression: { languageCode: language } });
  const sizeRows = useApiRead<SizeRow>({ entity: 'TabellaTaglia' });
  const sizes = [...new Set((sizeRows.data?.records ?? []).map((row) => row.siglaTaglia))];
  const [draft, setDraft] = useState({ colours: query.colours, sizes: query.sizes, min: query.priceMin, max: query.priceMax });
  const text = (id: string) => intl.formatMessage({ id });
  const active =
    query.colours.length + query.sizes.length + (query.priceMin !== undefined ? 1 : 0) + (query.priceMax !== undefined ? 1 : 0);

  const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...query, page: 1, colours: draft.colours, sizes: draft.sizes, priceMin: draft.min, priceMax: draft.max });
  };
  const reset = () => {
    setDraft({ colours: [], sizes: [], min: undefined, max: undefined });
    onChange({ ...query, page: 1, colours: [], sizes: [], priceMin: undefined, priceMax: undefined });
  };

  return (
    <div className={styles.bar}>
      <div className={styles.sort}>
        <label htmlFor={`${ids}-sort`}>{text('catalog.sort.label')}</label>
        <select
          id={`${ids}-sort`}
          value={query.sort}
          onChange={(event) => onChange({ ...query, page: 1, sort: event.target.value as Sort })}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {text(sort === 'relevance' && !searching ? 'catalog.sort.featured' : `catalog.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <details className={styles.details}>
        <summary className={styles.summary}>
          {text('catalog.filters.title')}
          {active > 0 && ` (${active})`}
        </summary>
        <form className={styles.panel} onSubmit={apply}>
          <fieldset className={styles.group}>
            <legend>{text('catalog.filters.colour')}</legend>
            <div className={styles.options}>
              {(colours.data?.records ?? []).map((colour) => (
                <label key={colour.codColore} className={styles.option}>
                  <input
                    type="checkbox"
                    checked={draft.colours.includes(colour.codColore)}
                    onChange={() => setDraft((d) => ({ ...d, colours: toggle(d.colours, colour.codColore) }))}
                  />
                  <span className={styles.swatch} style={{ background: colour.coloreRgb }} aria-hidden="true" />
                  {colour.desColore}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.group}>
            <legend>{text('catalog.filters.size')}</legend>
            <div className={styles.options}>
              {sizes.map((size) => (
                <label key={size} className={styles.option}>
                  <input
                    type="checkbox"
                    checked={draft.sizes.includes(size)}
                    onChange={() => setDraft((d) => ({ ...d, sizes: toggle(d.sizes, size) }))}
                  />
                  {size}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.group}>
            <legend>{text('catalog.filters.price')}</legend>
            <div className={styles.prices}>
              <label>
                {text('catalog.filters.priceMin')}
                <input
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={draft.min ?? ''}
                  onChange={(event) => setDraft((d) => ({ ...d, min: priceValue(event.target.value) }))}
                />
              </label>
              <label>
                {text('catalog.filters.priceMax')}
                <input
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={draft.max ?? ''}
                  onChange={(event) => setDraft((d) => ({ ...d, max: priceValue(event.target.value) }))}
                />
              </label>
            </div>
          </fieldset>
          <div className={styles.actions}>
            <button type="submit" className={styles.apply}>
              {text('catalog.filters.apply')}
            </button>
            <button type="button" className={styles.reset} onClick={reset}>
              {text('catalog.filters.reset')}
            </button>
          </div>
        </form>
      </details>
    </div>
  );
}
