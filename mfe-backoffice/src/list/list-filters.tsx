import { Button, groupingCodes, localName, type FamigliaArticolo } from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './list.module.css';
import forms from '../pages/forms.module.css';

interface ListFiltersProps {
  params: URLSearchParams;
  families: FamigliaArticolo[];
  onChange: (changes: Record<string, string | null>) => void;
}

/** Quick search and article code (applied on submit); discounted, type and family (applied at once). */
export function ListFilters({ params, families, onChange }: ListFiltersProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const ids = { q: useId(), cod: useId(), scontati: useId(), tipo: useId(), famiglia: useId() };
  const [keyword, setKeyword] = useState(params.get('q') ?? '');
  const [code, setCode] = useState(params.get('cod') ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: keyword.trim() || null, cod: code.trim() || null });
  };

  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label={t('backoffice.filters')}>
      <div className={forms.field}>
        <label htmlFor={ids.q}>{t('backoffice.filter.keyword')}</label>
        <input id={ids.q} type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      </div>
      <div className={forms.field}>
        <label htmlFor={ids.cod}>{t('backoffice.filter.code')}</label>
        <input id={ids.cod} value={code} onChange={(e) => setCode(e.target.value)} />
      </div>
      <div className={forms.field}>
        <label htmlFor={ids.scontati}>{t('backoffice.filter.discounted')}</label>
        <select id={ids.scontati} value={params.get('scontati') ?? ''} onChange={(e) => onChange({ scontati: e.target.value || null })}>
          <option value="">{t('backoffice.filter.any')}</option>
          <option value="si">{t('backoffice.filter.discountedYes')}</option>
          <option value="no">{t('backoffice.filter.discountedNo')}</option>
        </select>
      </div>
      <div className={forms.field}>
        <label htmlFor={ids.tipo}>{t('backoffice.filter.type')}</label>
        <select id={ids.tipo} value={params.get('tipo') ?? ''} onChange={(e) => onChange({ tipo: e.target.value || null })}>
          <option value="">{t('backoffice.filter.any')}</option>
          {groupingCodes.map((code) => (
            <option key={code} value={code}>
              {t(`backoffice.type.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={forms.field}>
        <label htmlFor={ids.famiglia}>{t('backoffice.filter.family')}</label>
        <select id={ids.famiglia} value={params.get('famiglia') ?? ''} onChange={(e) => onChange({ famiglia: e.target.value || null })}>
          <option value="">{t('backoffice.filter.any')}</option>
          {families.map((family) => (
            <option key={family.codFamigliaArticolo} value={family.codFamigliaArticolo}>
              {familyName(family.desFamigliaArticolo, intl.locale)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterActions}>
        <Button type="submit">{t('backoffice.filter.search')}</Button>
      </div>
    </form>
  );
}

/** Catalogue names are 'Italiano/English': the part of the interface's language. */
export const familyName = (name: string, locale: string): string => localName(name, locale.startsWith('en') ? 'eng' : 'ita');
