import {
  apiClient,
  Button,
  EmptyState,
  formatCents,
  formatDate,
  formatRate,
  documentLabel,
  INVOICE_ACTIONS,
  type DocumentNumber,
  failureMessage,
  isApiError,
  Modal,
  PageFrame,
  paths,
  saveFile,
  showAlert,
  TextLink,
  useApiRead,
  VisuallyHidden,
  type Order,
} from '@shop/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSessionState } from '../session/use-session';
import { LoginRequired } from './login-required';
import { PageLoading } from './page-loading';
import styles from './pages.module.css';

/** /account/orders: the customer's own orders as cards; a card opens its rows. */
export function OrdersPage() {
  const intl = useIntl();
  const { state } = useSessionState();
  return (
    <PageFrame title={intl.formatMessage({ id: 'account.orders' })} eyebrow={intl.formatMessage({ id: 'account.section' })}>
      {state === 'checking' && <PageLoading />}
      {state === 'visitor' && <LoginRequired />}
      {state === 'customer' && <OrderList />}
    </PageFrame>
  );
}

function OrderList() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  // The server answers only this session's orders, whatever customer id a request names.
  const orders = useApiRead<Order>({ entity: 'Order', orderings: [{ key: 'date', direction: 'desc' }] });
  const [open, setOpen] = useState<Order | null>(null);
  if (orders.status === 'loading') return <PageLoading />;
  if (orders.status === 'error') {
    return (
      <EmptyState
        title={text('orders.error')}
        action={
          <Button variant="secondary" onClick={orders.reload}>
            {text('orders.retry')}
          </Button>
        }
      />
    );
  }
  const records = orders.data.records ?? [];
  if (records.length === 0) {
    return <EmptyState title={text('orders.empty')} action={<TextLink to={paths.items()}>{text('success.shop')}</TextLink>} />;
  }
  return (
    <>
      <ul className={styles.orders}>
        {records.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} onOpen={() => setOpen(order)} />
          </li>
        ))}
      </ul>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? intl.formatMessage({ id: 'orders.rowsTitle' }, { id: open.orderId }) : ''}
        size="medium"
      >
        {open && <OrderRows order={open} />}
      </Modal>
    </>
  );
}

function OrderCard({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const place = [order.addressDest, [order.postalCodeDest, order.townDest].filter(Boolean).join(' '), order.provinceDest, order.countryDest]
    .filter(Boolean)
    .join(', ');
  return (
    <button type="button" className={styles.order} onClick={onOpen} aria-haspopup="dialog">
      <span className={styles.orderHead}>
        <span className={styles.orderId}>{order.orderId}</span>
        <span className={styles.status}>{text(`status.${order.status}`)}</span>
      </span>
      <dl className={styles.facts}>
        <dt>{text('orders.date')}</dt>
        <dd>{formatDate(order.date)}</dd>
        <dt>{text('orders.customer')}</dt>
        <dd>{`${order.customer.name} ${order.customer.surname}`.trim()}</dd>
        <dt>{text('orders.destination')}</dt>
        <dd>{place}</dd>
        <dt>{text('orders.total')}</dt>
        <dd>{formatCents(order.totalCents)}</dd>
        {order.shipment?.carrier && (
          <>
            <dt>{text('orders.carrier')}</dt>
            <dd>{order.shipment.carrier}</dd>
          </>
        )}
        {order.shipment?.trackingNumber && (
          <>
            <dt>{text('orders.tracking')}</dt>
            <dd className={styles.orderId}>{order.shipment.trackingNumber}</dd>
          </>
        )}
      </dl>
    </button>
  );
}

/** The order's rows (quantity, description, unit price, row total), shipping, the VAT per rate, the total and the invoice. */
function OrderRows({ order }: { order: Order }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.orderDetail}>
      <table className={styles.rows}>
        <caption>
          <VisuallyHidden>{text('orders.rowsCaption')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.number}>
              {text('orders.quantity')}
            </th>
            <th scope="col">{text('orders.description')}</th>
            <th scope="col" className={styles.number}>
              {text('orders.price')}
            </th>
            <th scope="col" className={styles.number}>
              {text('orders.rowTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.rows.map((row, index) => (
            <tr key={index}>
              <td className={`${styles.number} ${styles.quantity}`} data-label={text('orders.quantity')}>
                {row.quantity}
              </td>
              <td className={styles.description}>{[row.description, row.siglaTaglia].filter(Boolean).join(' · ')}</td>
              <td className={`${styles.number} ${styles.unitPrice}`} data-label={text('orders.price')}>
                {formatCents(row.unitCents)}
              </td>
              <td className={`${styles.number} ${styles.rowTotal}`}>{formatCents(row.grossCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        {order.shippingCents > 0 && (
          <div className={styles.totalLine}>
            <dt>{text('orders.shipping')}</dt>
            <dd>{formatCents(order.shippingCents)}</dd>
          </div>
        )}
        {order.vatSummary.map((line) => (
          <div key={line.vatRate} className={`${styles.totalLine} ${styles.vatLine}`}>
            <dt>{intl.formatMessage({ id: 'orders.vatRate' }, { rate: formatRate(line.vatRate) })}</dt>
            <dd>
              {intl.formatMessage(
                { id: 'orders.vatAmounts' },
                { taxable: formatCents(line.taxableCents), tax: formatCents(line.taxCents) },
              )}
            </dd>
          </div>
        ))}
        <div className={`${styles.totalLine} ${styles.grandTotal}`}>
          <dt>{text('orders.total')}</dt>
          <dd>{formatCents(order.totalCents)}</dd>
        </div>
      </dl>
      {order.invoice && <InvoiceDownload orderId={order.orderId} invoice={order.invoice} />}
      {order.creditNotes.map((note) => (
        <InvoiceDownload key={`${note.year}-${note.number}`} orderId={order.orderId} invoice={note} creditNote={note} />
      ))}
    </div>
  );
}

/**
 * The printable copy of the order's invoice, or of a credit note reducing it (a refund), fetched
 * with the session headers and saved as a file.
 */
function InvoiceDownload({
  orderId,
  invoice,
  creditNote,
}: {
  orderId: string;
  invoice: DocumentNumber;
  creditNote?: Order['creditNotes'][number];
}) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [busy, setBusy] = useState(false);
  const number = documentLabel(invoice, creditNote ? 'credit-note' : 'invoice');

  const download = async () => {
    setBusy(true);
    try {
      const document = creditNote ? { year: creditNote.year, number: creditNote.number } : undefined;
      const file = await apiClient.postForBlob(INVOICE_ACTIONS.customerCopy, {
        orderId,
        format: 'html',
        ...(document ? { creditNote: document } : {}),
      });
      saveFile(file, `${creditNote ? 'nota-di-credito' : 'fattura'}-${invoice.year}-${invoice.number}.html`);
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
          ? intl.formatMessage({ id: 'orders.creditNote' }, { number, amount: formatCents(creditNote.totalCents) })
          : intl.formatMessage({ id: 'orders.invoice' }, { number })}
      </p>
      <Button variant="secondary" busy={busy} onClick={() => void download()}>
        {text(creditNote ? 'orders.downloadCreditNote' : 'orders.downloadInvoice')}
      </Button>
    </div>
  );
}
