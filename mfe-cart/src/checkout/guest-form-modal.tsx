import {
  applyGuestCountry,
  Button,
  EU_COUNTRIES,
  guestCustomerSchema,
  languageAtom,
  Modal,
  type GuestCustomer,
  type GuestCustomerInput,
} from '@shop/shared';
import { PhoneField, ProvinceSelect, SelectField, TextField, useContractForm } from '@shop/shared/forms';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import styles from './guest-form.module.css';

type Field = keyof GuestCustomerInput;

const EMPTY: GuestCustomerInput = { tipo_persona: 'F', cod_nazione_ope: 'IT', partita_iva_cee: '-' };

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
  const form = useContractForm<GuestCustomerInput>({ schema: guestCustomerSchema, defaultValues: initial ?? EMPTY });
  const { register, errorOf, setValue, getValues, watch } = form;
  const italian = (watch('cod_nazione_ope') ?? 'IT') === 'IT';
  const company = watch('tipo_persona') === 'G';

  // SPEC 'Guest country change': the contract's effects on the province, tax codes and PEC.
  const changeCountry = (country: string) => {
    const next = applyGuestCountry(getValues(), country);
    for (const field of Object.keys(next) as Field[]) if (next[field] !== getValues(field)) setValue(field, next[field]);
  };
  const submit = form.handleSubmit((values) => onApply(guestCustomerSchema.parse(values)));

  const input = (field: Field, label: string, options: { type?: string; autoComplete?: string; readOnly?: boolean } = {}) => (
    <TextField
      label={label}
      type={options.type}
      autoComplete={options.autoComplete}
      readOnly={options.readOnly}
      {...register(field)}
      error={errorOf(field)}
    />
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.kind}>
        <legend>{text('guest.kind')}</legend>
        {(['F', 'G'] as const).map((kind) => (
          <label key={kind}>
            <input type="radio" value={kind} {...register('tipo_persona')} />
            {text(kind === 'F' ? 'guest.kind.person' : 'guest.kind.company')}
          </label>
        ))}
      </fieldset>
      <div className={styles.grid}>
        <SelectField
          label={text('guest.country')}
          {...register('cod_nazione_ope', { onChange: (event: { target: HTMLSelectElement }) => changeCountry(event.target.value) })}
          options={EU_COUNTRIES.map((country) => ({ value: country.iso, label: language === 'eng' ? country.en : country.it }))}
        />
        {input('denominazione', text('guest.denominazione'), { autoComplete: company ? 'organization' : 'name' })}
        {input('email', text('guest.email'), { type: 'email', autoComplete: 'email' })}
        <PhoneField label={text('guest.phone')} {...register('telefono')} error={errorOf('telefono')} />
        {input('indirizzo_ope', text('guest.address'), { autoComplete: 'street-address' })}
        {input('cap_ope', text('guest.postalCode'), { autoComplete: 'postal-code' })}
        {input('comune_ope', text('guest.town'), { autoComplete: 'address-level2' })}
        {italian ? (
          <ProvinceSelect
            label={text('guest.province')}
            placeholder={text('guest.province.choose')}
            {...register('sigla_provincia_ope')}
            error={errorOf('sigla_provincia_ope')}
          />
        ) : (
          input('sigla_provincia_ope', text('guest.province'), { readOnly: true })
        )}
        {input('codice_fiscale', text('guest.codiceFiscale'))}
        {company && italian && input('partita_iva', text('guest.partitaIva'))}
        {company && !italian && input('partita_iva_cee', text('guest.partitaIvaCee'))}
        {company && italian && input('codice_destinatario_sdi', text('guest.sdi'))}
        {company && italian && input('email_pec', text('guest.pec'), { type: 'email' })}
      </div>
      {form.formState.isSubmitted && Object.keys(form.formState.errors).length > 0 && (
        <p role="alert" className={styles.error}>
          {text('guest.errors')}
        </p>
      )}
      <Button type="submit">{text('guest.apply')}</Button>
    </form>
  );
}
