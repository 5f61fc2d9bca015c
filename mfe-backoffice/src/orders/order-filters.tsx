import { orderStatuses, useStatusLabels } from '@shop/shared';
import { SelectField, TextField } from '@shop/shared/forms';
import { useIntl } from 'react-intl';
import { chosenFilter, FilterBar, useTypedFilters } from '../list/filter-bar';
import { ORDER_PARAMS } from './order-query';
import styles from './orders.module.css';

interface OrderFiltersProps {
  params: URLSearchParams;
  onChange: (changes: Record<string, string | null>) => void;
}

/** Buyer, order number and dates (applied on submit); status and sort (applied at once). */
export function OrderFilters({ params, onChange }: OrderFiltersProps) {
  const statuses = useStatusLabels();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const typed = useTypedFilters(params, [ORDER_PARAMS.buyer, ORDER_PARAMS.orderId, ORDER_PARAMS.from, ORDER_PARAMS.to]);

  return (
    <FilterBar label={t('backoffice.orders.filters')} className={styles.filters} onSearch={() => onChange(typed.changes())}>
      <TextField label={t('backoffice.orders.filter.buyer')} type="search" maxLength={100} {...typed.field(ORDER_PARAMS.buyer)} />
      <TextField label={t('backoffice.orders.filter.order')} maxLength={30} {...typed.field(ORDER_PARAMS.orderId)} />
      <TextField label={t('backoffice.orders.filter.from')} type="date" {...typed.field(ORDER_PARAMS.from)} />
      <TextField label={t('backoffice.orders.filter.to')} type="date" {...typed.field(ORDER_PARAMS.to)} />
      <SelectField
        label={t('backoffice.orders.filter.status')}
        placeholder={t('backoffice.filter.any')}
        options={orderStatuses.map((status) => ({ value: status, label: statuses.order(status) }))}
        {...chosenFilter(params, ORDER_PARAMS.status, onChange)}
      />
      <SelectField
        label={t('backoffice.orders.filter.sort')}
        options={[
          { value: 'newest', label: t('backoffice.orders.sort.newest') },
          { value: 'oldest', label: t('backoffice.orders.sort.oldest') },
        ]}
        value={params.get(ORDER_PARAMS.sort) === 'oldest' ? 'oldest' : 'newest'}
        onChange={(event) => onChange({ [ORDER_PARAMS.sort]: event.target.value === 'oldest' ? 'oldest' : null })}
      />
    </FilterBar>
  );
}
