import { Button, invoiceMonthSchema, isApiError, saveFile, showAlert } from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { staffInvoiceMonthZip } from '../staff/staff-api';
import forms from '../pages/forms.module.css';
import styles from './month-download.module.css';

/** The month before `today`'s: the one an accountant asks for once it has ended. */
export function previousMonth(today: Date): { year: number; month: number } {
  const month = today.getMonth();
  return month === 0 ? { year: today.getFullYear() - 1, month: 12 } : { year: today.getFullYear(), month };
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** Month and year, then one ZIP of that month's invoices and credit notes as FatturaPA XML. */
export function MonthDownload({ today = new Date() }: { today?: Date }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const ids = { title: useId(), hint: useId(), month: useId(), year: useId(), error: useId() };
  const start = previousMonth(today);
  const [month, setMonth] = useState(String(start.month));
  const [year, setYear] = useState(String(start.year));
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = invoiceMonthSchema.safeParse({ year: /^\d{4}$/.test(year) ? Number(year) : NaN, month: Number(month) });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    const period = `${parsed.data.year}-${String(parsed.data.month).padStart(2, '0')}`;
    setBusy(true);
    try {
      saveFile(await staffInvoiceMonthZip(parsed.data), `fatture-${period}.zip`);
    } catch (failure) {
      // A refused session has already ended it: the frame shows 'Accesso negato'.
      if (!(isApiError(failure) && failure.status === 401)) {
        const message =
          isApiError(failure) && failure.status === 404
            ? intl.formatMessage({ id: 'backoffice.invoices.month.empty' }, { month: period })
            : failure instanceof Error
              ? failure.message
              : t('backoffice.error');
        showAlert({ message, severity: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.month} aria-labelledby={ids.title} aria-describedby={ids.hint} onSubmit={(event) => void submit(event)}>
      <h2 id={ids.title} className={styles.title}>
        {t('backoffice.invoices.month.title')}
      </h2>
      <p id={ids.hint} className={styles.hint}>
        {t('backoffice.invoices.month.hint')}
      </p>
      <div className={forms.field}>
        <label htmlFor={ids.month}>{t('backoffice.invoices.month.month')}</label>
        <select id={ids.month} value={month} onChange={(e) => setMonth(e.target.value)}>
          {MONTHS.map((value) => (
            <option key={value} value={value}>
              {intl.formatDate(new Date(2000, value - 1, 1), { month: 'long' })}
            </option>
          ))}
        </select>
      </div>
      <div className={forms.field}>
        <label htmlFor={ids.year}>{t('backoffice.invoices.month.year')}</label>
        <input
          id={ids.year}
          inputMode="numeric"
          maxLength={4}
          value={year}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? ids.error : undefined}
          onChange={(e) => setYear(e.target.value.trim())}
        />
        {invalid && (
          <p id={ids.error} className={forms.error}>
            {t('backoffice.invoices.month.yearInvalid')}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {t('backoffice.invoices.month.download')}
        </Button>
      </div>
    </form>
  );
}
