import { Button, EmptyState, showToast, Skeleton, stockQuantitySchema, useRequest, type StockRow } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { staffSetStock, staffStock } from '../staff/staff-api';
import styles from './article.module.css';
import forms from '../pages/forms.module.css';

const keyOf = (row: Pick<StockRow, 'codColore' | 'progSiglaTaglia'>) => `${row.codColore}|${row.progSiglaTaglia}`;

/** 'Disponibilità': the pieces in stock per colour and size, saved all together in one transaction. */
export function StockPanel({ codArticolo, onSaved }: { codArticolo: string; onSaved: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [version, setVersion] = useState(0);
  const stock = useRequest(`stock|${codArticolo}|${version}`, (signal) => staffStock(codArticolo, signal));
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (stock.status === 'loading') return <Skeleton height="12rem" />;
  if (stock.status === 'error') {
    return (
      <EmptyState title={t('backoffice.error')} action={<Button onClick={stock.reload}>{t('backoffice.retry')}</Button>}>
        {stock.error.message}
      </EmptyState>
    );
  }
  const rows = stock.data.rows;
  const colours = [...new Set(rows.map((row) => row.codColore))];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const changes: { codColore: string; progSiglaTaglia: number; qta: number }[] = [];
    for (const row of rows) {
      const text = typed[keyOf(row)];
      if (text === undefined) continue;
      const parsed = stockQuantitySchema.safeParse(text.trim() === '' ? Number.NaN : Number(text));
      if (!parsed.success) found[keyOf(row)] = parsed.error.issues[0]?.message ?? t('backoffice.error');
      else if (parsed.data !== row.qta) changes.push({ codColore: row.codColore, progSiglaTaglia: row.progSiglaTaglia, qta: parsed.data });
    }
    setProblems(found);
    if (Object.keys(found).length) return;
    if (changes.length === 0) {
      setError(t('backoffice.stock.nothing'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const reply = await staffSetStock({ codArticolo, rows: changes });
      showToast(intl.formatMessage({ id: 'backoffice.stock.saved' }, { count: reply.changed }), 'success');
      setTyped({});
      setVersion((n) => n + 1);
      onSaved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('backoffice.error'));
    } finally {
      setBusy(false);
    }
  };

  if (rows.length === 0) return <EmptyState title={t('backoffice.stock.empty')} />;
  return (
    <form className={styles.details} onSubmit={(event) => void submit(event)} noValidate aria-label={t('backoffice.tab.stock')}>
      {colours.map((colour) => {
        const sizes = rows.filter((row) => row.codColore === colour);
        return (
          <fieldset key={colour} className={styles.stockColour}>
            <legend className={styles.blockTitle}>
              {sizes[0]?.desColore ?? colour} ({colour})
            </legend>
            <div className={styles.stockGrid}>
              {sizes.map((row) => {
                const key = keyOf(row);
                const id = `stock-${colour}-${row.progSiglaTaglia}`;
                return (
                  <div key={key} className={forms.field}>
                    <label htmlFor={id}>
                      {t('backoffice.stock.size')} {row.siglaTaglia || row.progSiglaTaglia}
                    </label>
                    <input
                      id={id}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      value={typed[key] ?? String(row.qta)}
                      aria-invalid={problems[key] ? true : undefined}
                      aria-describedby={problems[key] ? `${id}-error` : undefined}
                      onChange={(e) => setTyped((current) => ({ ...current, [key]: e.target.value }))}
                    />
                    {problems[key] && (
                      <p id={`${id}-error`} className={forms.error}>
                        {problems[key]}
                      </p>
                    )}
                  </div>
                );
              })}
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
