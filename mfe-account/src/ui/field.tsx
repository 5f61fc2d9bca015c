import { classNames } from '@shop/shared';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './form.module.css';

interface BaseProps {
  label: string;
  name: string;
  /** The error to show; the caller decides when (once the field is touched). */
  error?: string | undefined;
  hint?: ReactNode;
}

export interface TextFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  readOnly?: boolean;
  required?: boolean;
  prefix?: string;
  maxLength?: number;
  /** Adds a show/hide button to a password field. */
  revealable?: boolean;
}

/** A labelled input whose error is tied to it for screen readers. */
export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  type = 'text',
  error,
  hint,
  prefix,
  revealable,
  required,
  ...rest
}: TextFieldProps) {
  const intl = useIntl();
  const id = useId();
  const [shown, setShown] = useState(false);
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classNames(styles.field, error && styles.invalid)}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && ' *'}
      </label>
      <div className={styles.control}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          className={styles.input}
          name={name}
          type={revealable && shown ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...rest}
        />
        {revealable && (
          <button type="button" className={styles.toggle} onClick={() => setShown((v) => !v)} aria-pressed={shown} aria-controls={id}>
            {intl.formatMessage({ id: shown ? 'form.password.hide' : 'form.password.show' })}
          </button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface SelectFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
}

export function SelectField({ label, name, value, onChange, onBlur, options, error, disabled, required, placeholder }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={classNames(styles.field, error && styles.invalid)}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && ' *'}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={styles.input}
          name={name}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface CheckFieldProps {
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function CheckField({ label, name, checked, onChange, error, disabled }: CheckFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
