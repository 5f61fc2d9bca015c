import { orderDeliveredSchema, type OrderAdminDetail, type OrderDeliveredRequest } from '@shop/shared/staff';
import { TextField } from '@shop/shared/forms';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormModal } from '../pages/form-modal';
import { staffOrderDelivered } from '../staff/staff-api';
import { dayLabel, romeDay } from './days';
import { useContractMove } from './use-move';

interface DeliveredDialogProps {
  order: OrderAdminDetail;
  onClose: () => void;
  onChanged: () => void;
}

interface DeliveredValues {
  /** YYYY-MM-DD, as a date field holds it. */
  date: string;
}

/** Records the day a shipped order reached its buyer: today unless told otherwise, never in the future nor before shipping. */
export function DeliveredDialog({ order, onClose, onChanged }: DeliveredDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const today = useMemo(() => romeDay(new Date()), []);
  const shippedAt = order.shipment?.shippedAt ?? null;
  const shippedDay = shippedAt && !Number.isNaN(new Date(shippedAt).getTime()) ? romeDay(shippedAt) : undefined;

  // The contract checks the day's form; the screen also knows it cannot be after today nor before the shipment.
  const schema = useMemo(
    () =>
      orderDeliveredSchema.superRefine((value, ctx) => {
        const fail = (text: string) => ctx.addIssue({ code: 'custom', path: ['date'], message: text });
        if (!value.date) fail(intl.formatMessage({ id: 'backoffice.orders.delivered.dateRequired' }));
        else if (value.date > today) fail(intl.formatMessage({ id: 'backoffice.orders.delivered.dateFuture' }));
        else if (shippedDay && value.date < shippedDay)
          fail(intl.formatMessage({ id: 'backoffice.orders.delivered.dateBeforeShipping' }, { shipped: dayLabel(shippedAt) }));
      }),
    [intl, today, shippedDay, shippedAt],
  );
  const toInput = useCallback(
    (values: DeliveredValues): OrderDeliveredRequest => ({ orderId: order.orderId, ...(values.date ? { date: values.date } : {}) }),
    [order.orderId],
  );
  const { form, modal } = useContractMove({
    schema,
    defaultValues: { date: today },
    toInput,
    contract: orderDeliveredSchema,
    send: staffOrderDelivered,
    done: t('backoffice.orders.done.delivered', { orderId: order.orderId }),
    hidden: 'orderId',
    onClose,
    onChanged,
  });

  return (
    <FormModal
      title={t('backoffice.orders.confirm.delivered', { orderId: order.orderId })}
      submit={t('backoffice.orders.action.delivered')}
      {...modal}
    >
      <p>{t('backoffice.orders.delivered.note')}</p>
      <TextField
        label={t('backoffice.orders.delivered.date')}
        type="date"
        required
        min={shippedDay}
        max={today}
        hint={shippedDay ? t('backoffice.orders.delivered.dateHint', { shipped: dayLabel(shippedAt) }) : undefined}
        {...form.register('date')}
        error={form.errorOf('date')}
      />
    </FormModal>
  );
}
