import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asStaff, captureShopEvents, json, renderIn } from '../test-support';
import { LinksPanel } from './links-panel';

// Typing into the autocomplete re-renders a lot: slow on a busy machine.
jest.setTimeout(30_000);

const { fetchMock } = asStaff();
const { alerts } = captureShopEvents();
/** The bodies sent to API/create. */
const creates = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('API/create')).map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  fetchMock.mockImplementation(async (url) => {
    if (String(url).endsWith('API/create')) return json({ error: false, changed: 2 });
    const records = ['A1', 'B2', 'C3'].map((code, index) => ({ id: index + 1, codArticolo: code, title: `Capo ${code}` }));
    return json({ error: false, records });
  });
});

describe('the links panel', () => {
  it('refuses the article itself and one already linked, then writes one link for the pick', async () => {
    const user = userEvent.setup({ delay: null });
    const onChanged = jest.fn();
    renderIn(
      <LinksPanel codArticolo="A1" motivo="accessorio" links={[{ id: 2, codArticolo: 'B2', title: 'Capo B2' }]} onChanged={onChanged} />,
    );
    const box = screen.getByRole('combobox', { name: 'Aggiungi un articolo (codice o titolo)' });
    const pick = async (code: string) => {
      await user.type(box, 'capo');
      await user.click(await screen.findByRole('option', { name: new RegExp(code) }));
    };

    // Typing is no pick: nothing is said before one.
    await user.type(box, 'capo');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(alerts).toHaveLength(0);
    await user.clear(box);

    await pick('A1');
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toMatchObject({ severity: 'warning', message: 'Impossibile associare lo stesso articolo' });
    await pick('B2');
    await waitFor(() => expect(alerts).toHaveLength(2));
    expect(alerts[1]).toMatchObject({ severity: 'warning', message: 'Articolo già associato' });
    expect(creates()).toHaveLength(0);

    await pick('C3');
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(creates()).toEqual([{ entity: 'AssociazioneArticolo', codArticolo1: 'A1', codArticolo2: 'C3', motivo: 'accessorio' }]);
    expect(alerts).toHaveLength(2);
  });
});
