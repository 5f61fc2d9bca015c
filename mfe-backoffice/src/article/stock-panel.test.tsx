import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageAtom, shopStore } from '@shop/shared';
import { type StockRow } from '@shop/shared/staff';
import { asStaff, json, renderIn } from '../test-support';
import { StockPanel } from './stock-panel';

const rows: StockRow[] = [
  { codColore: 'BLU', desColore: 'Blu', progSiglaTaglia: 1, siglaTaglia: 'S', qta: 0 },
  { codColore: 'BLU', desColore: 'Blu', progSiglaTaglia: 2, siglaTaglia: 'M', qta: 4 },
];

const { fetchMock, bodies } = asStaff();

function renderPanel(onSaved = jest.fn()) {
  renderIn(<StockPanel codArticolo="A1" onSaved={onSaved} />);
  return onSaved;
}

describe('the Disponibilità tab', () => {
  it('refuses a negative quantity without calling the server, then saves only what changed', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: false, codArticolo: 'A1', rows }));
    const user = userEvent.setup();
    const onSaved = renderPanel();
    const group = await screen.findByRole('group', { name: 'Blu (BLU)' });
    const small = within(group).getByLabelText('Taglia S');
    expect(small).toHaveValue(0);
    await user.clear(small);
    await user.type(small, '-2');
    await user.click(screen.getByRole('button', { name: 'Salva disponibilità' }));
    expect(screen.getByText('La quantità non può essere negativa')).toBeInTheDocument();
    expect(small).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(small);
    await user.type(small, '3');
    fetchMock.mockResolvedValueOnce(json({ error: false, changed: 1, rows: [{ ...rows[0]!, qta: 3 }, rows[1]!] }));
    fetchMock.mockResolvedValueOnce(json({ error: false, codArticolo: 'A1', rows: [{ ...rows[0]!, qta: 3 }, rows[1]!] }));
    await user.click(screen.getByRole('button', { name: 'Salva disponibilità' }));
    expect(await screen.findByRole('group', { name: 'Blu (BLU)' })).toBeInTheDocument();
    expect(bodies()[1]).toEqual({ codArticolo: 'A1', rows: [{ codColore: 'BLU', progSiglaTaglia: 1, qta: 3 }] });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('shows a size’s error once touched, in the page’s language, and writes once only what changed', async () => {
    shopStore.set(languageAtom, 'eng');
    fetchMock.mockResolvedValueOnce(json({ error: false, codArticolo: 'A1', rows }));
    const user = userEvent.setup();
    const onSaved = renderPanel();
    const group = await screen.findByRole('group', { name: 'Blu (BLU)' });
    const small = within(group).getByLabelText('Size S');
    const medium = within(group).getByLabelText('Size M');

    await user.clear(small);
    await user.type(small, '1.5');
    expect(screen.queryByText('Enter a whole number')).not.toBeInTheDocument();
    await user.tab();
    expect(small).toHaveAccessibleDescription('Enter a whole number');
    await user.clear(medium);
    await user.type(medium, '100001');
    expect(medium).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Save stock' }));
    expect(medium).toHaveAccessibleDescription('At most 100000 pieces');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(small);
    await user.type(small, '0');
    await user.clear(medium);
    await user.type(medium, '4');
    await user.click(screen.getByRole('button', { name: 'Save stock' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No quantity changed');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(medium);
    await user.type(medium, '7');
    fetchMock.mockResolvedValueOnce(json({ error: false, changed: 1, rows: [rows[0]!, { ...rows[1]!, qta: 7 }] }));
    fetchMock.mockResolvedValueOnce(json({ error: false, codArticolo: 'A1', rows: [rows[0]!, { ...rows[1]!, qta: 7 }] }));
    await user.click(screen.getByRole('button', { name: 'Save stock' }));
    expect(await screen.findByRole('group', { name: 'Blu (BLU)' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Blu (BLU)' })).getByLabelText('Size M')).toHaveValue(7);
    expect(bodies()).toHaveLength(3);
    expect(bodies()[1]).toEqual({ codArticolo: 'A1', rows: [{ codColore: 'BLU', progSiglaTaglia: 2, qta: 7 }] });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});
