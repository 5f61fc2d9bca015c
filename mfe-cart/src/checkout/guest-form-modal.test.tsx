import { languageAtom, RemoteIntl, shopStore, ShopProviders, type GuestCustomer } from '@shop/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartMessages } from '@shop/shared/messages';
import { GuestFormModal } from './guest-form-modal';

// Typing into a form re-renders a lot: slow on a busy machine.
jest.setTimeout(30_000);

function renderModal(onApply: (guest: GuestCustomer) => void) {
  return render(
    <ShopProviders>
      <RemoteIntl messages={cartMessages}>
        <GuestFormModal open initial={null} onClose={() => undefined} onApply={onApply} />
      </RemoteIntl>
    </ShopProviders>,
  );
}

beforeEach(() => shopStore.set(languageAtom, 'ita'));

describe('the guest data modal', () => {
  it('shows errors once touched, blocks Applica while invalid and applies the country-change effects', async () => {
    const user = userEvent.setup({ delay: null });
    const onApply = jest.fn();
    renderModal(onApply);
    const modal = screen.getByRole('dialog', { name: 'Dati ospite' });
    const name = within(modal).getByLabelText('Nome e cognome o ragione sociale');
    expect(within(modal).queryByText('Campo obbligatorio')).not.toBeInTheDocument();
    await user.click(name);
    await user.tab();
    expect(within(modal).getByText('Campo obbligatorio')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(modal).getByRole('button', { name: 'Applica' }));
    expect(await within(modal).findByText('Controlla i campi evidenziati')).toBeInTheDocument();
    expect(within(modal).getByText('Il codice fiscale è un campo richiesto')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();

    await user.selectOptions(within(modal).getByLabelText('Nazione'), 'DE');
    expect(within(modal).getByLabelText('Provincia')).toHaveValue('EE');
    expect(within(modal).getByLabelText('Codice fiscale')).toHaveValue('00000000000');

    await user.type(name, 'Anna Schmidt');
    await user.type(within(modal).getByLabelText('Email'), 'anna@example.com');
    await user.type(within(modal).getByLabelText('Telefono'), '+49 30 1234567');
    await user.type(within(modal).getByLabelText('Indirizzo'), 'Unter den Linden 5');
    await user.type(within(modal).getByLabelText('CAP'), '10117');
    await user.type(within(modal).getByLabelText('Città'), 'Berlin');
    await user.click(within(modal).getByRole('button', { name: 'Applica' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({ denominazione: 'Anna Schmidt', cod_nazione_ope: 'DE', sigla_provincia_ope: 'EE' });
  });

  it('shows the fiscal rules of the invoice on their fields, in Italian and in English', async () => {
    const user = userEvent.setup({ delay: null });
    renderModal(jest.fn());
    const modal = screen.getByRole('dialog', { name: 'Dati ospite' });
    await user.type(within(modal).getByLabelText('Nome e cognome o ragione sociale'), 'A'.repeat(61));
    await user.type(within(modal).getByLabelText('CAP'), 'ABCDE');
    await user.type(within(modal).getByLabelText('Codice fiscale'), 'RCCMNL83S18D969A');
    await user.tab();
    // The contract checks on each change, asynchronously: wait for its messages.
    expect(await within(modal).findByText('Inserisci al massimo 60 caratteri')).toBeInTheDocument();
    expect(await within(modal).findByText('Il CAP deve essere di 5 cifre')).toBeInTheDocument();
    expect(await within(modal).findByText('Il codice fiscale non è valido')).toBeInTheDocument();

    act(() => shopStore.set(languageAtom, 'eng'));
    expect(await within(modal).findByText('Enter at most 60 characters')).toBeInTheDocument();
    expect(await within(modal).findByText('The postal code must be 5 digits')).toBeInTheDocument();
    expect(await within(modal).findByText('The tax code is not valid')).toBeInTheDocument();
  });

  it('asks a foreign company for an EU VAT number valid for its state', async () => {
    const user = userEvent.setup({ delay: null });
    renderModal(jest.fn());
    const modal = screen.getByRole('dialog', { name: 'Dati ospite' });
    await user.click(within(modal).getByRole('radio', { name: 'Azienda' }));
    await user.selectOptions(within(modal).getByLabelText('Nazione'), 'FR');
    const vat = within(modal).getByLabelText('Partita IVA comunitaria');
    await user.clear(vat);
    await user.type(vat, 'FR40303265040');
    await user.tab();
    const invalid = 'La partita iva comunitaria non è valida per lo stato indicato';
    expect(await within(modal).findByText(invalid)).toBeInTheDocument();
    await user.clear(vat);
    await user.type(vat, 'FR40303265045');
    await user.tab();
    await waitFor(() => expect(within(modal).queryByText(invalid)).not.toBeInTheDocument());
  });
});
