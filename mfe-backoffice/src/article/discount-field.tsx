import { discountPercentSchema } from '@shop/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styles from '../pages/forms.module.css';

/** The typed percentage ('20,5') as a number, or SPEC's message. */
export function parseDiscount(text: string): { value: number } | { message: string } {
  const parsed = discountPercentSchema.safeParse(text);
  if (parsed.success) return { value: parsed.data };
  return { message: parsed.error.issues[0]?.message ?? 'Inserisci un valore numerico' };
}

interface DiscountFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field once the value was checked. */
  error: string | null;
}

/** The discount percentage input: a decimal with a comma, 0 to 90. */
export function DiscountField({ value, onChange, error }: DiscountFieldProps) {
  const intl = useIntl();
  const id = useId();
  const errorId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{intl.formatMessage({ id: 'backoffice.discount.label' })}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
