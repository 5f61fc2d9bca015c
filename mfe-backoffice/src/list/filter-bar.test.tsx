import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '../test-support';
import { OrderFilters } from '../orders/order-filters';
import { ListFilters } from './list-filters';

// Typing into forms re-renders a lot: slow on a busy machine.
jest.setTimeout(30_000);

describe('the filter bars', () => {
  it('apply the typed filters together on Cerca, trimmed, an emptied one removed', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    renderIn(<OrderFilters params={new URLSearchParams('cliente=Neri&stato=WaitDelivery')} onChange={onChange} />);
    const bar = screen.getByRole('search', { name: 'Filtri degli ordini' });
    expect(within(bar).getByLabelText('Numero d’ordine')).toHaveValue('');
    const buyer = within(bar).getByRole('searchbox');
    expect(buyer).toHaveValue('Neri');

    await user.clear(buyer);
    await user.type(within(bar).getByLabelText('Numero d’ordine'), '  LA20261125ABC123 ');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(bar).getByRole('button', { name: 'Cerca' }));
    expect(onChange).toHaveBeenCalledWith({ cliente: null, ordine: 'LA20261125ABC123', dal: null, al: null });
  });

  it('apply a chosen filter at once, Tutti removing it', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    renderIn(<ListFilters params={new URLSearchParams('scontati=si')} families={[]} onChange={onChange} />);
    const bar = screen.getByRole('search', { name: 'Filtri articoli' });
    const discounted = within(bar).getByRole('combobox', { name: 'Sconto' });
    expect(discounted).toHaveValue('si');

    await user.selectOptions(discounted, 'Tutti');
    expect(onChange).toHaveBeenLastCalledWith({ scontati: null });
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Tipo' }), 'Novità');
    expect(onChange).toHaveBeenLastCalledWith({ tipo: 'CR2' });
  });
});
