import { groupingCodes, localName, type FamigliaArticolo } from '@shop/shared';
import { SelectField, TextField } from '@shop/shared/forms';
import { useIntl } from 'react-intl';
import { chosenFilter, FilterBar, useTypedFilters } from './filter-bar';

interface ListFiltersProps {
  params: URLSearchParams;
  families: FamigliaArticolo[];
  onChange: (changes: Record<string, string | null>) => void;
}

/** Quick search and article code (applied on submit); discounted, type and family (applied at once). */
export function ListFilters({ params, families, onChange }: ListFiltersProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const typed = useTypedFilters(params, ['q', 'cod']);
  const any = t('backoffice.filter.any');

  return (
    <FilterBar label={t('backoffice.filters')} onSearch={() => onChange(typed.changes())}>
      <TextField label={t('backoffice.filter.keyword')} type="search" {...typed.field('q')} />
      <TextField label={t('backoffice.filter.code')} {...typed.field('cod')} />
      <SelectField
        label={t('backoffice.filter.discounted')}
        placeholder={any}
        options={[
          { value: 'si', label: t('backoffice.filter.discountedYes') },
          { value: 'no', label: t('backoffice.filter.discountedNo') },
        ]}
        {...chosenFilter(params, 'scontati', onChange)}
      />
      <SelectField
        label={t('backoffice.filter.type')}
        placeholder={any}
        options={groupingCodes.map((code) => ({ value: code, label: t(`backoffice.type.${code}`) }))}
        {...chosenFilter(params, 'tipo', onChange)}
      />
      <SelectField
        label={t('backoffice.filter.family')}
        placeholder={any}
        options={families.map((family) => ({
          value: family.codFamigliaArticolo,
          label: familyName(family.desFamigliaArticolo, intl.locale),
        }))}
        {...chosenFilter(params, 'famiglia', onChange)}
      />
    </FilterBar>
  );
}

/** Catalogue names are 'Italiano/English': the part of the interface's language. */
export const familyName = (name: string, locale: string): string => localName(name, locale.startsWith('en') ? 'eng' : 'ita');
