import {
  apiClient,
  Button,
  documentLabel,
  INVOICE_ACTIONS,
  failureMessage,
  isApiError,
  saveFile,
  showAlert,
  type CustomerCopyRequest,
  type DocumentNumber,
  type Order,
  useFormat,
} from '@shop/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styles from '../pages/pages.module.css';

/**
 * The printable copy (a PDF) of the order's invoice, or of a credit note reducing it (a refund), fetched
 * with the session headers (a guest's with the shipping mail's key) and saved as a file.
 */
export function InvoiceDownload({
  orderId,
  invoice,
  creditNote,
  returnKey,
}: {
  orderId: string;
  invoice: DocumentNumber;
  creditNote?: Order['creditNotes'][number];
  /** A guest's shipping-mail key: it opens the order's documents in place of a session. */
  returnKey?: string | undefined;
}) {
  const intl = useIntl();
  const format = useFormat();
  const text = (id: string) => intl.formatMessage({ id });
  const [busy, setBusy] = useState(false);
  const number = documentLabel(invoice, creditNote ? 'credit-note' : 'invoice');

  const download = async () => {
    setBusy(true);
    try {
      const document = creditNote ? { year: creditNote.year, number: creditNote.number } : undefined;
      const file = await apiClient.postForBlob(INVOICE_ACTIONS.customerCopy, {
        orderId,
        format: 'pdf',
        ...(document ? { creditNote: document } : {}),
        ...(returnKey ? { key: returnKey } : {}),
      } satisfies CustomerCopyRequest);
      saveFile(file, `${creditNote ? 'nota-di-credito' : 'fattura'}-${invoice.year}-${invoice.number}.pdf`);
    } catch (failure) {
      const message =
        isApiError(failure) && failure.status === 404
          ? text('orders.invoiceNotFound')
          : failureMessage(failure, text('orders.invoiceFailed'));
      showAlert({ message, severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.invoice}>
      <p className={styles.invoiceNumber}>
        {creditNote
          ? intl.formatMessage({ id: 'orders.creditNote' }, { number, amount: format.money(creditNote.totalCents) })
          : intl.formatMessage({ id: 'orders.invoice' }, { number })}
      </p>
      <Button variant="secondary" busy={busy} onClick={() => void download()}>
        {text(creditNote ? 'orders.downloadCreditNote' : 'orders.downloadInvoice')}
      </Button>
    </div>
  );
}
