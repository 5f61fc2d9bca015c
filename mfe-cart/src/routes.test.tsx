import { act, render, screen } from '@testing-library/react';
import {
  cartAtom,
  emptyCart,
  languageAtom,
  mountPattern,
  sharedInstanceId,
  shopStore,
  ShopProviders,
  storefrontRoutes,
} from '@shop/shared';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import CartRoutes from './routes';

/** Mounts the cart where the shell does. */
function renderAt(path: string) {
  const routes = storefrontRoutes.filter((route) => route.remote === 'cart');
  return render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.flatMap((route) => route.paths.map((p) => <Route key={p} path={mountPattern(route, p)} element={<CartRoutes />} />))}
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
}

beforeEach(() => {
  shopStore.set(languageAtom, 'ita');
  shopStore.set(cartAtom, emptyCart());
});

describe('the cart routes', () => {
  it('titles the cart with its piece count and says when it is empty', () => {
    renderAt('/cart');
    expect(screen.getByRole('heading', { level: 1, name: 'Il mio carrello (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Il carrello è vuoto' })).toBeInTheDocument();
    act(() =>
      shopStore.set(cartAtom, {
        righe: [{ riga_ordine_cli: 1, cod_articolo: 'A1', cod_spec_1: '01', prezzo: 10, qta_prog: [0, 2, 1] }],
        imp_spese_trasp: 0,
        regalo: false,
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Il mio carrello (3)' })).toBeInTheDocument();
    expect(screen.getByTestId('shared-instance')).toHaveTextContent(sharedInstanceId);
  });

  it('has the checkout route', () => {
    renderAt('/cart/checkout');
    expect(screen.getByRole('heading', { level: 1, name: 'Conferma ordine' })).toBeInTheDocument();
  });

  it.each([
    ['/Apps/WebObjects/Shop.woa/wa/CartAction/ok?outcome=OK', 'Grazie per il tuo acquisto'],
    ['/wa/CartAction/ok?outcome=OK', 'Grazie per il tuo acquisto'],
    ['/wa/CartAction/ko?outcome=KO', 'Acquisto fallito'],
    ['/Apps/WebObjects/Shop.woa/wa/CartAction/ok?outcome=ANNULLO', 'Acquisto fallito'],
  ])('shows the payment outcome at %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('follows the interface language', () => {
    renderAt('/wa/CartAction/ko');
    act(() => shopStore.set(languageAtom, 'eng'));
    expect(screen.getByRole('heading', { level: 1, name: 'Purchase failed' })).toBeInTheDocument();
  });
});
