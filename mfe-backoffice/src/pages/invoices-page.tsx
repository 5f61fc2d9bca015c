import { isApiError, PageFrame, saveFile, showAlert, useRequest, type InvoiceFormat, type InvoiceListRow } from '@shop/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { loadInvoices, readInvoiceQuery } from '../invoices/invoice-query';
import { downloadKey, InvoicesTable } from '../invoices/invoices-table';
import { MonthDownload } from '../invoices/month-download';
import { PagedList, useListParams } from '../list/paged-list';
import { staffInvoiceFile, staffInvoices } from '../staff/staff-api';
import styles from '../invoices/invoices.module.css';

/**
 * 'Fatture': the invoices and credit notes issued, newest first, paged in the URL; each downloads as
 * FatturaPA XML or as its printable copy, and a month's documents download together as one ZIP.
 */
export function InvoicesPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { params } = useListParams();
  const query = readInvoiceQuery(params);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const list = useRequest(`invoices|${query.page}|${query.limit}`, (signal) =>
    loadInvoices(query, (request) => staffInvoices(request, signal)),
  );

  const download = async (row: InvoiceListRow, format: InvoiceFormat) => {
    const key = downloadKey(row, format);
    setPending((current) => new Set(current).add(key));
    try {
      const creditNote = row.kind === 'credit-note' ? { year: row.year, number: row.number } : undefined;
      const file = await staffInvoiceFile(row.orderId, format, creditNote);
      saveFile(file, `${creditNote ? 'nota-di-credito' : 'fattura'}-${row.year}-${row.number}.${format}`);
    } catch (failure) {
      // A refused session has already ended it: the frame shows 'Accesso negato'.
      if (!(isApiError(failure) && failure.status === 401)) {
        const message =
          isApiError(failure) && failure.status === 404
            ? t('backoffice.invoices.notFound')
            : failure instanceof Error
              ? failure.message
              : t('backoffice.error');
        showAlert({ message, severity: 'error' });
      }
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  return (
    <PageFrame title={t('backoffice.invoices')} eyebrow={t('backoffice.section')}>
      <p className={styles.intro}>{t('backoffice.invoices.intro')}</p>
      <MonthDownload />
      <PagedList
        list={list}
        query={query}
        skeletons={8}
        messages={{ error: 'backoffice.invoices.error', empty: 'backoffice.invoices.empty', pageEmpty: 'backoffice.invoices.pageEmpty' }}
      >
        {(rows) => <InvoicesTable rows={rows} pending={pending} onDownload={(row, format) => void download(row, format)} />}
      </PagedList>
    </PageFrame>
  );
}
