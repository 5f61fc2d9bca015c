import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  endSessionAtom,
  formatCents,
  languageAtom,
  on,
  shopStore,
  startSessionAtom,
  type AlertRequest,
  type Order,
  type User,
} from '@shop/shared';
import { renderAt } from '../test-support';

const TOKEN = 'a-stored-session-token-0123456789';

/** 2 x 61,00 € at 22% and 1 x 25,50 € at 10%, 10,00 € shipping at 22%. */
const paid: Order = {
  id: 7,
  orderId: 'SHOP-2026-0042',
  date: '2026-03-05T10:00:00.000Z',
  status: 'WaitDelivery',
  customer: { name: 'Giulia', surname: 'Neri' },
  addressDest: 'Via Roma 1',
  postalCodeDest: '20121',
  townDest: 'Milano',
  provinceDest: 'MI',
  countryDest: 'IT',
  totalWithTaxes: 157.5,
  totalCents: 15_750,
  shippingCents: 1_000,
  vatSummary: [
    { vatRate: 2200, taxableCents: 10_820, taxCents: 2_380 },
    { vatRate: 1000, taxableCents: 2_318, taxCents: 232 },
  ],
  invoice: { year: 2026, number: 17 },
  creditNotes: [{ year: 2026, number: 3, date: '2026-03-20', totalCents: 6_100 }],
  returnWindow: null,
  returns: [],
  rows: [
    {
      quantity: 2,
      description: 'Camicia in lino',
      siglaTaglia: 'M',
      priceWithVat: 61,
      unitCents: 6_100,
      unitNetCents: 5_000,
      vatRate: 2200,
      vatCents: 2_200,
      grossCents: 12_200,
    },
    {
      quantity: 1,
      description: 'Libro di sartoria',
      priceWithVat: 25.5,
      unitCents: 2_550,
      unitNetCents: 2_318,
      vatRate: 1000,
      vatCents: 232,
      grossCents: 2_550,
    },
  ],
};

/** Not paid yet: no invoice, free shipping. */
const open: Order = {
  ...paid,
  id: 8,
  orderId: 'SHOP-2026-0043',
  status: 'PendingTransaction',
  totalWithTaxes: 61,
  totalCents: 6_100,
  shippingCents: 0,
  vatSummary: [{ vatRate: 2200, taxableCents: 5_000, taxCents: 1_100 }],
  invoice: null,
  creditNotes: [],
  rows: [paid.rows[0]!].map((row) => ({ ...row, quantity: 1, grossCents: 6_100, vatCents: 1_100 })),
};

interface Reply {
  status?: number;
  body: string;
  headers?: Record<string, string>;
}

function response({ status = 200, body, headers = {} }: Reply): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: `status ${status}`,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => body,
    blob: async () => new Blob([body], { type: headers['content-type'] ?? '' }),
  } as unknown as Response;
}

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
let copyReply: Reply;
let records: Order[];
const clicked: { href: string; download: string }[] = [];

const renderOrders = () => renderAt('/account/orders');

const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();

beforeEach(() => {
  shopStore.set(languageAtom, 'ita');
  shopStore.set(startSessionAtom, { token: TOKEN, user: { name: 'Giulia', surname: 'Neri' } as User });
  records = [paid, open];
  copyReply = {
    body: '%PDF-1.3 Fattura 2026/17',
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="fattura-2026-000017.pdf"' },
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (String(url).endsWith('/API/read')) {
      return response({
        body: JSON.stringify({ records, pageItems: records.length, pages: 1, currentPage: 1, totalCount: records.length }),
      });
    }
    if (String(url).endsWith('/InvoiceAction/copy')) return response(copyReply);
    return response({ status: 404, body: '{}' });
  });
  globalThis.fetch = fetchMock;
  clicked.length = 0;
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:http://localhost/copy'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  shopStore.set(endSessionAtom);
});

async function openOrder(user: ReturnType<typeof userEvent.setup>, orderId: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(orderId) }));
  return screen.findByRole('dialog', { name: `Ordine ${orderId}` });
}

describe('the orders page', () => {
  it('lists the orders as cards with date, customer, destination and total', async () => {
    renderOrders();
    const card = await screen.findByRole('button', { name: /SHOP-2026-0042/ });
    expect(card).toHaveTextContent('Ordine confermato');
    expect(card).toHaveTextContent('05/03/2026');
    expect(card).toHaveTextContent('Giulia Neri');
    expect(card).toHaveTextContent('Via Roma 1, 20121 Milano (MI), Italia');
    expect(text(card)).toContain(`Totale (IVA inclusa)${formatCents(15_750, 'ita')}`.replace(/\s+/g, ' '));
    expect(screen.getByRole('button', { name: /SHOP-2026-0043/ })).toHaveTextContent('Pagamento in attesa');
  });

  it('shows each row with unit price and row total, then shipping, the VAT per rate and the total', async () => {
    const user = userEvent.setup();
    renderOrders();
    const dialog = await openOrder(user, 'SHOP-2026-0042');

    const table = within(dialog).getByRole('table', { name: 'Articoli dell’ordine' });
    expect(within(table).getAllByRole('columnheader').map(text)).toEqual(['Quantità', 'Descrizione', 'Prezzo IVA inclusa', 'Totale riga']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').map(text)),
    ).toEqual(
      [
        ['2', 'Camicia in lino · M', formatCents(6_100, 'ita'), formatCents(12_200, 'ita')],
        ['1', 'Libro di sartoria', formatCents(2_550, 'ita'), formatCents(2_550, 'ita')],
      ].map((cells) => cells.map((cell) => cell.replace(/\s+/g, ' '))),
    );

    const lines = within(dialog)
      .getAllByRole('term')
      .map((term) => `${text(term)}: ${text(term.nextElementSibling as HTMLElement)}`);
    expect(lines).toEqual(
      [
        `Spedizione: ${formatCents(1_000, 'ita')}`,
        `IVA 22%: imponibile ${formatCents(10_820, 'ita')}, imposta ${formatCents(2_380, 'ita')}`,
        `IVA 10%: imponibile ${formatCents(2_318, 'ita')}, imposta ${formatCents(232, 'ita')}`,
        `Totale (IVA inclusa): ${formatCents(15_750, 'ita')}`,
      ].map((line) => line.replace(/\s+/g, ' ')),
    );
    expect(within(dialog).getByText('Fattura n. 2026/17')).toBeInTheDocument();
  });

  it('says shipping was free, and leaves out the invoice button until an invoice is issued', async () => {
    const user = userEvent.setup();
    renderOrders();
    const dialog = await openOrder(user, 'SHOP-2026-0043');
    expect(within(dialog).getByText('Spedizione').nextElementSibling).toHaveTextContent('Gratuita');
    expect(within(dialog).getByText('IVA 22%')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Scarica la fattura' })).not.toBeInTheDocument();
  });

  it("downloads the invoice's printable copy with the customer's session", async () => {
    const user = userEvent.setup();
    renderOrders();
    const dialog = await openOrder(user, 'SHOP-2026-0042');
    await user.click(within(dialog).getByRole('button', { name: 'Scarica la fattura' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:http://localhost/copy', download: 'fattura-2026-000017.pdf' }]));

    const [url, init] = fetchMock.mock.calls.find(([called]) => String(called).endsWith('/InvoiceAction/copy')) ?? [];
    expect(url).toBe('/Apps/WebObjects/Shop.woa/wa/InvoiceAction/copy');
    expect(JSON.parse(String(init?.body))).toEqual({ orderId: 'SHOP-2026-0042', format: 'pdf' });
    expect(init?.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, 'x-stored-session': TOKEN });
    expect(String(url)).not.toContain(TOKEN);
    expect(within(dialog).getByRole('button', { name: 'Scarica la fattura' })).toBeEnabled();
  });

  it("downloads a credit note's printable copy beside the invoice", async () => {
    const user = userEvent.setup();
    renderOrders();
    const dialog = await openOrder(user, 'SHOP-2026-0042');
    expect(
      within(dialog).getByText(`Nota di credito n. NC2026/3: rimborso di ${formatCents(6_100, 'ita')}`.replace(/\s/g, ' ')),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Scarica la nota di credito' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const [, init] = fetchMock.mock.calls.find(([called]) => String(called).endsWith('/InvoiceAction/copy')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ orderId: 'SHOP-2026-0042', format: 'pdf', creditNote: { year: 2026, number: 3 } });
  });

  it('says so when the copy cannot be had', async () => {
    const alerts: AlertRequest[] = [];
    const off = on('ui:alert', (alert) => alerts.push(alert));
    copyReply = { status: 404, body: JSON.stringify({ error: true, message: 'Fattura non trovata' }) };
    const user = userEvent.setup();
    renderOrders();
    const dialog = await openOrder(user, 'SHOP-2026-0042');
    await user.click(within(dialog).getByRole('button', { name: 'Scarica la fattura' }));
    await waitFor(() => expect(alerts).toEqual([{ message: 'Fattura non trovata', severity: 'error' }]));

    copyReply = { status: 500, body: 'oops' };
    await user.click(within(dialog).getByRole('button', { name: 'Scarica la fattura' }));
    await waitFor(() => expect(alerts).toHaveLength(2));
    expect(alerts[1]?.message).toBe('Non è stato possibile scaricare la fattura, riprova.');
    expect(clicked).toEqual([]);
    off();
  });

  it('reads Spedito while on its way, with a link to the parcel on the carrier’s page, then Consegnato with its day', async () => {
    const shipment = { carrier: 'BRT', trackingNumber: 'BRT123', shippedAt: '2026-03-06T09:00:00.000Z', deliveredAt: null };
    records = [{ ...paid, status: 'DeliveryDone', shipment }];
    const user = userEvent.setup();
    const { unmount } = renderOrders();
    expect(await screen.findByRole('button', { name: /SHOP-2026-0042/ })).toHaveTextContent('Spedito');
    const dialog = await openOrder(user, 'SHOP-2026-0042');
    expect(within(dialog).getByText('Spedito il 06/03/2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Segui il pacco su BRT' })).toHaveAttribute(
      'href',
      'https://www.mybrt.it/it/mybrt/my-parcels/search?parcelNumber=BRT123',
    );
    expect(within(dialog).queryByText(/Consegnato/)).not.toBeInTheDocument();
    unmount();

    records = [{ ...paid, status: 'DeliveryDone', shipment: { ...shipment, deliveredAt: '2026-03-09T15:00:00.000Z' } }];
    renderOrders();
    const card = await screen.findByRole('button', { name: /SHOP-2026-0042/ });
    expect(card).toHaveTextContent('Consegnato');
    expect(card).not.toHaveTextContent('Spedito');
    const delivered = await openOrder(user, 'SHOP-2026-0042');
    expect(within(delivered).getByText('Consegnato il 09/03/2026')).toBeInTheDocument();
  });

  it('speaks English too', async () => {
    shopStore.set(languageAtom, 'eng');
    const user = userEvent.setup();
    renderOrders();
    await user.click(await screen.findByRole('button', { name: /SHOP-2026-0042/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order SHOP-2026-0042' });
    expect(within(dialog).getByText('VAT 22%')).toBeInTheDocument();
    // The default normaliser turns the non-breaking space of the euro amounts into a plain one.
    expect(
      within(dialog).getByText(`net ${formatCents(10_820, 'eng')}, tax ${formatCents(2_380, 'eng')}`.replace(/\s/g, ' ')),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Shipping')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download the invoice' })).toBeInTheDocument();
  });
});
