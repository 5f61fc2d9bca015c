import { languageAtom, shopStore } from '@shop/shared';
import { type OrderAdminDetail } from '@shop/shared/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asStaff, captureShopEvents, json, renderIn } from '../test-support';
import { OrderActions } from './order-actions';

const order = {
  orderId: 'LA20261125ABC123',
  status: 'WaitDelivery',
  totalCents: 12_990,
} as OrderAdminDetail;

const { fetchMock, calls } = asStaff();
const { alerts, toasts } = captureShopEvents();

function renderActions(onChanged = jest.fn()) {
  renderIn(<OrderActions order={order} onChanged={onChanged} />);
  return onChanged;
}

// Typing into forms re-renders a lot: slow on a busy machine.
jest.setTimeout(30_000);

describe('the order moves dialog', () => {
  it('shows a field’s error once touched, moves nothing while invalid, then ships once with the trimmed shipment', async () => {
    const user = userEvent.setup({ delay: null });
    const onChanged = renderActions();
    await user.click(screen.getByRole('button', { name: 'Segna come spedito' }));
    const dialog = screen.getByRole('dialog', { name: 'Spedire l’ordine LA20261125ABC123?' });

    const carrier = within(dialog).getByRole('combobox', { name: 'Corriere' });
    await user.type(carrier, 'BRT <espresso>');
    expect(within(dialog).queryByText('Corriere: caratteri non ammessi')).not.toBeInTheDocument();
    await user.tab();
    expect(carrier).toHaveAccessibleDescription(expect.stringMatching(/^Corriere: caratteri non ammessi/));
    expect(carrier).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Segna come spedito' }));
    // The error stays on its field, which takes the focus; it is not repeated elsewhere.
    expect(carrier).toHaveFocus();
    expect(within(dialog).getAllByText('Corriere: caratteri non ammessi')).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json({ error: false, status: 'DeliveryDone' }));
    await user.clear(carrier);
    await user.type(carrier, ' BRT ');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Numero di tracking' }), 'BRT0012345678');
    await user.click(within(dialog).getByRole('button', { name: 'Segna come spedito' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls()).toEqual([
      {
        path: 'StaffAction/orderTransition',
        body: { action: 'ship', orderId: 'LA20261125ABC123', carrier: 'BRT', trackingNumber: 'BRT0012345678' },
      },
    ]);
    expect(toasts).toEqual([expect.objectContaining({ message: 'Ordine LA20261125ABC123 spedito', severity: 'success' })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the reason of a cancellation in the page’s language and keeps a refusal of the server in the dialog', async () => {
    shopStore.set(languageAtom, 'eng');
    const user = userEvent.setup({ delay: null });
    const onChanged = renderActions();
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order LA20261125ABC123?' });
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(reason).toHaveAccessibleDescription('Give the reason (at least 3 characters)');
    expect(reason).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json({ error: true, message: 'Rimborso non riuscito' }, 502));
    await user.type(reason, 'Changed their mind');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Rimborso non riuscito');
    expect(calls()).toEqual([
      { path: 'StaffAction/orderTransition', body: { action: 'cancel', orderId: 'LA20261125ABC123', reason: 'Changed their mind' } },
    ]);
    expect(onChanged).not.toHaveBeenCalled();
    expect(alerts).toEqual([]);
  });
});
