import { Button, Modal, useMessageText } from '@shop/shared';
import { orderDeliveredSchema, type OrderAdminDetail, type OrderDeliveredRequest } from '@shop/shared/staff';
import { TextField, useContractForm } from '@shop/shared/forms';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { staffOrderDelivered } from '../staff/staff-api';
import { dayLabel, romeDay } from './days';
import { useMove } from './use-move';
import styles from './orders.module.css';
import forms from '../pages/forms.module.css';

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
  const message = useMessageText();
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
  const form = useContractForm<DeliveredValues>({ schema, defaultValues: { date: today }, toInput });
  const { busy, refusal, clearRefusal, run } = useMove({ onClose, onChanged });
  const problem = refusal ?? form.errorOf('orderId');

  const submit = form.handleSubmit(
    () =>
      run(
        () => staffOrderDelivered(orderDeliveredSchema.parse(toInput(form.getValues()))),
        t('backoffice.orders.done.delivered', { orderId: order.orderId }),
      ),
    () => clearRefusal(),
  );

  return (
    <Modal open onClose={onClose} size="small" title={t('backoffice.orders.confirm.delivered', { orderId: order.orderId })}>
      <form className={styles.moveForm} onSubmit={(event) => void submit(event)} noValidate>
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
        {problem && (
          <p className={forms.error} role="alert">
            {message(problem)}
          </p>
        )}
        <div className={forms.actions}>
          <Button type="submit" busy={busy}>
            {t('backoffice.orders.action.delivered')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('backoffice.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
