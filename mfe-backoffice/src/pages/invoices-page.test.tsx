import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCents, languageAtom, shopStore, type InvoiceListRow } from '@shop/shared';
import { useLocation } from 'react-router-dom';
import { setStaffSessionId } from '../staff/session';
import { asStaff, captureShopEvents, renderAt as mount, STAFF_SESSION as SESSION } from '../test-support';

const rows: InvoiceListRow[] = [
  {
    kind: 'invoice',
    orderId: 'SHOP-2026-0042',
    year: 2026,
    number: 17,
    date: '2026-03-05',
    buyer: 'Lanterna Forniture S.r.l.',
    country: 'IT',
    totalCents: 1_234_567,
  },
  {
    kind: 'invoice',
    orderId: 'SHOP-2026-0031',
    year: 2026,
    number: 16,
    date: '2026-02-28',
    buyer: 'Giulia Neri',
    country: 'DE',
    totalCents: 4_990,
  },
];

interface Reply {
  status?: number;
  body: string;
  headers?: Record<string, string>;
}

const json = (body: unknown, status = 200): Reply => ({ status, body: JSON.stringify(body) });

function response({ status = 200, body, headers = {} }: Reply): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: `status ${status}`,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => body,
    blob: async () => new Blob([body]),
  } as unknown as Response;
}

const { fetchMock } = asStaff();
const { alerts } = captureShopEvents();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    path: String(url).replace('/Apps/WebObjects/Shop.woa/wa/', ''),
    body: JSON.parse(String(init?.body)) as unknown,
    headers: init?.headers as Record<string, string>,
  }));

/** The router's address, for the assertions. */
function Where() {
  const current = useLocation();
  return <output data-testid="where">{current.pathname + current.search}</output>;
}

const renderAt = (path: string) => mount(path, <Where />);

const clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  clicked.length = 0;
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:http://localhost/file'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

afterEach(() => jest.restoreAllMocks());

describe('the invoices page', () => {
  it('is linked from the top bar without the session in the address, and refused without a staff session', async () => {
    fetchMock.mockResolvedValue(response(json({ error: false, records: [], totalCount: 0 })));
    const { unmount } = renderAt('/');
    expect(within(screen.getByRole('navigation', { name: 'Back-office' })).getByRole('link', { name: 'Fatture' })).toHaveAttribute(
      'href',
      '/fatture',
    );
    unmount();
    setStaffSessionId(null);
    renderAt('/fatture');
    expect(screen.getByRole('alert')).toHaveTextContent('Accesso negato, effettua nuovamente il login');
  });

  it('lists the invoices with number, date, order, customer, country and total, asking for page 1 of 30 with the staff header', async () => {
    fetchMock.mockResolvedValue(response(json({ error: false, records: rows, totalCount: 2 })));
    renderAt('/fatture');
    expect(screen.getByRole('heading', { level: 1, name: 'Fatture' })).toBeInTheDocument();
    expect(screen.getByText('Caricamento...')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Fatture emesse, dalla più recente' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Numero', 'Data', 'Ordine', 'Cliente', 'Paese', 'Totale', 'Documenti']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('2026/17');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '05/03/2026',
      'SHOP-2026-0042',
      'Lanterna Forniture S.r.l.',
      'IT',
      formatCents(1_234_567, 'ita'),
      expect.stringContaining('XML FatturaPA'),
    ]);
    expect(within(second!).getByRole('rowheader')).toHaveTextContent('2026/16');
    expect(within(second!).getByText('49,90 €')).toBeInTheDocument();
    expect(screen.getByText('2 risultati')).toBeInTheDocument();

    expect(calls()).toEqual([
      { path: 'StaffAction/invoices', body: { page: 1, limit: 30 }, headers: expect.objectContaining({ 'x-staff-session': SESSION }) },
    ]);
  });

  it('keeps the page and its size in the URL', async () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ ...rows[0]!, orderId: `SHOP-${i}`, number: 40 - i }));
    fetchMock.mockResolvedValue(response(json({ error: false, records: many, totalCount: 35 })));
    const user = userEvent.setup();
    renderAt('/fatture?page=2&limit=10');
    await screen.findByRole('table');
    expect(calls()[0]?.body).toEqual({ page: 2, limit: 10 });

    await user.click(screen.getByRole('link', { name: 'Pagina 3' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/fatture?page=3&limit=10'));
    await waitFor(() => expect(calls().at(-1)?.body).toEqual({ page: 3, limit: 10 }));

    await user.selectOptions(await screen.findByLabelText('Elementi per pagina'), '30');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/fatture\?limit=30$/));
    await waitFor(() => expect(calls().at(-1)?.body).toEqual({ page: 1, limit: 30 }));
  });

  it("shows 'Nessuna fattura emessa' when none was issued", async () => {
    fetchMock.mockResolvedValue(response(json({ error: false, records: [], totalCount: 0 })));
    renderAt('/fatture');
    expect(await screen.findByRole('heading', { name: 'Nessuna fattura emessa' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers the first page when the one in the address is past the end', async () => {
    fetchMock.mockResolvedValue(response(json({ error: false, records: [], totalCount: 2 })));
    const user = userEvent.setup();
    renderAt('/fatture?page=9&limit=10');
    expect(await screen.findByRole('heading', { name: 'Nessuna fattura in questa pagina' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Vai alla prima pagina' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/fatture\?limit=10$/));
    await waitFor(() => expect(calls().at(-1)?.body).toEqual({ page: 1, limit: 10 }));
  });

  it('shows the error state and tries again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(response(json({ error: false, records: rows, totalCount: 2 })));
    const user = userEvent.setup();
    renderAt('/fatture');
    expect(await screen.findByRole('heading', { name: 'Non è stato possibile caricare le fatture' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('downloads the XML and the printable copy through the staff header, named by the server', async () => {
    fetchMock.mockResolvedValueOnce(response(json({ error: false, records: rows, totalCount: 2 })));
    const user = userEvent.setup();
    renderAt('/fatture');
    const xml = await screen.findByRole('button', { name: 'XML FatturaPA della fattura 2026/17' });
    expect(screen.getByRole('button', { name: 'Copia stampabile della fattura 2026/16' })).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(
      response({
        body: '<FatturaElettronica/>',
        headers: {
          'content-type': 'application/xml; charset=utf-8',
          'content-disposition': 'attachment; filename="IT01234567890_0001G.xml"',
        },
      }),
    );
    await user.click(xml);
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:http://localhost/file', download: 'IT01234567890_0001G.xml' }]));

    fetchMock.mockResolvedValueOnce(response({ body: '%PDF-1.3', headers: { 'content-type': 'application/pdf' } }));
    await user.click(screen.getByRole('button', { name: 'Copia stampabile della fattura 2026/17' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(clicked[1]?.download).toBe('fattura-2026-17.pdf');

    expect(calls().slice(1)).toEqual([
      {
        path: 'StaffAction/invoice',
        body: { orderId: 'SHOP-2026-0042', format: 'xml' },
        headers: expect.objectContaining({ 'x-staff-session': SESSION }),
      },
      {
        path: 'StaffAction/invoice',
        body: { orderId: 'SHOP-2026-0042', format: 'pdf' },
        headers: expect.objectContaining({ 'x-staff-session': SESSION }),
      },
    ]);
    for (const [url] of fetchMock.mock.calls) expect(String(url)).not.toContain(SESSION);
  });

  it('lists a credit note beside the invoices and downloads it by its own number', async () => {
    const note: InvoiceListRow = { ...rows[0]!, kind: 'credit-note', number: 3, date: '2026-03-09', totalCents: 6_100 };
    fetchMock.mockResolvedValueOnce(response(json({ error: false, records: [note, ...rows], totalCount: 3 })));
    const user = userEvent.setup();
    renderAt('/fatture');
    const row = (await screen.findByRole('rowheader', { name: /NC2026\/3/ })).closest('tr')!;
    expect(within(row).getByText('Nota di credito')).toBeInTheDocument();
    expect(within(row).getByText(`−${formatCents(6_100, 'ita')}`.replace(/\s/g, ' '))).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(response({ body: '<FatturaElettronica/>', headers: { 'content-type': 'application/xml' } }));
    await user.click(within(row).getByRole('button', { name: 'XML FatturaPA della nota di credito NC2026/3' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls().at(-1)?.body).toEqual({ orderId: 'SHOP-2026-0042', format: 'xml', creditNote: { year: 2026, number: 3 } });
  });

  it('says so when an invoice cannot be found, and ends a refused session', async () => {
    fetchMock.mockResolvedValueOnce(response(json({ error: false, records: rows, totalCount: 2 })));
    const user = userEvent.setup();
    renderAt('/fatture');
    fetchMock.mockResolvedValueOnce(response(json({ error: true, message: 'Fattura non trovata' }, 404)));
    await user.click(await screen.findByRole('button', { name: 'XML FatturaPA della fattura 2026/16' }));
    await waitFor(() => expect(alerts).toEqual([{ message: 'Fattura non trovata', severity: 'error' }]));
    expect(clicked).toEqual([]);

    fetchMock.mockResolvedValueOnce(response(json({ error: true, message: 'Sessione scaduta' }, 401)));
    await user.click(screen.getByRole('button', { name: 'Copia stampabile della fattura 2026/16' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Accesso negato, effettua nuovamente il login');
    expect(alerts).toHaveLength(1);
  });

  it('speaks English too', async () => {
    shopStore.set(languageAtom, 'eng');
    fetchMock.mockResolvedValue(response(json({ error: false, records: rows, totalCount: 2 })));
    renderAt('/fatture');
    expect(await screen.findByRole('button', { name: 'FatturaPA XML of invoice 2026/17' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Printable copy of invoice 2026/17' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    act(() => shopStore.set(languageAtom, 'ita'));
    expect(await screen.findByRole('button', { name: 'XML FatturaPA della fattura 2026/17' })).toBeInTheDocument();
  });
});
