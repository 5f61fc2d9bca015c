import { Button } from '@shop/shared';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './list.module.css';

/**
 * A list's filters typed into a field (a TextField), named by their URL parameter: kept as typed,
 * applied together on 'Cerca', trimmed, an empty one removed from the URL.
 */
export function useTypedFilters<Name extends string>(params: URLSearchParams, names: readonly Name[]) {
  const [typed, setTyped] = useState(() => Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<Name, string>);
  return {
    /** The value and the change of one filter's field. */
    field: (name: Name) => ({
      value: typed[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setTyped((current) => ({ ...current, [name]: value }));
      },
    }),
    /** What 'Cerca' changes in the URL. */
    changes: (): Record<string, string | null> => Object.fromEntries(names.map((name) => [name, typed[name].trim() || null])),
  };
}

/**
 * The value and the change of a filter chosen from a list (a SelectField), named by its URL
 * parameter: applied at once, the empty choice removes it.
 */
export const chosenFilter = (params: URLSearchParams, name: string, onChange: (changes: Record<string, string | null>) => void) => ({
  value: params.get(name) ?? '',
  onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange({ [name]: event.target.value || null }),
});

interface FilterBarProps {
  /** The search landmark's name. */
  label: string;
  /** 'Cerca': applies the typed filters. */
  onSearch: () => void;
  /** The bar's own grid, where a list lays out its filters otherwise. */
  className?: string;
  /** The fields. */
  children: ReactNode;
}

/** A list's filters over it, in a search landmark: the fields, then 'Cerca'. */
export function FilterBar({ label, onSearch, className = styles.filters, children }: FilterBarProps) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form className={className} onSubmit={submit} role="search" aria-label={label}>
      {children}
      <div className={styles.filterActions}>
        <Button type="submit">{intl.formatMessage({ id: 'backoffice.filter.search' })}</Button>
      </div>
    </form>
  );
}
