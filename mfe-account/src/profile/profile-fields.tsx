import { useMessageText } from '@shop/shared';
import { CheckField, PasswordField, PhoneField, RadioField, TextField, type ContractForm } from '@shop/shared/forms';
import { useIntl } from 'react-intl';
import styles from '../ui/form.module.css';
import { AddressFields } from './address-fields';
import { isItalianProfile, type ProfileValues } from './profile-values';

export interface ProfileFieldsProps {
  mode: 'create' | 'edit';
  form: ContractForm<ProfileValues>;
  /** The fiscal (billing) country: fixed by registration step 1, never edited. */
  fixedCountry: string;
}

type TextName = 'name' | 'surname' | 'company' | 'codiceFiscale' | 'partitaIva' | 'codiceDestinatario' | 'pec';

/** Rules across fields: an Italian company needs the recipient code or the PEC (the error sits on the code). */
const crossChecked: Partial<Record<TextName, TextName[]>> = { pec: ['codiceDestinatario'], codiceDestinatario: ['pec'] };

/** Every registration field of SPEC section 2, shared by step 2 of registration and account editing. */
export function ProfileFields({ mode, form, fixedCountry }: ProfileFieldsProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const message = useMessageText();
  const { register, errorOf, setValue, getValues, watch } = form;
  const creating = mode === 'create';
  const values = watch();
  const italian = isItalianProfile(values);
  const input = (
    name: TextName,
    label: string,
    extra: { autoComplete?: string; required?: boolean; type?: 'email'; maxLength?: number } = {},
  ) => <TextField label={text(label)} {...register(name, { deps: crossChecked[name] })} error={errorOf(name)} {...extra} />;
  const phone = (name: 'phone' | 'mobile', label: string) => (
    <PhoneField label={text(label)} {...register(name)} error={errorOf(name)} required={creating} />
  );
  // SPEC: a name or surname typed here fills the empty one of the address.
  const copyToAddress = (field: 'name' | 'surname') => {
    if (!getValues(`destination.${field}`)) setValue(`destination.${field}`, getValues(field));
  };
  const toggleBilling = (differentShipping: boolean) => {
    if (differentShipping) setValue('billing.country', fixedCountry);
    else setValue('destination.country', fixedCountry);
  };

  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{text('profile.access')}</legend>
        <TextField label={text('form.email')} name="email" type="email" value={values.email} readOnly />
        {creating && (
          <PasswordField
            label={text('form.password')}
            autoComplete="new-password"
            required
            {...register('password')}
            error={errorOf('password')}
            hint={text('form.password.rules')}
          />
        )}
        <CheckField label={text('profile.newsletter')} {...register('newsletter')} />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{text('profile.type')}</legend>
        {creating ? (
          <div className={styles.choices} role="radiogroup" aria-label={text('profile.type')}>
            {([false, true] as const).map((company) => (
              <RadioField
                key={String(company)}
                label={text(company ? 'profile.company' : 'profile.private')}
                name="isCompany"
                checked={values.isCompany === company}
                onChange={() => setValue('isCompany', company, { shouldDirty: true })}
              />
            ))}
          </div>
        ) : (
          <p className={styles.text}>{text(values.isCompany ? 'profile.company' : 'profile.private')}</p>
        )}
        <div className={styles.grid}>
          <TextField
            label={text('form.name')}
            required
            autoComplete="given-name"
            {...register('name', { onBlur: () => copyToAddress('name') })}
            error={errorOf('name')}
          />
          <TextField
            label={text('form.surname')}
            required
            autoComplete="family-name"
            {...register('surname', { onBlur: () => copyToAddress('surname') })}
            error={errorOf('surname')}
          />
        </div>
        {values.isCompany && input('company', 'form.company', { required: true, autoComplete: 'organization' })}
        {italian && input('codiceFiscale', 'form.codiceFiscale', { required: true, maxLength: 16 })}
        {values.isCompany && input('partitaIva', italian ? 'form.partitaIva' : 'form.partitaIvaCee', { required: true, maxLength: 20 })}
        {values.isCompany && italian && (
          <div className={styles.grid}>
            {input('codiceDestinatario', 'form.codiceDestinatario', { maxLength: 7 })}
            {input('pec', 'form.pec', { type: 'email' })}
          </div>
        )}
        <div className={styles.grid}>
          {phone('phone', 'form.phone')}
          {phone('mobile', 'form.mobile')}
        </div>
      </fieldset>

      <AddressFields
        path="destination"
        legend={text(values.differentShipping ? 'profile.shipping' : 'profile.shippingAndBilling')}
        form={form}
        countryEditable={values.differentShipping}
      />
      <CheckField
        label={text('profile.differentBilling')}
        {...register('differentShipping', { onChange: (event: { target: HTMLInputElement }) => toggleBilling(event.target.checked) })}
      />
      {errorOf('billing') && <p className={styles.error}>{message(errorOf('billing') ?? '')}</p>}
      {values.differentShipping && <AddressFields path="billing" legend={text('profile.billing')} form={form} countryEditable={false} />}
      {creating && <CheckField label={text('profile.privacy')} {...register('privacy')} error={errorOf('privacy')} />}
    </>
  );
}
