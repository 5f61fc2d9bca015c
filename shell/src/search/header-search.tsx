import { languageAtom, paths, shopStore } from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { CloseIcon, SearchIcon } from '../layout/icons';
import { useSuggestions } from './use-suggestions';
import styles from './header-search.module.css';

interface Option {
  key: string;
  label: string;
  kind: 'family' | 'article';
  to: string;
}

/**
 * The header search on every storefront page: a combobox with suggestions (families and articles)
 * after two characters; Enter opens the chosen suggestion, else the search list. On a phone it
 * sits behind a search icon that opens it and moves focus into it; Escape closes it there.
 */
export function HeaderSearch() {
  const intl = useIntl();
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom, { store: shopStore });
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(keyword, language);
  const text = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);

  const options: Option[] =
    suggestions.status === 'done'
      ? [
          ...suggestions.reply.families.map((family) => ({
            key: `f-${family.codFamigliaArticolo}`,
            label: family.name,
            kind: 'family' as const,
            to: paths.itemsFamiglia(family.codFamigliaArticolo),
          })),
          ...suggestions.reply.articles.map((article) => ({
            key: `a-${article.codArticolo}`,
            label: article.title,
            kind: 'article' as const,
            to: paths.itemDetail(article.id),
          })),
        ]
      : [];
  const showList = expanded && suggestions.status !== 'idle';
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const optionId = (index: number) => `${id}-option-${index}`;
  const close = () => {
    setExpanded(false);
    setActive(-1);
  };
  const closeSearch = () => {
    close();
    setOpen(false);
    opener.current?.focus();
  };
  const go = (to: string) => {
    close();
    setOpen(false);
    setKeyword('');
    input.current?.blur();
    void navigate(to);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = showList ? options[active] : undefined;
    if (chosen) return go(chosen.to);
    const value = keyword.trim();
    if (value) go(paths.itemsSearch(value.slice(0, 100)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setExpanded(true);
      if (options.length === 0) return;
      const last = options.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (showList) close();
      else if (open) closeSearch();
      else setKeyword('');
    }
  };

  let status: string | null = null;
  if (suggestions.status === 'loading') status = text('shell.search.loading');
  else if (suggestions.status === 'error') status = text('shell.search.error');
  else if (suggestions.status === 'done' && options.length === 0) status = text('shell.search.none', { keyword: keyword.trim() });
  const activeOption = showList && active >= 0 && active < options.length ? optionId(active) : undefined;

  return (
    <div className={styles.search}>
      <button
        ref={opener}
        type="button"
        className={styles.opener}
        aria-label={text('shell.search.open')}
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </button>
      <form
        id={`${id}-form`}
        role="search"
        aria-label={text('shell.search.submit')}
        className={`${styles.form} ${open ? styles.open : ''}`}
        onSubmit={submit}
      >
        <label htmlFor={`${id}-input`} className={styles.label}>
          {text('shell.search.label')}
        </label>
        <div className={styles.field}>
          <input
            ref={input}
            id={`${id}-input`}
            type="search"
            role="combobox"
            className={styles.input}
            value={keyword}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={text('shell.search.placeholder')}
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={activeOption}
            onChange={(event) => {
              // A highlighted option belongs to the keyword it was shown for: a new keystroke clears it.
              setActive(-1);
              setKeyword(event.target.value);
              setExpanded(true);
            }}
            onFocus={() => setExpanded(true)}
            onBlur={(event) => {
              if (!event.currentTarget.form?.contains(event.relatedTarget as Node | null)) close();
            }}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={styles.submit} aria-label={text('shell.search.submit')}>
            <SearchIcon />
          </button>
          <button type="button" className={styles.closer} aria-label={text('shell.search.close')} onClick={closeSearch}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.popup} hidden={!showList}>
          <ul id={`${id}-listbox`} role="listbox" aria-label={text('shell.search.suggestions')} className={styles.listbox}>
            {options.map((option, index) => (
              <li
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`${styles.option} ${index === active ? styles.active : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(option.to)}
              >
                {option.kind === 'family' && <span className={styles.kind}>{text('shell.search.family')}</span>}
                <span>{option.label}</span>
              </li>
            ))}
          </ul>
          {status && <p className={styles.status}>{status}</p>}
        </div>
        <p className={styles.label} aria-live="polite">
          {showList && options.length > 0 ? text('shell.search.count', { count: options.length }) : (status ?? '')}
        </p>
      </form>
    </div>
  );
}
