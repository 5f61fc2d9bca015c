import { Button, EmptyState, showToast, Skeleton, useRequest } from '@shop/shared';
import { stockFormSchema, type StockFormValues, type StockRow, type StockWrite } from '@shop/shared/staff';
import { TextField, useContractForm } from '@shop/shared/forms';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { staffSetStock, staffStock } from '../staff/staff-api';
import styles from './article.module.css';
import forms from '../pages/forms.module.css';

/** 'Disponibilità': the pieces in stock per colour and size, saved all together in one transaction. */
export function StockPanel({ codArticolo, onSaved }: { codArticolo: string; onSaved: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [version, setVersion] = useState(0);
  const stock = useRequest(`stock|${codArticolo}|${version}`, (signal) => staffStock(codArticolo, signal));

  if (stock.status === 'loading') return <Skeleton height="12rem" />;
  if (stock.status === 'error') {
    return (
      <EmptyState title={t('backoffice.error')} action={<Button onClick={stock.reload}>{t('backoffice.retry')}</Button>}>
        {stock.error.message}
      </EmptyState>
    );
  }
  const { rows } = stock.data;
  if (rows.length === 0) return <EmptyState title={t('backoffice.stock.empty')} />;
  const saved = () => {
    setVersion((n) => n + 1);
    onSaved();
  };
  return <StockForm key={version} codArticolo={codArticolo} rows={rows} onSaved={saved} />;
}

interface StockFormProps {
  codArticolo: string;
  rows: StockRow[];
  onSaved: () => void;
}

/** One quantity field per colour and size (in the order of `rows`); only the changed ones are written. */
function StockForm({ codArticolo, rows, onSaved }: StockFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useContractForm<StockFormValues>({
    schema: stockFormSchema,
    defaultValues: { rows: rows.map((row) => ({ qta: String(row.qta) })) },
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const colours = [...new Set(rows.map((row) => row.codColore))];

  const save = async (values: StockFormValues) => {
    const typed = stockFormSchema.parse(values).rows;
    const changes: StockWrite['rows'] = rows.flatMap((row, index) => {
      const qta = typed[index]?.qta ?? row.qta;
      return qta === row.qta ? [] : [{ codColore: row.codColore, progSiglaTaglia: row.progSiglaTaglia, qta }];
    });
    if (changes.length === 0) {
      setError(t('backoffice.stock.nothing'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const reply = await staffSetStock({ codArticolo, rows: changes });
      showToast(intl.formatMessage({ id: 'backoffice.stock.saved' }, { count: reply.changed }), 'success');
      onSaved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('backoffice.error'));
    } finally {
      setBusy(false);
    }
  };
  const submit = form.handleSubmit(
    () => save(form.getValues()),
    () => setError(null),
  );

  return (
    <form className={styles.details} onSubmit={(event) => void submit(event)} noValidate aria-label={t('backoffice.tab.stock')}>
      {colours.map((colour) => {
        const sizes = rows.flatMap((row, index) => (row.codColore === colour ? [{ row, name: `rows.${index}.qta` as const }] : []));
        return (
          <fieldset key={colour} className={styles.stockColour}>
            <legend className={styles.blockTitle}>
              {sizes[0]?.row.desColore ?? colour} ({colour})
            </legend>
            <div className={styles.stockGrid}>
              {sizes.map(({ row, name }) => (
                <TextField
                  key={row.progSiglaTaglia}
                  label={`${t('backoffice.stock.size')} ${row.siglaTaglia || row.progSiglaTaglia}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  {...form.register(name)}
                  error={form.errorOf(name)}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
      {error && (
        <p className={forms.error} role="alert">
          {error}
        </p>
      )}
      <div className={forms.actions}>
        <Button type="submit" busy={busy}>
          {t('backoffice.stock.save')}
        </Button>
      </div>
    </form>
  );
}
