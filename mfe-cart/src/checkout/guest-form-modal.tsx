import {
  applyGuestCountry,
  Button,
  EU_COUNTRIES,
  guestCustomerSchema,
  ITALIAN_PROVINCES,
  languageAtom,
  MESSAGES,
  Modal,
  type GuestCustomer,
  type GuestCustomerInput,
} from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './guest-form.module.css';

type Field = keyof GuestCustomerInput;

const EMPTY: GuestCustomerInput = { tipo_persona: 'F', cod_nazione_ope: 'IT', partita_iva_cee: '-' };

/** Key of the translated text of a contract message ('Campo obbligatorio' and the rest). */
const messageKey = (message: string) => {
  const entry = Object.entries(MESSAGES).find(([, text]) => text === message);
  return entry ? `error.${entry[0]}` : null;
};

export interface GuestFormModalProps {
  open: boolean;
  initial: GuestCustomer | null;
  onClose: () => void;
  onApply: (guest: GuestCustomer) => void;
}

/** 'Dati ospite': the guest buyer's data with the contract's rules and the country-change effects. */
export function GuestFormModal({ open, initial, onClose, onApply }: GuestFormModalProps) {
  const intl = useIntl();
  return (
    <Modal open={open} onClose={onClose} title={intl.formatMessage({ id: 'guest.title' })} size="large">
      <GuestForm initial={initial} onApply={onApply} />
    </Modal>
  );
}

function GuestForm({ initial, onApply }: Pick<GuestFormModalProps, 'initial' | 'onApply'>) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const language = useAtomValue(languageAtom);
  const formId = useId();
  const [guest, setGuest] = useState<GuestCustomerInput>(initial ?? EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const italian = (guest.cod_nazione_ope ?? 'IT') === 'IT';
  const company = guest.tipo_persona === 'G';

  const set = (field: Field, value: string) => setGuest((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = guestCustomerSchema.safeParse(guest);
    if (parsed.success) {
      setErrors({});
      onApply(parsed.data);
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      const key = messageKey(issue.message);
      found[field] ??= key ? text(key) : issue.message;
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  };

  const input = (field: Field, label: string, options: { type?: string; autoComplete?: string; readOnly?: boolean } = {}) => {
    const id = `${formId}-${field}`;
    const error = errors[field];
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={field}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          readOnly={options.readOnly}
          value={String(guest[field] ?? '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => set(field, event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.kind}>
        <legend>{text('guest.kind')}</legend>
        {(['F', 'G'] as const).map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name="tipo_persona"
              value={kind}
              checked={guest.tipo_persona === kind}
              onChange={() => setGuest((current) => ({ ...current, tipo_persona: kind }))}
            />
            {text(kind === 'F' ? 'guest.kind.person' : 'guest.kind.company')}
          </label>
        ))}
      </fieldset>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={`${formId}-cod_nazione_ope`}>{text('guest.country')}</label>
          <select
            id={`${formId}-cod_nazione_ope`}
            value={guest.cod_nazione_ope ?? 'IT'}
            onChange={(event) => setGuest((current) => applyGuestCountry(current, event.target.value))}
          >
            {EU_COUNTRIES.map((country) => (
              <option key={country.iso} value={country.iso}>
                {language === 'eng' ? country.en : country.it}
              </option>
            ))}
          </select>
        </div>
        {input('denominazione', text('guest.denominazione'), { autoComplete: company ? 'organization' : 'name' })}
        {input('email', text('guest.email'), { type: 'email', autoComplete: 'email' })}
        {input('telefono', text('guest.phone'), { type: 'tel', autoComplete: 'tel' })}
        {input('indirizzo_ope', text('guest.address'), { autoComplete: 'street-address' })}
        {input('cap_ope', text('guest.postalCode'), { autoComplete: 'postal-code' })}
        {input('comune_ope', text('guest.town'), { autoComplete: 'address-level2' })}
        {italian ? (
          <div className={styles.field}>
            <label htmlFor={`${formId}-sigla_provincia_ope`}>{text('guest.province')}</label>
            <select
              id={`${formId}-sigla_provincia_ope`}
              value={guest.sigla_provincia_ope ?? ''}
              aria-invalid={errors.sigla_provincia_ope ? true : undefined}
              aria-describedby={errors.sigla_provincia_ope ? `${formId}-sigla_provincia_ope-error` : undefined}
              onChange={(event) => set('sigla_provincia_ope', event.target.value)}
            >
              <option value="">{text('guest.province.choose')}</option>
              {ITALIAN_PROVINCES.map((province) => (
                <option key={province.code} value={province.code}>
                  {province.code} · {province.name}
                </option>
              ))}
            </select>
            {errors.sigla_provincia_ope && (
              <p id={`${formId}-sigla_provincia_ope-error`} className={styles.error}>
                {errors.sigla_provincia_ope}
              </p>
            )}
          </div>
        ) : (
          input('sigla_provincia_ope', text('guest.province'), { readOnly: true })
        )}
        {input('codice_fiscale', text('guest.codiceFiscale'))}
        {company && italian && input('partita_iva', text('guest.partitaIva'))}
        {company && !italian && input('partita_iva_cee', text('guest.partitaIvaCee'))}
        {company && italian && input('codice_destinatario_sdi', text('guest.sdi'))}
        {company && italian && input('email_pec', text('guest.pec'), { type: 'email' })}
      </div>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className={styles.error}>
          {text('guest.errors')}
        </p>
      )}
      <Button type="submit">{text('guest.apply')}</Button>
    </form>
  );
}
