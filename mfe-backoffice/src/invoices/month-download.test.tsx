import { languageAtom, shopStore } from '@shop/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asStaff, captureShopEvents, json, renderAt, renderIn, STAFF_SESSION } from '../test-support';
import { MonthDownload, previousMonth } from './month-download';

const { fetchMock } = asStaff();
const { alerts } = captureShopEvents();
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    path: String(url).replace('/Apps/WebObjects/Shop.woa/wa/', ''),
    body: JSON.parse(String(init?.body)) as unknown,
    headers: init?.headers as Record<string, string>,
  }));

/** A ZIP answer as the server sends it: its name in content-disposition. */
const zip = (fileName: string) =>
  ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: {
      get: (name: string) =>
        ({ 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${fileName}"` })[name.toLowerCase()] ?? null,
    },
    blob: async () => new Blob([new Uint8Array([0x50, 0x4b, 0x05, 0x06])], { type: 'application/zip' }),
  }) as unknown as Response;

const clicked: string[] = [];
beforeEach(() => {
  clicked.length = 0;
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:http://localhost/zip'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

const november = new Date(2026, 10, 26);

describe("the month's ZIP", () => {
  it('starts from the month before, December of last year in January', () => {
    expect(previousMonth(november)).toEqual({ year: 2026, month: 10 });
    expect(previousMonth(new Date(2027, 0, 3))).toEqual({ year: 2026, month: 12 });
  });

  it('is on the invoices page', async () => {
    fetchMock.mockResolvedValue(json({ error: false, records: [], totalCount: 0 }));
    renderAt('/fatture');
    expect(await screen.findByRole('form', { name: 'Documenti di un mese' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica il mese (ZIP)' })).toBeInTheDocument();
  });

  it('asks for the month chosen with the keyboard and saves the ZIP under the name the server gives', async () => {
    const user = userEvent.setup();
    renderIn(<MonthDownload today={november} />);
    const month = screen.getByLabelText('Mese');
    const year = screen.getByLabelText('Anno');
    expect(month).toHaveValue('10');
    expect(screen.getByRole('option', { name: 'ottobre', selected: true })).toBeInTheDocument();
    expect(year).toHaveValue('2026');

    // A native select and a text field, reached in order with Tab; Enter in the year sends the form.
    await user.tab();
    expect(month).toHaveFocus();
    await user.selectOptions(month, 'agosto');
    expect(month).toHaveValue('8');
    await user.tab();
    expect(year).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}2025');
    fetchMock.mockResolvedValueOnce(zip('fatture-2025-08.zip'));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(clicked).toEqual(['fatture-2025-08.zip']));
    expect(sent()).toEqual([
      {
        path: 'StaffAction/invoicesZip',
        body: { year: 2025, month: 8 },
        headers: expect.objectContaining({ 'x-staff-session': STAFF_SESSION }),
      },
    ]);
    expect(String(fetchMock.mock.calls[0]?.[0])).not.toContain(STAFF_SESSION);
  });

  it('says so when the month has no documents, and refuses a year that is not one', async () => {
    const user = userEvent.setup();
    renderIn(<MonthDownload today={new Date(2023, 1, 10)} />);
    fetchMock.mockResolvedValueOnce(json({ error: true, message: 'Nessuna fattura o nota di credito emessa nel mese 2023-01' }, 404));
    await user.click(screen.getByRole('button', { name: 'Scarica il mese (ZIP)' }));
    await waitFor(() => expect(alerts).toEqual([{ message: 'Nessuna fattura o nota di credito nel mese 2023-01', severity: 'error' }]));
    expect(clicked).toEqual([]);

    const year = screen.getByLabelText('Anno');
    await user.clear(year);
    await user.type(year, '23');
    await user.click(screen.getByRole('button', { name: 'Scarica il mese (ZIP)' }));
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year).toHaveAccessibleDescription("Scrivi l'anno con quattro cifre, dal 2000");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('speaks English too', async () => {
    shopStore.set(languageAtom, 'eng');
    renderIn(<MonthDownload today={november} />);
    expect(await screen.findByRole('button', { name: 'Download the month (ZIP)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'October', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Year')).toHaveValue('2026');
    act(() => shopStore.set(languageAtom, 'ita'));
    expect(await screen.findByRole('button', { name: 'Scarica il mese (ZIP)' })).toBeInTheDocument();
  });
});
