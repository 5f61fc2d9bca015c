import { type ArticleSuggestion } from '@shop/shared/staff';
import { useCombobox } from 'downshift';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { staffRead } from '../staff/staff-api';
import forms from '../pages/forms.module.css';
import styles from './article.module.css';

/** Suggestions start after more than 2 characters (SPEC). */
export const AUTOCOMPLETE_MIN = 3;

/** The suggestions of one query: only those of the text now typed can be picked. */
interface Found {
  query: string;
  records: ArticleSuggestion[];
}

/** A combobox of articles by code or title (downshift): arrows, Home/End, Enter or a click pick one. */
export function ArticleAutocomplete({ onPick }: { onPick: (article: ArticleSuggestion) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const query = text.trim();
  const searching = query.length >= AUTOCOMPLETE_MIN;
  const items = searching && found?.query === query ? found.records : [];
  const loading = searching && found?.query !== query;

  useEffect(() => {
    if (query.length < AUTOCOMPLETE_MIN) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      staffRead<{ records: ArticleSuggestion[] }>({ entity: 'ArticoloSuggerimento', expression: { text: query } }, controller.signal).then(
        (reply) => setFound({ query, records: reply.records }),
        () => !controller.signal.aborted && setFound({ query, records: [] }),
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const combobox = useCombobox<ArticleSuggestion>({
    items,
    inputValue: text,
    selectedItem: null,
    defaultHighlightedIndex: 0,
    itemToString: (article) => article?.codArticolo ?? '',
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setText(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      onPick(selectedItem);
      setText('');
    },
  });
  const open = combobox.isOpen && items.length > 0;
  const state = !searching ? null : loading ? t('ui.loading') : items.length === 0 ? t('backoffice.links.noResults') : null;

  return (
    <div className={styles.autocomplete}>
      <div className={forms.field}>
        <label {...combobox.getLabelProps()}>{t('backoffice.links.search')}</label>
        <input
          {...combobox.getInputProps({
            autoComplete: 'off',
            onKeyDown: (event) => {
              // Home and End move through the open list (the caret keeps them otherwise).
              if (!open || (event.key !== 'Home' && event.key !== 'End')) return;
              event.preventDefault();
              (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
              combobox.setHighlightedIndex(event.key === 'Home' ? 0 : items.length - 1);
            },
          })}
        />
      </div>
      <ul {...combobox.getMenuProps({ 'aria-label': t('backoffice.links.suggestions') })} className={styles.suggestions} hidden={!open}>
        {open &&
          items.map((article, index) => (
            <li
              key={article.codArticolo}
              {...combobox.getItemProps({ item: article, index })}
              className={index === combobox.highlightedIndex ? styles.suggestionActive : styles.suggestion}
            >
              <strong>{article.codArticolo}</strong> {article.title}
            </li>
          ))}
      </ul>
      <p className={styles.muted} aria-live="polite">
        {state}
      </p>
    </div>
  );
}
