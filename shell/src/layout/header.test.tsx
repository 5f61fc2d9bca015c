import { act, screen } from '@testing-library/react';
import { cartQuantityAtom, emit, emptyCart, sessionAtom, shopStore, type User } from '@shop/shared';
import { renderWithShell } from '../testing/render-shell';
import { Header } from './header';

const user = { email: 'demo@shop.test', name: 'Giulia', surname: 'Rossi' } as User;
const renderHeader = () => renderWithShell(<Header menuOpen={false} onOpenMenu={() => undefined} />);

// The cart and the session belong to other teams: the header hears them on the bus only.
beforeEach(() => {
  emit('cart:changed', { cart: emptyCart(), quantity: 0 });
  emit('session:changed', { loggedIn: false, user: null, restoring: false });
});

describe('the header', () => {
  it("shows the badge of cart:changed, the cart's own atom untouched", () => {
    renderHeader();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    act(() => emit('cart:changed', { cart: emptyCart(), quantity: 3 }));
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Carrello, 3 articoli' })).toBeInTheDocument();
    act(() => emit('cart:changed', { cart: emptyCart(), quantity: 120 }));
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');
    expect(shopStore.get(cartQuantityAtom)).toBe(0);
  });

  it('shows the badge of a cart announced before it was mounted', () => {
    emit('cart:changed', { cart: emptyCart(), quantity: 2 });
    renderHeader();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
  });

  it('leads the account icon to the login, or to the account once session:changed says logged in', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/account/login');
    act(() => emit('session:changed', { loggedIn: true, user, restoring: false }));
    expect(screen.getByRole('link', { name: 'Il mio account' })).toHaveAttribute('href', '/account');
    expect(shopStore.get(sessionAtom).loggedIn).toBe(false);
  });
});
