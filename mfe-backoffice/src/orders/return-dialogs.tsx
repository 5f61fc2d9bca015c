import { documentLabel, type OrderReturn, useFormat } from '@shop/shared';
import { returnMoveSchema, type OrderAdminDetail, type ReturnMoveInput } from '@shop/shared/staff';
import { TextAreaField, TextField } from '@shop/shared/forms';
import { useCallback, useId, type FormEvent } from 'react';
import { get, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormModal } from '../pages/form-modal';
import { staffMoveReturn } from '../staff/staff-api';
import { useContractMove, useMove } from './use-move';
import styles from './returns.module.css';
import forms from '../pages/forms.module.css';

export type ReturnMoveAction = ReturnMoveInput['action'];

interface ReturnDialogProps {
  order: OrderAdminDetail;
  ret: OrderReturn;
  onClose: () => void;
  onChanged: () => void;
}

/** The dialog of one move of a return: the pieces received, the refund's confirmation, or the refusal's reason. */
export function ReturnDialog({ action, ...props }: ReturnDialogProps & { action: ReturnMoveAction }) {
  if (action === 'receive') return <ReceiveDialog {...props} />;
  if (action === 'refund') return <RefundDialog {...props} />;
  return <RefuseDialog {...props} />;
}

/** Per returned row, as typed: the pieces back on sale and the pieces set aside as damaged. */
interface ReceiveValues {
  rows: { restocked: string; damaged: string }[];
}

/** A count as typed: a whole number from 0, or null. */
const countOf = (text: string): number | null => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * 'Segna come ricevuto': for each row returned, how many pieces go back on sale and how many are
 * damaged; the two make the pieces returned. All back on sale until told otherwise. The counts are
 * checked here as typed (the contract takes numbers, and knows nothing of the pieces returned); the
 * body sent is still parsed by the contract.
 */
function ReceiveDialog({ ret, onClose, onChanged }: ReturnDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const baseId = useId();
  const form = useForm<ReceiveValues>({
    mode: 'all',
    defaultValues: { rows: ret.rows.map((row) => ({ restocked: String(row.quantity), damaged: '0' })) },
  });
  const { errors, touchedFields, isSubmitted } = form.formState;
  const { busy, refusal, submitWith } = useMove({ onClose, onChanged });

  // A field's problem once touched or after a submit, as the contract forms show theirs.
  const shown = (name: string, sibling?: string) =>
    isSubmitted || get(touchedFields, name) === true || (sibling !== undefined && get(touchedFields, sibling) === true);
  const problemOf = (name: string) => get(errors, name) as { type?: string; message?: string } | undefined;
  const whole = (text: string) => countOf(text) !== null || (text.trim().startsWith('-') ? 'quantityNegative' : 'wholeNumber');

  const body = (values: ReceiveValues): ReturnMoveInput => ({
    action: 'receive',
    returnNumber: ret.number,
    rows: ret.rows.map((row, index) => ({
      row: row.row,
      restocked: countOf(values.rows[index]?.restocked ?? '') ?? Number.NaN,
      damaged: countOf(values.rows[index]?.damaged ?? '') ?? Number.NaN,
    })),
  });
  const submit = submitWith(
    form.handleSubmit,
    () => staffMoveReturn(returnMoveSchema.parse(body(form.getValues()))),
    t('backoffice.returns.done.receive', { number: ret.number }),
  );
  // Each row's two counts, the pieces of the row at the most.
  const count = (quantity: number) => ({ type: 'number', inputMode: 'numeric', min: 0, max: quantity, step: 1 }) as const;

  return (
    <FormModal
      title={t('backoffice.returns.confirm.receive', { number: ret.number })}
      size="medium"
      submit={t('backoffice.returns.action.receive')}
      busy={busy}
      problem={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t('backoffice.returns.receiveNote')}</p>
      {ret.rows.map((row, index) => {
        const restocked = `rows.${index}.restocked` as const;
        const damaged = `rows.${index}.damaged` as const;
        const damagedProblem = problemOf(damaged);
        // The sum is the row's problem, not one field's: said once under both, and both fields point to it.
        const sumProblem = damagedProblem?.type === 'sum' && shown(damaged, restocked) ? damagedProblem.message : undefined;
        const sumId = `${baseId}-sum-${index}`;
        const sumProps = sumProblem ? { 'aria-invalid': true as const, 'aria-describedby': sumId } : {};
        return (
          <fieldset key={row.row} className={styles.receiveRow}>
            <legend className={styles.receiveLegend}>
              {t('backoffice.returns.receiveRow', { description: row.description, size: row.size, quantity: row.quantity })}
            </legend>
            <div className={styles.receiveFields}>
              <TextField
                label={t('backoffice.returns.restocked')}
                {...count(row.quantity)}
                {...form.register(restocked, { validate: whole, deps: [damaged] })}
                error={shown(restocked) ? problemOf(restocked)?.message : undefined}
                {...sumProps}
              />
              <TextField
                label={t('backoffice.returns.damaged')}
                {...count(row.quantity)}
                {...form.register(damaged, {
                  validate: {
                    whole,
                    sum: (text, values) => {
                      const back = countOf(values.rows[index]?.restocked ?? '');
                      const set = countOf(text);
                      if (back === null || set === null || back + set === row.quantity) return true;
                      return t('backoffice.returns.sumMismatch', { quantity: row.quantity, sum: back + set });
                    },
                  },
                })}
                error={damagedProblem && damagedProblem.type !== 'sum' && shown(damaged) ? damagedProblem.message : undefined}
                {...sumProps}
              />
            </div>
            {sumProblem && (
              <p id={sumId} className={forms.error}>
                {sumProblem}
              </p>
            )}
          </fieldset>
        );
      })}
    </FormModal>
  );
}

/** 'Rimborsa': the amount, whether the shipping is in it and the credit note it issues, behind one confirmation. */
function RefundDialog({ order, ret, onClose, onChanged }: ReturnDialogProps) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { busy, refusal, run } = useMove({ onClose, onChanged });
  const amount = format.money(ret.refundCents);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => staffMoveReturn(returnMoveSchema.parse({ action: 'refund', returnNumber: ret.number })),
      t('backoffice.returns.done.refund', { number: ret.number, amount }),
    );
  };

  return (
    <FormModal
      title={t('backoffice.returns.confirm.refund', { number: ret.number })}
      submit={t('backoffice.returns.action.refund', { amount })}
      busy={busy}
      problem={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t('backoffice.returns.refundNote', { amount })}</p>
      {ret.withShipping && <p>{t('backoffice.returns.withShippingNote')}</p>}
      {order.invoice && <p>{t('backoffice.returns.creditNoteNote', { invoice: documentLabel(order.invoice) })}</p>}
      {ret.refundCents > order.refundableCents && (
        <p className={styles.warning}>{t('backoffice.returns.overRefundable', { refundable: format.money(order.refundableCents) })}</p>
      )}
    </FormModal>
  );
}

/** 'Rifiuta il reso': the reason, which the buyer sees, as the contract takes it. */
function RefuseDialog({ ret, onClose, onChanged }: ReturnDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toInput = useCallback(
    (values: { reason: string }): ReturnMoveInput => ({ action: 'refuse', returnNumber: ret.number, reason: values.reason }),
    [ret.number],
  );
  const { form, modal } = useContractMove({
    schema: returnMoveSchema,
    defaultValues: { reason: '' },
    toInput,
    contract: returnMoveSchema,
    send: staffMoveReturn,
    done: t('backoffice.returns.done.refuse', { number: ret.number }),
    hidden: 'returnNumber',
    onClose,
    onChanged,
  });

  return (
    <FormModal
      title={t('backoffice.returns.confirm.refuse', { number: ret.number })}
      submit={t('backoffice.returns.action.refuse')}
      {...modal}
    >
      <p>{t('backoffice.returns.refuseNote')}</p>
      <TextAreaField
        label={t('backoffice.returns.refusal')}
        maxLength={500}
        rows={4}
        required
        {...form.register('reason')}
        error={form.errorOf('reason')}
      />
    </FormModal>
  );
}
