import { Button, orderStatuses, useStatusLabels } from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ORDER_PARAMS } from './order-query';
import styles from './orders.module.css';
import forms from '../pages/forms.module.css';

interface OrderFiltersProps {
  params: URLSearchParams;
  onChange: (changes: Record<string, string | null>) => void;
}

/** Buyer, order number and dates (applied on submit); status and sort (applied at once). */
export function OrderFilters({ params, onChange }: OrderFiltersProps) {
  const statuses = useStatusLabels();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const ids = { buyer: useId(), order: useId(), from: useId(), to: useId(), status: useId(), sort: useId() };
  const [buyer, setBuyer] = useState(params.get(ORDER_PARAMS.buyer) ?? '');
  const [orderId, setOrderId] = useState(params.get(ORDER_PARAMS.orderId) ?? '');
  const [from, setFrom] = useState(params.get(ORDER_PARAMS.from) ?? '');
  const [to, setTo] = useState(params.get(ORDER_PARAMS.to) ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      [ORDER_PARAMS.buyer]: buyer.trim() || null,
      [ORDER_PARAMS.orderId]: orderId.trim() || null,
      [ORDER_PARAMS.from]: from || null,
      [ORDER_PARAMS.to]: to || null,
    });
  };

  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label={t('backoffice.orders.filters')}>
      <div className={forms.field}>
        <label htmlFor={ids.buyer}>{t('backoffice.orders.filter.buyer')}</label>
        <input id={ids.buyer} type="search" maxLength={100} value={buyer} onChange={(e) => setBuyer(e.target.value)} />
      </div>
      <div className={forms.field}>
        <label htmlFor={ids.order}>{t('backoffice.orders.filter.order')}</label>
        <input id={ids.order} maxLength={30} value={orderId} onChange={(e) => setOrderId(e.target.value)} />
      </div>
      <div className={forms.field}>
        <label htmlFor={ids.from}>{t('backoffice.orders.filter.from')}</label>
        <input id={ids.from} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div className={forms.field}>
        <label htmlFor={ids.to}>{t('backoffice.orders.filter.to')}</label>
        <input id={ids.to} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <div className={forms.field}>
        <label htmlFor={ids.status}>{t('backoffice.orders.filter.status')}</label>
        <select
          id={ids.status}
          value={params.get(ORDER_PARAMS.status) ?? ''}
          onChange={(e) => onChange({ [ORDER_PARAMS.status]: e.target.value || null })}
        >
          <option value="">{t('backoffice.filter.any')}</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {statuses.order(status)}
            </option>
          ))}
        </select>
      </div>
      <div className={forms.field}>
        <label htmlFor={ids.sort}>{t('backoffice.orders.filter.sort')}</label>
        <select
          id={ids.sort}
          value={params.get(ORDER_PARAMS.sort) === 'oldest' ? 'oldest' : 'newest'}
          onChange={(e) => onChange({ [ORDER_PARAMS.sort]: e.target.value === 'oldest' ? 'oldest' : null })}
        >
          <option value="newest">{t('backoffice.orders.sort.newest')}</option>
          <option value="oldest">{t('backoffice.orders.sort.oldest')}</option>
        </select>
      </div>
      <div className={styles.filterActions}>
        <Button type="submit">{t('backoffice.filter.search')}</Button>
      </div>
    </form>
  );
}
