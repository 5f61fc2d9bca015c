import { countryName, EU_COUNTRIES, isItaly, languageAtom, shopStore, type Address } from '@shop/shared';
import { PhoneField, ProvinceSelect, SelectField, TextField, type ContractForm } from '@shop/shared/forms';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import styles from '../ui/form.module.css';
import type { ProfileValues } from './profile-values';

export interface AddressFieldsProps {
  path: 'destination' | 'billing';
  legend: string;
  form: ContractForm<ProfileValues>;
  countryEditable: boolean;
}

/** Name, surname, street, postal code, town, province (Italy), country and phone of one address. */
export function AddressFields({ path, legend, form, countryEditable }: AddressFieldsProps) {
  const intl = useIntl();
  const language = useAtomValue(languageAtom, { store: shopStore });
  const text = (id: string) => intl.formatMessage({ id });
  const { register, errorOf, setValue, watch } = form;
  const country = watch(`${path}.country`);
  const field = (
    name: Exclude<keyof Address, 'country' | 'state'>,
    label: string,
    extra: { autoComplete?: string; required?: boolean } = {},
  ) => <TextField label={text(label)} {...register(`${path}.${name}`)} error={errorOf(`${path}.${name}`)} {...extra} />;
  const section = path === 'billing' ? 'billing' : 'shipping';
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
        {isItaly(country) && (
          <ProvinceSelect label={text('form.province')} required {...register(`${path}.state`)} error={errorOf(`${path}.state`)} />
        )}
        {countryEditable ? (
          <SelectField
            label={text('form.country')}
            required
            {...register(`${path}.country`, {
              onChange: (event: { target: HTMLSelectElement }) => {
                if (isItaly(event.target.value)) setValue(`${path}.state`, '');
              },
            })}
            error={errorOf(`${path}.country`)}
            options={EU_COUNTRIES.map((c) => ({ value: c.iso, label: language === 'eng' ? c.en : c.it }))}
          />
        ) : (
          <TextField label={text('form.country')} name={`${path}.country`} value={countryName(country, language)} readOnly />
        )}
      </div>
      <PhoneField
        label={text('form.phone')}
        autoComplete={`section-${section} tel`}
        {...register(`${path}.phone`)}
        error={errorOf(`${path}.phone`)}
      />
    </fieldset>
  );
}
