import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useIntl } from 'react-intl';
import { ITALIAN_PROVINCES } from '../data/provinces';
import { useMessageText } from '../i18n/message-text';
import { classNames } from '../ui/class-names';
import styles from './fields.module.css';

/** What every field shows around its control: a label, an optional description and its error. */
export interface FieldFrameProps {
  label: ReactNode;
  /** A message key of the contracts (or a server's text); the form decides when (once touched). */
  error?: string | undefined;
  /** A description read with the field (e.g. the password rules). */
  hint?: ReactNode;
  required?: boolean | undefined;
}

/** The ids that tie a control to its description and error for screen readers. */
function useFieldIds(error: string | undefined, hint: ReactNode) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return { id, describedBy, invalid: error ? true : undefined };
}

/**
 * The class of a form whose fields keep a line for their error even while they have none: an error
 * appearing as the shopper leaves a field then moves nothing below it, so the next click lands where
 * it was aimed (a long form such as the registration's).
 */
export const RESERVED_ERROR_SPACE = styles.reserveErrors ?? '';

function FieldNotes({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  const text = useMessageText();
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {/* Always there, empty without an error: a form with RESERVED_ERROR_SPACE keeps its line, so nothing moves as one appears. */}
      <p id={error ? `${id}-error` : undefined} className={styles.error} aria-hidden={error ? undefined : true}>
        {error ? text(error) : ''}
      </p>
    </>
  );
}

function FieldLabel({ id, label, required }: { id: string; label: ReactNode; required?: boolean | undefined }) {
  return (
    <label className={styles.label} htmlFor={id}>
      {label}
      {required && ' *'}
    </label>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'required'>;

export interface TextFieldProps extends FieldFrameProps, InputProps {
  ref?: Ref<HTMLInputElement>;
  /** A fixed text shown before the control (e.g. a dial prefix). */
  prefix?: string | undefined;
  /** A control after the input (the password's show/hide button). */
  after?: ReactNode;
}

/** A labelled input; spread react-hook-form's `register(name)` into it or pass value and onChange. */
export function TextField({ label, error, hint, required, prefix, after, ref, type = 'text', ...input }: TextFieldProps) {
  const { id, describedBy, invalid } = useFieldIds(error, hint);
  return (
    <div className={classNames(styles.field, error && styles.invalid)}>
      <FieldLabel id={id} label={label} required={required} />
      <div className={styles.control}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          ref={ref}
          id={id}
          className={styles.input}
          type={type}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
        />
        {after}
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'after'>) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      after={
        <button type="button" className={styles.toggle} onClick={() => setShown((v) => !v)} aria-pressed={shown}>
          {intl.formatMessage({ id: shown ? 'ui.form.hide' : 'ui.form.show' })}
        </button>
      }
    />
  );
}

/** A telephone number; the country's dial prefix either starts the value or is shown before it. */
export function PhoneField({ dialPrefix, ...props }: Omit<TextFieldProps, 'type' | 'prefix'> & { dialPrefix?: string }) {
  return <TextField autoComplete="tel" inputMode="tel" {...props} type="tel" prefix={dialPrefix} />;
}

export interface TextAreaFieldProps extends FieldFrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text. */
export function TextAreaField({ label, error, hint, required, ref, ...textarea }: TextAreaFieldProps) {
  const { id, describedBy, invalid } = useFieldIds(error, hint);
  return (
    <div className={classNames(styles.field, error && styles.invalid)}>
      <FieldLabel id={id} label={label} required={required} />
      <div className={styles.control}>
        <textarea
          ref={ref}
          id={id}
          className={classNames(styles.input, styles.multiline)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...textarea}
        />
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

export interface SelectFieldProps extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> {
  ref?: Ref<HTMLSelectElement>;
  options: readonly { value: string; label: string }[];
  /** The empty first choice ('Scegli…'); without it the first option is preselected. */
  placeholder?: string | undefined;
}

export function SelectField({ label, error, hint, required, options, placeholder, ref, ...select }: SelectFieldProps) {
  const { id, describedBy, invalid } = useFieldIds(error, hint);
  return (
    <div className={classNames(styles.field, error && styles.invalid)}>
      <FieldLabel id={id} label={label} required={required} />
      <div className={styles.control}>
        <select
          ref={ref}
          id={id}
          className={styles.input}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

const provinceOptions = ITALIAN_PROVINCES.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }));

/** The Italian provinces by their two-letter code. */
export function ProvinceSelect(props: Omit<SelectFieldProps, 'options'>) {
  const intl = useIntl();
  return <SelectField placeholder={intl.formatMessage({ id: 'ui.form.choose' })} {...props} options={provinceOptions} />;
}

export interface CheckFieldProps extends FieldFrameProps, Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it; its error and description are tied to it like any field's. */
export function CheckField({ label, error, hint, required, ref, ...input }: CheckFieldProps) {
  const { id, describedBy, invalid } = useFieldIds(error, hint);
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input ref={ref} id={id} type="checkbox" required={required} aria-invalid={invalid} aria-describedby={describedBy} {...input} />
        <span>{label}</span>
      </label>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

export interface RadioFieldProps extends Omit<InputProps, 'type'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** One choice of a radio group, its label beside it; the group's fieldset or radiogroup names them all. */
export function RadioField({ label, ref, ...input }: RadioFieldProps) {
  return (
    <label className={styles.check}>
      <input ref={ref} type="radio" {...input} />
      <span>{label}</span>
    </label>
  );
}
