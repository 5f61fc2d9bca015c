import { listRequest, Modal, type LanguageCode, type ListKind, type ListParams, type ListQuery } from '@shop/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useListFacets } from '../lib/get-list-facets';
import { FacetOptions } from './facet-options';
import { noSelection, selectionOf, type Selection } from './selection';
import styles from './filter-sheet.module.css';

export interface FilterSheetProps {
  onClose: () => void;
  /** What the list is (its scope), to count the draft's results. */
  scope: { kind: ListKind; params: ListParams; favourites: string[]; language: LanguageCode };
  query: ListQuery;
  onApply: (selection: Selection) => void;
}

/**
 * The filters on a phone: a sheet where choices are drafted and counted as they are made, then
 * applied together with 'Mostra N risultati'.
 */
export function FilterSheet({ onClose, scope, query, onApply }: FilterSheetProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<Selection>(() => selectionOf(query));
  const request = listRequest(scope.kind, scope.params, scope.favourites, { ...query, ...draft, page: 1 }, scope.language);
  const result = useListFacets(request);
  // While the draft's counts load, the last ones stay (no flicker of the whole sheet).
  const [shown, setShown] = useState(result.facets);
  if (result.facets && result.facets !== shown) setShown(result.facets);
  const total = shown?.totale;

  return (
    <Modal open onClose={onClose} title={intl.formatMessage({ id: 'catalog.filters.title' })} size="large">
      <div className={styles.sheet}>
        <FacetOptions facets={shown} selection={draft} onChange={setDraft} idPrefix="sheet" />
        <div className={styles.footer}>
          <button type="button" className={styles.reset} onClick={() => setDraft(noSelection)}>
            {intl.formatMessage({ id: 'catalog.filters.reset' })}
          </button>
          <button
            type="button"
            className={styles.show}
            disabled={total === 0}
            aria-busy={result.status === 'loading'}
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            {total === undefined
              ? intl.formatMessage({ id: 'catalog.filters.showAll' })
              : intl.formatMessage({ id: 'catalog.filters.show' }, { count: total })}
          </button>
        </div>
      </div>
    </Modal>
  );
}
