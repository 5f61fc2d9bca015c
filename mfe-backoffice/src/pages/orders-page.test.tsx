import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderAdminDetail, OrderListRow } from '@shop/shared/staff';
import { anOrder, asStaff, captureShopEvents, json, renderAt } from '../test-support';

const rows: OrderListRow[] = [
  {
    orderId: 'LA20261125ABC123',
    date: '2026-11-25T09:00:00.000Z',
    status: 'WaitDelivery',
    buyer: 'Giulia Neri',
    email: 'giulia.neri@example.com',
    guest: true,
    pieces: 2,
    totalCents: 12_990,
    deliveredAt: null,
  },
];

/** The order of the list, with one row, its card payment and its confirmation mail, and a credit note already issued. */
const base = anOrder();
const order: OrderAdminDetail = anOrder({
  rows: base.rows.slice(0, 1),
  shippingCents: 0,
  totalCents: 12_990,
  vat: [{ vatRate: 2200, taxableCents: 10_648, taxCents: 2_342 }],
  payments: [
    {
      codTrans: 'LA20261125ABC123',
      importo: 12_990,
      esito: 'OK',
      codAut: 'AB12',
      message: 'Message OK',
      at: '2026-11-25T09:00:00.000Z',
      notifiedAt: null,
      duplicate: false,
    },
  ],
  mails: [
    {
      kind: 'order-confirmation',
      subject: 'Conferma ordine LA20261125ABC123',
      status: 'sent',
      at: '2026-11-25T09:01:00.000Z',
      sentAt: null,
    },
  ],
  creditNotes: [{ year: 2026, number: 2, date: '2026-03-09', totalCents: 2_500 }],
  refundableCents: 10_000,
});

const { fetchMock, calls } = asStaff();
const { alerts } = captureShopEvents();

describe('the orders pages', () => {
  it('lists the orders with the translated status and total, reading filters and paging from the URL', async () => {
    fetchMock.mockResolvedValue(json({ error: false, records: rows, totalCount: 1 }));
    renderAt('/ordini?stato=WaitDelivery&cliente=Neri&page=2&limit=10');
    const table = await screen.findByRole('table', { name: 'Ordini' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByRole('link', { name: 'LA20261125ABC123' })).toHaveAttribute('href', '/ordini/LA20261125ABC123');
    expect(within(row!).getByText('Ordine confermato')).toBeInTheDocument();
    expect(within(row!).getByText('129,90 €')).toBeInTheDocument();
    expect(calls()[0]).toEqual({
      path: 'StaffAction/orders',
      body: { status: 'WaitDelivery', buyer: 'Neri', sort: 'newest', page: 2, limit: 10 },
    });
  });

  it('calls a shipped order Spedito until its delivery is recorded, then Consegnato', async () => {
    const shipped = { ...rows[0]!, status: 'DeliveryDone' as const };
    const delivered = { ...shipped, orderId: 'LA20261125DEF456', deliveredAt: '2026-11-27T10:00:00.000Z' };
    fetchMock.mockResolvedValue(json({ error: false, records: [shipped, delivered], totalCount: 2 }));
    renderAt('/ordini');
    const table = await screen.findByRole('table', { name: 'Ordini' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByText('Spedito')).toBeInTheDocument();
    expect(within(second!).getByText('Consegnato')).toBeInTheDocument();
  });

  it('shows a second payment of the order refunded automatically, with its amount and date, or still to refund', async () => {
    const second = { ...order.payments[0]!, codTrans: 'LA20261125ABC123P2', codAut: 'CD34', duplicate: true };
    const refund = {
      codTrans: second.codTrans,
      amountCents: 12_990,
      reason: 'Pagamento doppio rimborsato automaticamente',
      staffEmail: '',
      at: '2026-11-25T09:05:00.000Z',
      gateway: 'xpay' as const,
      outcome: 'OK',
      operationId: '4242',
      duplicate: true,
    };
    fetchMock.mockResolvedValueOnce(json({ error: false, order: { ...order, payments: [...order.payments, second], refunds: [refund] } }));
    const { unmount } = renderAt('/ordini/LA20261125ABC123');
    const payments = await screen.findByRole('region', { name: 'Pagamenti e rimborsi' });
    expect(within(payments).getByText(/LA20261125ABC123P2 · OK · pagamento doppio/)).toBeInTheDocument();
    expect(
      within(payments).getByText('Pagamento doppio rimborsato automaticamente: 129,90 € (Nexi XPay), 25/11/26, 10:05:00'),
    ).toBeInTheDocument();
    unmount();

    fetchMock.mockResolvedValueOnce(json({ error: false, order: { ...order, payments: [...order.payments, second] } }));
    renderAt('/ordini/LA20261125ABC123');
    expect(
      await screen.findByText(
        'Pagamento doppio di 129,90 € (LA20261125ABC123P2) non rimborsato: il gateway ha rifiutato il rimborso automatico, rimborsalo dal suo pannello',
      ),
    ).toBeInTheDocument();
  });

  it('asks for a reason before cancelling, then cancels and shows where the order is now', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: false, order }));
    const user = userEvent.setup();
    renderAt('/ordini/LA20261125ABC123');
    await user.click(await screen.findByRole('button', { name: 'Annulla e rimborsa' }));
    const dialog = screen.getByRole('dialog', { name: 'Annullare l’ordine LA20261125ABC123?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla e rimborsa' }));
    expect(within(dialog).getByRole('textbox', { name: /^Motivo/ })).toHaveAccessibleDescription(/Indica il motivo/);
    expect(calls()).toHaveLength(1);

    fetchMock.mockResolvedValueOnce(json({ error: false, status: 'Void' }));
    fetchMock.mockResolvedValueOnce(json({ error: false, order: { ...order, status: 'Void' } }));
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Il cliente ha cambiato idea');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla e rimborsa' }));
    await waitFor(() => expect(screen.getByText('Nessuna operazione possibile in questo stato.')).toBeInTheDocument());
    expect(calls()[1]).toEqual({
      path: 'StaffAction/orderTransition',
      body: { action: 'cancel', orderId: 'LA20261125ABC123', reason: 'Il cliente ha cambiato idea' },
    });
  });

  it('shows the server’s refusal when another member of staff moved the order first', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: false, order }));
    const user = userEvent.setup();
    renderAt('/ordini/LA20261125ABC123');
    await user.click(await screen.findByRole('button', { name: 'Segna come spedito' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Numero di tracking'), 'BRT1');
    const message = 'L’ordine LA20261125ABC123 è appena stato modificato da un altro operatore: ora è «Annullato». Ricarica la pagina.';
    fetchMock.mockResolvedValueOnce(json({ error: true, message, statusCode: 409 }, 409));
    fetchMock.mockResolvedValueOnce(json({ error: false, order: { ...order, status: 'Void' } }));
    await user.click(within(dialog).getByRole('button', { name: 'Segna come spedito' }));
    expect(await screen.findByText('Nessuna operazione possibile in questo stato.')).toBeInTheDocument();
    expect(alerts).toEqual([expect.objectContaining({ message, severity: 'error' })]);
  });
});
