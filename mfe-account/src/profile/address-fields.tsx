import { countryName, EU_COUNTRIES, isItaly, ITALIAN_PROVINCES, languageAtom, shopStore, type Address } from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { SelectField, TextField } from '../ui/field';
import styles from '../ui/form.module.css';

export interface AddressFieldsProps {
  path: 'destination' | 'billing';
  legend: string;
  address: Address;
  onChange: (address: Address) => void;
  countryEditable: boolean;
  errorOf: (path: string) => string | undefined;
  touch: (path: string) => void;
}

/** Name, surname, street, postal code, town, province (Italy), country and phone of one address. */
export function AddressFields({ path, legend, address, onChange, countryEditable, errorOf, touch }: AddressFieldsProps) {
  const intl = useIntl();
  const language = useAtomValue(languageAtom, { store: shopStore });
  const text = (id: string) => intl.formatMessage({ id });
  const set = (field: keyof Address) => (value: string) => onChange({ ...address, [field]: value });
  const field = (name: keyof Address, label: string, extra: { autoComplete?: string; required?: boolean; type?: 'tel' } = {}) => (
    <TextField
      label={text(label)}
      name={`${path}.${name}`}
      value={address[name]}
      onChange={set(name)}
      onBlur={() => touch(`${path}.${name}`)}
      error={errorOf(`${path}.${name}`)}
      {...extra}
    />
  );
  const section = path === 'billing' ? 'billing' : 'shipping';
  const italian = isItaly(address.country);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        {field('name', 'form.name', { autoComplete: `section-${section} given-name` })}
        {field('surname', 'form.surname', { autoComplete: `section-${section} family-name` })}
      </div>
      {field('address', 'form.address', { autoComplete: `section-${section} street-address`, required: true })}
      <div className={styles.grid}>
        {field('postalCode', 'form.postalCode', { autoComplete: `section-${section} postal-code`, required: true })}
        {field('town', 'form.town', { autoComplete: `section-${section} address-level2`, required: true })}
      </div>
      <div className={styles.grid}>
        {italian && (
          <SelectField
            label={text('form.province')}
            name={`${path}.state`}
            required
            value={address.state.toUpperCase()}
            onChange={set('state')}
            onBlur={() => touch(`${path}.state`)}
            error={errorOf(`${path}.state`)}
            placeholder={text('form.choose')}
            options={ITALIAN_PROVINCES.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))}
          />
        )}
        {countryEditable ? (
          <SelectField
            label={text('form.country')}
            name={`${path}.country`}
            required
            value={address.country}
            onChange={(country) => onChange({ ...address, country, state: isItaly(country) ? '' : address.state })}
            onBlur={() => touch(`${path}.country`)}
            error={errorOf(`${path}.country`)}
            options={EU_COUNTRIES.map((c) => ({ value: c.iso, label: language === 'eng' ? c.en : c.it }))}
          />
        ) : (
          <TextField
            label={text('form.country')}
            name={`${path}.country`}
            value={countryName(address.country, language)}
            onChange={() => undefined}
            readOnly
          />
        )}
      </div>
      {field('phone', 'form.phone', { autoComplete: `section-${section} tel`, type: 'tel' })}
    </fieldset>
  );
}
