import { type ArticleSuggestion } from '@shop/shared';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { staffRead } from '../staff/staff-api';
import forms from '../pages/forms.module.css';
import styles from './article.module.css';

/** Suggestions start after more than 2 characters (SPEC). */
export const AUTOCOMPLETE_MIN = 3;

/** A combobox of articles by code or title; Enter or a click picks one. */
export function ArticleAutocomplete({ onPick }: { onPick: (article: ArticleSuggestion) => void }) {
  const intl = useIntl();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<ArticleSuggestion[]>([]);
  const [active, setActive] = useState(0);
  const query = text.trim();
  const open = query.length >= AUTOCOMPLETE_MIN && found.length > 0;

  useEffect(() => {
    if (query.length < AUTOCOMPLETE_MIN) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      staffRead<{ records: ArticleSuggestion[] }>({ entity: 'ArticoloSuggerimento', expression: { text: query } }, controller.signal).then(
        (reply) => {
          setFound(reply.records);
          setActive(0);
        },
        () => setFound([]),
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const pick = (article: ArticleSuggestion | undefined) => {
    if (!article) return;
    onPick(article);
    setText('');
    setFound([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, found.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(found[active]);
    } else if (event.key === 'Escape') {
      setFound([]);
    }
  };

  return (
    <div className={styles.autocomplete}>
      <div className={forms.field}>
        <label htmlFor={inputId}>{intl.formatMessage({ id: 'backoffice.links.search' })}</label>
        <input
          id={inputId}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        className={styles.suggestions}
        hidden={!open}
        aria-label={intl.formatMessage({ id: 'backoffice.links.suggestions' })}
      >
        {open &&
          found.map((article, index) => (
            <li
              key={article.codArticolo}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? styles.suggestionActive : styles.suggestion}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(article)}
            >
              <strong>{article.codArticolo}</strong> {article.title}
            </li>
          ))}
      </ul>
    </div>
  );
}
