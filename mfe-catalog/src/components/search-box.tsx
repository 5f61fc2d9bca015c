import { paths } from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styles from './search-box.module.css';

/** 'Cerca un articolo': goes to /items/search/{keyword}. */
export function SearchBox({ initial = '' }: { initial?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const [keyword, setKeyword] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = keyword.trim();
    if (value) void navigate(paths.itemsSearch(value.slice(0, 100)));
  };
  const label = intl.formatMessage({ id: 'catalog.searchBox.label' });
  return (
    <form role="search" aria-label={label} className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={keyword}
        maxLength={100}
        placeholder={intl.formatMessage({ id: 'catalog.searchBox.placeholder' })}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" className={styles.button}>
        {intl.formatMessage({ id: 'catalog.searchBox.submit' })}
      </button>
    </form>
  );
}
