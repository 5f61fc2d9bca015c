import { Button, documentLabel, formatDate, VisuallyHidden, type InvoiceFormat, type InvoiceListRow, useFormat } from '@shop/shared';
import { useIntl } from 'react-intl';
import styles from './invoices.module.css';

/** The printed number: 2026/17 for an invoice, NC2026/3 for a credit note. */
export const invoiceNumber = (row: Pick<InvoiceListRow, 'year' | 'number' | 'kind'>) => documentLabel(row, row.kind);

/** One document of the register: an order has one invoice and may have several credit notes. */
export const documentKey = (row: Pick<InvoiceListRow, 'year' | 'number' | 'kind'>) => `${row.kind}|${row.year}|${row.number}`;

/** Which download is running: the document and the format. */
export const downloadKey = (row: Pick<InvoiceListRow, 'year' | 'number' | 'kind'>, format: InvoiceFormat) =>
  `${documentKey(row)}|${format}`;

interface InvoicesTableProps {
  rows: InvoiceListRow[];
  /** Downloads under way (downloadKey). */
  pending: ReadonlySet<string>;
  onDownload: (row: InvoiceListRow, format: InvoiceFormat) => void;
}

/** The invoices issued: number, date, order, buyer, country, total and the two downloads; cards on small screens. */
export function InvoicesTable({ rows, pending, onDownload }: InvoicesTableProps) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string) => intl.formatMessage({ id });
  const columns = {
    number: t('backoffice.invoices.col.number'),
    date: t('backoffice.invoices.col.date'),
    order: t('backoffice.invoices.col.order'),
    buyer: t('backoffice.invoices.col.buyer'),
    country: t('backoffice.invoices.col.country'),
    total: t('backoffice.invoices.col.total'),
    files: t('backoffice.invoices.col.files'),
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('backoffice.invoices.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.number}</th>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.order}</th>
            <th scope="col">{columns.buyer}</th>
            <th scope="col">{columns.country}</th>
            <th scope="col" className={styles.number}>
              {columns.total}
            </th>
            <th scope="col">{columns.files}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const number = invoiceNumber(row);
            const creditNote = row.kind === 'credit-note';
            const ofInvoice = ` ${intl.formatMessage({ id: creditNote ? 'backoffice.invoices.ofCreditNote' : 'backoffice.invoices.ofInvoice' }, { number })}`;
            return (
              <tr key={documentKey(row)} data-order-id={row.orderId} data-kind={row.kind}>
                <th scope="row" className={styles.invoiceNumber} data-label={columns.number}>
                  {number}
                  {creditNote && <span className={styles.kind}>{t('backoffice.invoices.creditNote')}</span>}
                </th>
                <td data-label={columns.date}>{formatDate(row.date)}</td>
                <td data-label={columns.order} className={styles.orderId}>
                  {row.orderId}
                </td>
                <td data-label={columns.buyer} className={styles.buyer}>
                  {row.buyer}
                </td>
                <td data-label={columns.country}>{row.country}</td>
                <td data-label={columns.total} className={styles.number}>
                  {creditNote ? `−${format.money(row.totalCents)}` : format.money(row.totalCents)}
                </td>
                <td className={styles.files}>
                  <div className={styles.actions}>
                    {(['xml', 'pdf'] as const).map((format) => (
                      <Button
                        key={format}
                        variant="secondary"
                        size="small"
                        busy={pending.has(downloadKey(row, format))}
                        onClick={() => onDownload(row, format)}
                      >
                        {t(format === 'xml' ? 'backoffice.invoices.xml' : 'backoffice.invoices.copy')}
                        <VisuallyHidden>{ofInvoice}</VisuallyHidden>
                      </Button>
                    ))}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
