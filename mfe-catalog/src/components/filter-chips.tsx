import type { ArticoloFacets } from '@shop/shared';
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { chosenCount, noSelection, type Selection } from './selection';
import styles from './filter-chips.module.css';

export interface FilterChipsProps {
  selection: Selection;
  facets: ArticoloFacets | undefined;
  onChange: (selection: Selection) => void;
}

interface Chip {
  key: string;
  label: string;
  remove: Selection;
}

/** The chosen filters as chips, each removable, and one button to clear them all. */
export function FilterChips({ selection, facets, onChange }: FilterChipsProps) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  /** The place of a chip just removed: focus moves to the chip that takes it (or the clear button). */
  const removed = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (removed.current === null || !box.current) return;
    const buttons = [...box.current.querySelectorAll('button')];
    buttons[Math.min(removed.current, buttons.length - 1)]?.focus();
    removed.current = null;
  });
  if (chosenCount(selection) === 0) return null;
  const colourName = (code: string) => facets?.colori.find((colour) => colour.codColore === code)?.desColore ?? code;
  const chips: Chip[] = [
    ...selection.colours.map((code) => ({
      key: `c:${code}`,
      label: colourName(code),
      remove: { ...selection, colours: selection.colours.filter((item) => item !== code) },
    })),
    ...selection.sizes.map((size) => ({
      key: `s:${size}`,
      label: size,
      remove: { ...selection, sizes: selection.sizes.filter((item) => item !== size) },
    })),
  ];
  if (selection.priceMin !== undefined) {
    chips.push({
      key: 'min',
      label: intl.formatMessage({ id: 'catalog.filters.chipMin' }, { price: selection.priceMin }),
      remove: { ...selection, priceMin: undefined },
    });
  }
  if (selection.priceMax !== undefined) {
    chips.push({
      key: 'max',
      label: intl.formatMessage({ id: 'catalog.filters.chipMax' }, { price: selection.priceMax }),
      remove: { ...selection, priceMax: undefined },
    });
  }

  return (
    <div className={styles.chips} ref={box}>
      <ul className={styles.list} aria-label={intl.formatMessage({ id: 'catalog.filters.chosen' })}>
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              className={styles.chip}
              aria-label={intl.formatMessage({ id: 'catalog.filters.remove' }, { filter: chip.label })}
              onClick={() => {
                removed.current = index;
                onChange(chip.remove);
              }}
            >
              {chip.label}
              <span aria-hidden="true" className={styles.cross}>
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={() => onChange(noSelection)}>
        {intl.formatMessage({ id: 'catalog.filters.reset' })}
      </button>
    </div>
  );
}
