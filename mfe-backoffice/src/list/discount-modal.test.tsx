import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asStaff, captureShopEvents, json, renderIn } from '../test-support';
import { DiscountModal } from './discount-modal';

const { fetchMock, calls } = asStaff();
const { toasts } = captureShopEvents();

// Typing into forms re-renders a lot: slow on a busy machine.
jest.setTimeout(30_000);

function renderModal(selected: string[]) {
  const onApplied = jest.fn();
  const onClose = jest.fn();
  renderIn(<DiscountModal open onClose={onClose} selected={selected} filter={{ scontati: false }} totalCount={42} onApplied={onApplied} />);
  return { onApplied, onClose, dialog: screen.getByRole('dialog', { name: 'Sconto massivo' }) };
}

describe('the bulk discount', () => {
  it('shows an error once the field is touched, applies nothing while invalid, then applies once to the ticked articles', async () => {
    const user = userEvent.setup({ delay: null });
    const { onApplied, onClose, dialog } = renderModal(['A1', 'B2']);
    const field = within(dialog).getByLabelText('Percentuale di sconto (0-90)');

    await user.type(field, '95');
    expect(within(dialog).queryByText('Inserisci un valore compreso tra 0 e 90')).not.toBeInTheDocument();
    await user.tab();
    expect(field).toHaveAccessibleDescription('Inserisci un valore compreso tra 0 e 90');
    await user.click(within(dialog).getByRole('button', { name: 'Applica' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onApplied).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json({ error: false, changed: 2 }));
    await user.clear(field);
    await user.type(field, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Applica' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls()).toEqual([
      { path: 'API/update', body: expect.objectContaining({ entity: 'Sconto', codArticoli: ['A1', 'B2'], percentuale: 15 }) },
    ]);
    expect(toasts).toEqual([expect.objectContaining({ message: 'Sconto applicato a 2 articoli', severity: 'success' })]);
  });

  it('with nothing ticked applies to every article of the list’s filter', async () => {
    const user = userEvent.setup({ delay: null });
    const { onApplied, dialog } = renderModal([]);
    fetchMock.mockResolvedValueOnce(json({ error: false, changed: 42 }));
    await user.type(within(dialog).getByLabelText('Percentuale di sconto (0-90)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Applica' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledTimes(1));
    expect(calls()).toEqual([
      { path: 'API/update', body: expect.objectContaining({ entity: 'Sconto', expression: { scontati: false }, percentuale: 10 }) },
    ]);
  });
});
