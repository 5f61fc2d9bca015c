import { sorts, type LanguageCode, type ListKind, type ListParams, type ListQuery, type ReadRequest, type Sort } from '@shop/shared';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useListFacets } from '../lib/get-list-facets';
import { chosenCount, FacetOptions, selectionOf, type Selection } from './facet-options';
import { FilterChips } from './filter-chips';
import { FilterSheet } from './filter-sheet';
import styles from './list-filters.module.css';

export interface ListFiltersProps {
  kind: ListKind;
  params: ListParams;
  favourites: string[];
  language: LanguageCode;
  query: ListQuery;
  /** The list's read (null while it cannot be asked yet). */
  request: ReadRequest | null;
  onChange: (query: ListQuery) => void;
  /** The results: beside the filters on large screens, under the chips. */
  children: ReactNode;
}

/**
 * Sort and the filters of a list, from its own facets; every choice lives in the URL. On large
 * screens the filters sit beside the results and apply at once; on phones they open as a sheet.
 */
export function ListFilters({ kind, params, favourites, language, query, request, onChange, children }: ListFiltersProps) {
  const intl = useIntl();
  const ids = useId();
  const text = (id: string) => intl.formatMessage({ id });
  const [sheetOpen, setSheetOpen] = useState(false);
  const result = useListFacets(request);
  // Between one choice and the next the previous facets stay on view, so the panel does not jump.
  const [shown, setShown] = useState(result.facets);
  if (result.facets && result.facets !== shown) setShown(result.facets);
  // A choice shows at once, before the address (and so the query) has followed it.
  const [pending, setPending] = useState<{ from: ListQuery; selection: Selection } | null>(null);
  const selection = pending?.from === query ? pending.selection : selectionOf(query);
  const active = chosenCount(selection);
  const choose = (next: Selection) => {
    setPending({ from: query, selection: next });
    onChange({ ...query, ...next, page: 1 });
  };

  return (
    <>
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
                {text(sort === 'relevance' && kind !== 'search' ? 'catalog.sort.featured' : `catalog.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={styles.open} aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
          {text('catalog.filters.title')}
          {active > 0 && ` (${active})`}
        </button>
      </div>
      <div className={styles.layout}>
        <section className={styles.aside} aria-labelledby={`${ids}-filters`}>
          <h2 id={`${ids}-filters`} className={styles.heading}>
            {text('catalog.filters.title')}
          </h2>
          <FacetOptions facets={shown} selection={selection} onChange={choose} idPrefix={`${ids}-panel`} />
        </section>
        <div className={styles.results}>
          <FilterChips selection={selection} facets={shown} onChange={choose} />
          {children}
        </div>
      </div>
      {sheetOpen && (
        <FilterSheet onClose={() => setSheetOpen(false)} scope={{ kind, params, favourites, language }} query={query} onApply={choose} />
      )}
    </>
  );
}
