import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartAtom, endSessionAtom, languageAtom, sessionTokenAtom, shopStore, startSessionAtom, type Cart, type User } from '@shop/shared';
import { provideRemote, resetFakeFederation } from '../testing/fake-federation';
import { renderShell, startTestRemotes } from '../testing/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../testing/fake-federation'));

const cart: Cart = {
  righe: [
    { riga_ordine_cli: 1, cod_articolo: 'A100', cod_spec_1: '01', prezzo: 59.9, qta_prog: [0, 1, 2] },
    { riga_ordine_cli: 2, cod_articolo: 'B200', cod_spec_1: '07', prezzo: 120, qta_prog: [0, 0, 1] },
  ],
  imp_spese_trasp: 0,
  regalo: false,
};
const user = { email: 'demo@shop.test', name: 'Giulia', surname: 'Rossi' } as User;

beforeAll(() => startTestRemotes());
beforeEach(() => {
  resetFakeFederation();
  provideRemote('cms/routes', () => ({ default: () => <h1>Home</h1> }));
  shopStore.set(endSessionAtom);
  shopStore.set(languageAtom, 'ita');
});

describe('the shell layout', () => {
  it('shows the cart badge with the total quantity, following the cart', async () => {
    renderShell();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    act(() => shopStore.set(cartAtom, cart));
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'Carrello, 4 articoli' })).toHaveAttribute('href', '/cart');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('warns a visitor who opens the favourites, and leads to login from the account icon', async () => {
    const clicker = userEvent.setup();
    renderShell();
    await clicker.click(screen.getByRole('link', { name: 'Preferiti' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      "Devi esserti registrato e aver effettuato l'accesso per visualizzare i tuoi preferiti",
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await clicker.click(screen.getByRole('button', { name: 'OK' }));
    await clicker.click(screen.getByRole('link', { name: 'Accedi' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account/login');
  });

  it('opens the side menu, switches the language and closes on Escape', async () => {
    const clicker = userEvent.setup();
    renderShell();
    const burger = screen.getByRole('button', { name: 'Apri il menu' });
    await clicker.click(burger);

    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/items', '/items/novita', '/items/outlet', '/items/promo']);
    await clicker.click(within(menu).getByRole('button', { name: 'English' }));
    expect(shopStore.get(languageAtom)).toBe('eng');
    expect(document.documentElement.lang).toBe('en');
    expect(within(menu).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(menu).getByRole('link', { name: 'Collection' })).toBeInTheDocument();

    await clicker.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveFocus();
  });

  it('closes the side menu when a link is followed', async () => {
    const clicker = userEvent.setup();
    renderShell();
    await clicker.click(screen.getByRole('button', { name: 'Apri il menu' }));
    await clicker.click(screen.getByRole('link', { name: 'Outlet' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/items/outlet');
  });

  it("greets a logged-in user and logs out after 'Vuoi davvero uscire?'", async () => {
    const clicker = userEvent.setup();
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '{"error":false}' }) as Response);
    shopStore.set(startSessionAtom, { token: 'a-stored-session-token-0123456789', user, country: 'DE' });
    shopStore.set(cartAtom, cart);
    renderShell('/items');

    expect(screen.getByTestId('greeting-bar')).toHaveTextContent('Ciao, Giulia');
    expect(screen.getByRole('link', { name: 'Il mio account' })).toHaveAttribute('href', '/account');
    await clicker.click(within(screen.getByTestId('greeting-bar')).getByRole('button', { name: 'Esci' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Vuoi davvero uscire?');
    await clicker.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(shopStore.get(sessionTokenAtom)).not.toBeNull();

    await clicker.click(within(screen.getByTestId('greeting-bar')).getByRole('button', { name: 'Esci' }));
    await clicker.click(screen.getByRole('button', { name: 'OK' }));
    expect(shopStore.get(sessionTokenAtom)).toBeNull();
    expect(screen.queryByTestId('greeting-bar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/login'));
    expect(String(jest.mocked(globalThis.fetch).mock.calls[0]?.[0])).toMatch(/AccountAction\/logout$/);
  });
});
