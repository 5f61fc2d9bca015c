import { act, render, screen } from '@testing-library/react';
import {
  cartAtom,
  emit,
  emptyCart,
  languageAtom,
  mountPattern,
  sharedInstanceId,
  shopStore,
  ShopProviders,
  storefrontRoutes,
  type CartQuote,
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

const originalFetch = globalThis.fetch;

beforeEach(() => {
  globalThis.fetch = originalFetch;
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

  it("marks the lines among the catalogue's favourites, heard as favourites:changed", async () => {
    const line = { riga_ordine_cli: 1, cod_articolo: 'A1', cod_spec_1: '01', prezzo: 10, qta_prog: [0, 1] };
    const quote: CartQuote = {
      country: 'IT',
      vatTreatment: 'domestic',
      lines: [{ ...line, title: 'Cardigan', unitCents: 1000, sizes: [{ progSiglaTaglia: 1, siglaTaglia: 'S', quantity: 1, stock: 5 }] }],
      unavailable: [],
      subtotalCents: 1000,
      shippingCents: 0,
      totalCents: 1000,
    };
    globalThis.fetch = jest.fn(async (url: RequestInfo | URL) => {
      const body = String(url).endsWith('CartAction/quote') ? { error: false, quote } : { records: [] };
      return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
    });
    emit('favourites:changed', { favourites: [] });
    shopStore.set(cartAtom, { righe: [line], imp_spese_trasp: 0, regalo: false });
    renderAt('/cart');
    expect(await screen.findByRole('button', { name: /Aggiungi ai preferiti/ })).toHaveAttribute('aria-pressed', 'false');
    act(() => emit('favourites:changed', { favourites: ['A1'] }));
    expect(screen.getByRole('button', { name: /Rimuovi dai preferiti/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('has the checkout route', () => {
    renderAt('/cart/checkout');
    expect(screen.getByRole('heading', { level: 1, name: 'Conferma ordine' })).toBeInTheDocument();
  });

  // Without the order's token nothing says the order was paid: the `outcome` query alone is not believed.
  it.each([
    '/Apps/WebObjects/Shop.woa/wa/CartAction/ok?outcome=OK',
    '/wa/CartAction/ok?outcome=OK',
    '/wa/CartAction/ko?outcome=KO',
    '/Apps/WebObjects/Shop.woa/wa/CartAction/ok?outcome=ANNULLO',
  ])('shows the payment return page at %s, no thank-you without an order', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Acquisto fallito' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna al carrello' })).toHaveAttribute('href', '/cart');
  });

  it('follows the interface language', () => {
    renderAt('/wa/CartAction/ko');
    act(() => shopStore.set(languageAtom, 'eng'));
    expect(screen.getByRole('heading', { level: 1, name: 'Purchase failed' })).toBeInTheDocument();
  });
});
