import type { Articolo } from '@shop/shared';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import styles from './size-picker.module.css';

export interface SizeChoice {
  progSiglaTaglia: number;
  siglaTaglia: string;
  soldOut: boolean;
}

/** Every size the colour is made in, in the size table's order; a size with no piece left is sold out. */
export const sizesOfColour = (article: Pick<Articolo, 'taglie' | 'disponibilita'>, codColore: string): SizeChoice[] =>
  article.taglie.flatMap((size) => {
    const stock = article.disponibilita.find((d) => d.codColore === codColore && d.progSiglaTaglia === size.progSiglaTaglia);
    return stock ? [{ progSiglaTaglia: size.progSiglaTaglia, siglaTaglia: size.siglaTaglia, soldOut: stock.qta <= 0 }] : [];
  });

export interface SizePickerProps {
  name: string;
  sizes: SizeChoice[];
  value: number | null;
  onChange: (progSiglaTaglia: number) => void;
  labelledBy: string;
  describedBy?: string | undefined;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The sizes as a radio group: arrows move between them, a sold-out size stays choosable (to ask for
 * a notice) but is struck through, greyed and read as 'esaurita'.
 */
export function SizePicker({ name, sizes, value, onChange, labelledBy, describedBy, ref }: SizePickerProps) {
  const intl = useIntl();
  return (
    <div ref={ref} role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} className={styles.sizes}>
      {sizes.map((size) => (
        <label
          key={size.progSiglaTaglia}
          className={styles.size}
          data-sold-out={size.soldOut || undefined}
          title={size.soldOut ? intl.formatMessage({ id: 'catalog.detail.sizeSoldOut' }, { size: size.siglaTaglia }) : undefined}
        >
          <input
            type="radio"
            name={name}
            value={size.progSiglaTaglia}
            checked={value === size.progSiglaTaglia}
            onChange={() => onChange(size.progSiglaTaglia)}
            aria-label={
              size.soldOut ? `${size.siglaTaglia}, ${intl.formatMessage({ id: 'catalog.detail.soldOutSize' })}` : size.siglaTaglia
            }
            className={styles.radio}
          />
          <span className={styles.face} aria-hidden="true">
            <span className={styles.sigla}>{size.siglaTaglia}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
