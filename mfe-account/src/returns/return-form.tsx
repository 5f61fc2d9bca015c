import {
  Button,
  returnRequestSchema,
  showAlert,
  useMessageText,
  type Order,
  type OrderReturn,
  type ReturnReason,
  type ReturnWindow,
} from '@shop/shared';
import { SelectField, TextAreaField, useContractForm } from '@shop/shared/forms';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { sendReturnRequest } from './return-api';
import { rowTitle, useReturnLabels } from './return-labels';
import styles from './returns.module.css';

interface ReturnFormValues {
  /** Every row that may still be returned, with the pieces chosen (0 leaves it out). */
  rows: { row: number; quantity: number }[];
  reason: ReturnReason | '';
  note: string;
}

const NOTE_MAX = 500;

export interface ReturnFormProps {
  order: Order;
  returnWindow: ReturnWindow;
  /** The key of a guest's shipping mail; a signed-in customer has none. */
  returnKey?: string | undefined;
  onSent: (sent: OrderReturn) => void;
  onCancel: () => void;
}

/** The return request: the pieces of each row still returnable, a reason and an optional note, checked by the contract. */
export function ReturnForm({ order, returnWindow, returnKey, onSent, onCancel }: ReturnFormProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const message = useMessageText();
  const labels = useReturnLabels();
  const titleId = useId();
  const rowsErrorId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);

  const returnable = returnWindow.rows
    .filter((line) => line.returnable > 0)
    .map((line) => ({
      ...line,
      title: rowTitle(order.rows.find((row, index) => (row.row ?? index + 1) === line.row) ?? { description: '' }),
    }));
  const { orderId } = order;
  const toInput = useCallback(
    (values: ReturnFormValues) => ({ ...values, orderId, ...(returnKey ? { key: returnKey } : {}) }),
    [orderId, returnKey],
  );
  const form = useContractForm<ReturnFormValues>({
    schema: returnRequestSchema,
    defaultValues: { rows: returnable.map(({ row }) => ({ row, quantity: 0 })), reason: '', note: '' },
    toInput,
  });
  const rowsError = form.errorOf('rows.root') ?? form.errorOf('rows');

  useEffect(() => title.current?.focus(), []);

  const send = async () => {
    setBusy(true);
    try {
      // The contract's own output: rows with no pieces left out, the note trimmed.
      const outcome = await sendReturnRequest(returnRequestSchema.parse(toInput(form.getValues())));
      if (outcome.ok) onSent(outcome.return);
      else showAlert({ severity: 'error', message: outcome.message ?? text('returns.failed') });
    } finally {
      setBusy(false);
    }
  };
  const submit = form.handleSubmit(send);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} ref={title} tabIndex={-1} className={styles.heading}>
        {text('returns.formTitle')}
      </h3>
      <p className={styles.muted}>{text('returns.formIntro')}</p>
      <fieldset className={styles.items} aria-describedby={rowsErrorId}>
        <legend className={styles.legend}>{text('returns.items')}</legend>
        {returnable.map((line, index) => (
          <SelectField
            key={line.row}
            label={line.title}
            hint={intl.formatMessage({ id: 'returns.rowHint' }, { max: line.returnable })}
            options={Array.from({ length: line.returnable + 1 }, (_, pieces) => ({ value: String(pieces), label: String(pieces) }))}
            {...form.register(`rows.${index}.quantity`, { valueAsNumber: true, deps: ['rows'] })}
          />
        ))}
        {/* Always there, so the message takes its place without moving the form. */}
        <p id={rowsErrorId} className={styles.groupError} aria-live="polite">
          {rowsError ? message(rowsError) : ''}
        </p>
      </fieldset>
      <div className={styles.reserved}>
        <SelectField
          label={text('returns.reason')}
          required
          placeholder={text('form.choose')}
          options={labels.reasonOptions}
          {...form.register('reason')}
          error={form.errorOf('reason')}
        />
      </div>
      <TextAreaField
        label={text('returns.note')}
        hint={text('returns.noteHint')}
        rows={3}
        maxLength={NOTE_MAX}
        {...form.register('note')}
        error={form.errorOf('note')}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {text('returns.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {text('returns.cancel')}
        </Button>
      </div>
    </form>
  );
}
