import { sorts, type LanguageCode, type ListKind, type ListParams, type ListQuery, type ReadRequest, type Sort } from '@shop/shared';
import { lazy, Suspense, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useListFacets } from '../lib/get-list-facets';
import { FilterChips } from './filter-chips';
import { chosenCount, selectionOf, type Selection } from './selection';
import styles from './list-filters.module.css';

// The phone's filter sheet comes when it is first opened, and the filter panel only to the large
// screens that show it beside the results: neither is part of a phone's first load.
const FilterSheet = lazy(() => import('./filter-sheet').then((module) => ({ default: module.FilterSheet })));
const FacetOptions = lazy(() => import('./facet-options').then((module) => ({ default: module.FacetOptions })));

/** Where the filters stand beside the results (list-filters.module.css, .aside). */
const LARGE_SCREEN = '(min-width: 64em)';
// Without media queries (a test's document) the panel is shown.
const largeScreenQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(LARGE_SCREEN) : null);
const watchLargeScreen = (change: () => void) => {
  const query = largeScreenQuery();
  query?.addEventListener('change', change);
  return () => query?.removeEventListener('change', change);
};
const useLargeScreen = () => useSyncExternalStore(watchLargeScreen, () => largeScreenQuery()?.matches ?? true);

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
  const largeScreen = useLargeScreen();
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
          {largeScreen && (
            <Suspense fallback={null}>
              <FacetOptions facets={shown} selection={selection} onChange={choose} idPrefix={`${ids}-panel`} />
            </Suspense>
          )}
        </section>
        <div className={styles.results}>
          <FilterChips selection={selection} facets={shown} onChange={choose} />
          {children}
        </div>
      </div>
      {sheetOpen && (
        <Suspense fallback={null}>
          <FilterSheet onClose={() => setSheetOpen(false)} scope={{ kind, params, favourites, language }} query={query} onApply={choose} />
        </Suspense>
      )}
    </>
  );
}
