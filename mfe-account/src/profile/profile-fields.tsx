import type { Address } from '@shop/shared';
import { useIntl } from 'react-intl';
import { CheckField, TextField } from '../ui/field';
import styles from '../ui/form.module.css';
import { AddressFields } from './address-fields';
import { isItalianProfile, type ProfileValues } from './profile-values';

export interface ProfileFieldsProps {
  mode: 'create' | 'edit';
  values: ProfileValues;
  onChange: (update: (values: ProfileValues) => ProfileValues) => void;
  /** The fiscal (billing) country: fixed by registration step 1, never edited. */
  fixedCountry: string;
  errorOf: (path: string) => string | undefined;
  touch: (path: string) => void;
}

/** Every registration field of SPEC section 2, shared by step 2 of registration and account editing. */
export function ProfileFields({ mode, values, onChange, fixedCountry, errorOf, touch }: ProfileFieldsProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const creating = mode === 'create';
  const italian = isItalianProfile(values);
  const set =
    <K extends keyof ProfileValues>(key: K) =>
    (value: ProfileValues[K]) =>
      onChange((v) => ({ ...v, [key]: value }));
  const input = (
    name: 'name' | 'surname' | 'company' | 'codiceFiscale' | 'partitaIva' | 'codiceDestinatario' | 'pec' | 'phone' | 'mobile',
    label: string,
    extra: { autoComplete?: string; required?: boolean; type?: 'tel' | 'email'; maxLength?: number } = {},
  ) => (
    <TextField
      label={text(label)}
      name={name}
      value={values[name]}
      onChange={set(name)}
      onBlur={() => touch(name)}
      error={errorOf(name)}
      {...extra}
    />
  );
  // SPEC: a name or surname typed here fills the empty one of the address.
  const copyToAddress = (field: 'name' | 'surname') => {
    touch(field);
    onChange((v) => (v.destination[field] ? v : { ...v, destination: { ...v.destination, [field]: v[field] } }));
  };
  const toggleBilling = (differentShipping: boolean) =>
    onChange((v) => ({
      ...v,
      differentShipping,
      billing: differentShipping ? { ...v.billing, country: fixedCountry } : v.billing,
      destination: differentShipping ? v.destination : { ...v.destination, country: fixedCountry },
    }));

  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{text('profile.access')}</legend>
        <TextField label={text('form.email')} name="email" type="email" value={values.email} onChange={() => undefined} readOnly />
        {creating && (
          <TextField
            label={text('form.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            revealable
            value={values.password}
            onChange={set('password')}
            onBlur={() => touch('password')}
            error={errorOf('password')}
            hint={text('form.password.rules')}
          />
        )}
        <CheckField label={text('profile.newsletter')} name="newsletter" checked={values.newsletter} onChange={set('newsletter')} />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{text('profile.type')}</legend>
        {creating ? (
          <div className={styles.choices} role="radiogroup" aria-label={text('profile.type')}>
            {([false, true] as const).map((company) => (
              <label key={String(company)} className={styles.check}>
                <input type="radio" name="isCompany" checked={values.isCompany === company} onChange={() => set('isCompany')(company)} />
                <span>{text(company ? 'profile.company' : 'profile.private')}</span>
              </label>
            ))}
          </div>
        ) : (
          <p className={styles.text}>{text(values.isCompany ? 'profile.company' : 'profile.private')}</p>
        )}
        <div className={styles.grid}>
          <TextField
            label={text('form.name')}
            name="name"
            required
            autoComplete="given-name"
            value={values.name}
            onChange={set('name')}
            onBlur={() => copyToAddress('name')}
            error={errorOf('name')}
          />
          <TextField
            label={text('form.surname')}
            name="surname"
            required
            autoComplete="family-name"
            value={values.surname}
            onChange={set('surname')}
            onBlur={() => copyToAddress('surname')}
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
          {input('phone', 'form.phone', { required: creating, type: 'tel', autoComplete: 'tel' })}
          {input('mobile', 'form.mobile', { required: creating, type: 'tel', autoComplete: 'tel' })}
        </div>
      </fieldset>

      <AddressFields
        path="destination"
        legend={text(values.differentShipping ? 'profile.shipping' : 'profile.shippingAndBilling')}
        address={values.destination}
        onChange={(destination: Address) => onChange((v) => ({ ...v, destination }))}
        countryEditable={values.differentShipping}
        errorOf={errorOf}
        touch={touch}
      />
      <CheckField
        label={text('profile.differentBilling')}
        name="differentShipping"
        checked={values.differentShipping}
        onChange={toggleBilling}
      />
      {errorOf('billing') && <p className={styles.error}>{errorOf('billing')}</p>}
      {values.differentShipping && (
        <AddressFields
          path="billing"
          legend={text('profile.billing')}
          address={values.billing}
          onChange={(billing: Address) => onChange((v) => ({ ...v, billing }))}
          countryEditable={false}
          errorOf={errorOf}
          touch={touch}
        />
      )}
      {creating && (
        <CheckField
          label={text('profile.privacy')}
          name="privacy"
          checked={values.privacy}
          onChange={(privacy) => {
            touch('privacy');
            set('privacy')(privacy);
          }}
          error={errorOf('privacy')}
        />
      )}
    </>
  );
}
