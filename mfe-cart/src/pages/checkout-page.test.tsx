import {
  cartAtom,
  customerAtom,
  emit,
  emptyCart,
  guestCustomerSchema,
  languageAtom,
  mergeCatalogues,
  on,
  paymentPendingAtom,
  RemoteIntl,
  shopStore,
  ShopProviders,
  type AlertRequest,
  type User,
} from '@shop/shared';
import { cartMessages, paymentMessages } from '@shop/shared/messages';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CheckoutPage } from './checkout-page';

// The page loads the cart's modules and re-renders on every answer: slow on a busy machine.
jest.setTimeout(30_000);

// The page opens the payment window, whose texts are the payment section's.
const messages = mergeCatalogues(cartMessages, paymentMessages);

const cart = {
  righe: [{ riga_ordine_cli: 1, cod_articolo: 'A1', cod_spec_1: '01', prezzo: 49.9, qta_prog: [0, 2] }],
  imp_spese_trasp: 0,
  regalo: false,
};
const guest = guestCustomerSchema.parse({
  denominazione: 'Giulia Neri',
  email: 'giulia.neri@example.com',
  telefono: '3331234567',
  cod_nazione_ope: 'IT',
  indirizzo_ope: 'Via Po 5',
  cap_ope: '10123',
  comune_ope: 'Torino',
  sigla_provincia_ope: 'TO',
  codice_fiscale: 'RCCMNL83S18D969H',
});

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
/** The bodies sent to AccountAction/confirmCart. */
const confirmations = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('AccountAction/confirmCart'))
    .map(([, init]) => JSON.parse(String(init?.body)));

let alerts: AlertRequest[] = [];
let off: () => void;
beforeEach(() => {
  shopStore.set(languageAtom, 'ita');
  shopStore.set(cartAtom, cart);
  fetchMock.mockReset();
  // The quote stays pending (its summary shows skeletons); the server refuses the order.
  fetchMock.mockImplementation((url) => {
    if (!String(url).endsWith('AccountAction/confirmCart')) return new Promise<Response>(() => undefined);
    const body = JSON.stringify({ error: true, message: 'Ordine rifiutato' });
    return Promise.resolve({
      ok: true,
      status: 200,
      statusText: 'OK',
      headers: { get: () => null },
      text: async () => body,
    } as unknown as Response);
  });
  globalThis.fetch = fetchMock;
  alerts = [];
  off = on('ui:alert', (alert) => alerts.push(alert));
});
afterEach(() => {
  off();
  shopStore.set(cartAtom, emptyCart());
  shopStore.set(customerAtom, null);
  shopStore.set(paymentPendingAtom, null);
});

const renderPage = () =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/cart/checkout']}>
        <RemoteIntl messages={messages}>
          <CheckoutPage />
        </RemoteIntl>
      </MemoryRouter>
    </ShopProviders>,
  );

const PRIVACY_ERROR = 'Devi accettare le condizioni di privacy';

describe('the checkout confirmation', () => {
  it("shows the guest's missing privacy once touched, blocks 'Conferma' with its alert, then sends one confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    shopStore.set(customerAtom, guest);
    renderPage();
    const privacy = screen.getByRole('checkbox', { name: 'Accetto le condizioni di privacy' });
    const confirm = screen.getByRole('button', { name: 'Conferma' });

    // Ticked and unticked, but not yet left: nothing is said.
    await user.click(privacy);
    await user.click(privacy);
    expect(screen.queryByText(PRIVACY_ERROR)).not.toBeInTheDocument();
    expect(privacy).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(await screen.findByText(PRIVACY_ERROR)).toBeInTheDocument();
    expect(privacy).toHaveAttribute('aria-invalid', 'true');

    await user.click(confirm);
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toMatchObject({ severity: 'warning', message: PRIVACY_ERROR });
    expect(confirmations()).toHaveLength(0);

    await user.click(privacy);
    expect(screen.queryByText(PRIVACY_ERROR)).not.toBeInTheDocument();
    await user.click(confirm);
    await waitFor(() => expect(alerts).toHaveLength(2));
    expect(alerts[1]).toMatchObject({ severity: 'error', message: 'Ordine rifiutato' });
    expect(confirmations()).toEqual([{ cart, cliente: guest, privacy: true, languageCode: 'ita' }]);
  });

  it("writes a foreign guest's address as the guest would, without SPEC's stored 'EE'", () => {
    const foreign = guestCustomerSchema.parse({
      ...guest,
      cod_nazione_ope: 'DE',
      indirizzo_ope: 'Unter den Linden 5',
      cap_ope: '10117',
      comune_ope: 'Berlin',
      sigla_provincia_ope: 'EE',
      codice_fiscale: '0000000000000000',
    });
    shopStore.set(customerAtom, foreign);
    renderPage();
    const summary = screen.getByTestId('guest-summary');
    expect(summary).toHaveTextContent('Unter den Linden 5, 10117 Berlin, Germania');
    expect(summary).not.toHaveTextContent(/\bEE\b|\(DE\)/);
  });

  it('sends back the return key of the order this browser left unpaid, so the new order ends that one', async () => {
    const user = userEvent.setup({ delay: null });
    const earlier = 'k'.repeat(43);
    shopStore.set(customerAtom, guest);
    shopStore.set(paymentPendingAtom, earlier);
    renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'Accetto le condizioni di privacy' }));
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(confirmations()).toHaveLength(1));
    expect(confirmations()[0]).toEqual({ cart, cliente: guest, privacy: true, languageCode: 'ita', pendingReturnKey: earlier });
  });

  it('shows the server’s message when too many confirmations from this address are refused with 429', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = JSON.stringify({ error: true, message: 'Troppi tentativi, riprova tra qualche minuto', statusCode: 429 });
    fetchMock.mockImplementation((url) => {
      if (!String(url).endsWith('AccountAction/confirmCart')) return new Promise<Response>(() => undefined);
      return Promise.resolve({ ok: false, status: 429, statusText: 'Too Many Requests', text: async () => refusal } as Response);
    });
    shopStore.set(customerAtom, guest);
    renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'Accetto le condizioni di privacy' }));
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toMatchObject({ severity: 'error', message: 'Troppi tentativi, riprova tra qualche minuto' });
  });

  it("confirms as the customer of the account's session:changed, without guest data or privacy", async () => {
    const user = userEvent.setup({ delay: null });
    const customer = {
      email: 'demo@shop.test',
      name: 'Giulia',
      surname: 'Rossi',
      destination: {
        name: 'Giulia',
        surname: 'Rossi',
        address: 'Via Roma 1',
        postalCode: '20121',
        town: 'Milano',
        state: 'MI',
        country: 'IT',
      },
    } as User;
    emit('session:changed', { loggedIn: true, user: customer, restoring: false });
    try {
      renderPage();
      expect(screen.getByRole('heading', { name: 'Indirizzo di spedizione' })).toBeInTheDocument();
      expect(screen.getByText(/demo@shop\.test/)).toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: 'Accetto le condizioni di privacy' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Conferma' }));
      await waitFor(() => expect(confirmations()).toHaveLength(1));
      expect(confirmations()[0]).toEqual({ cart, cliente: null, languageCode: 'ita' });
    } finally {
      act(() => emit('session:changed', { loggedIn: false, user: null, restoring: false }));
    }
  });

  it('sends a visitor without guest data to the login, before asking for privacy', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toMatchObject({ severity: 'warning', message: "Devi aver effettuato l'accesso per poter confermare l'ordine" });
    expect(screen.queryByText(PRIVACY_ERROR)).not.toBeInTheDocument();
    expect(confirmations()).toHaveLength(0);
  });
});
