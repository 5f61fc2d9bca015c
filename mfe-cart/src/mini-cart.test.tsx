import { cartAtom, formatCents, languageAtom, shopStore, ShopProviders, type CartQuote } from '@shop/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import MiniCart from './mini-cart';

const quote: CartQuote = {
  country: 'IT',
  vatTreatment: 'domestic',
  lines: [
    {
      riga_ordine_cli: 1,
      cod_articolo: 'A1',
      cod_spec_1: '01',
      title: 'Cardigan in cashmere',
      unitCents: 12_990,
      sizes: [{ progSiglaTaglia: 1, siglaTaglia: 'S', quantity: 2, stock: 5 }],
    },
  ],
  unavailable: [],
  subtotalCents: 25_980,
  shippingCents: 990,
  totalCents: 26_970,
};

const articles = [
  {
    id: 42,
    codArticolo: 'A1',
    desArticolo: 'Cardigan',
    immagini: [{ url: '/media/a1-blu.svg', codColore: '01' }],
    colori: [{ codColore: '01', desColore: 'Blu', coloreRgb: '#123456' }],
  },
];

const reply = (body: unknown) => ({ ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) }) as Response;

beforeEach(() => {
  shopStore.set(languageAtom, 'ita');
  shopStore.set(cartAtom, {
    righe: [{ riga_ordine_cli: 1, cod_articolo: 'A1', cod_spec_1: '01', prezzo: 129.9, qta_prog: [0, 2] }],
    imp_spese_trasp: 0,
    regalo: false,
  });
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL) =>
    String(url).endsWith('CartAction/quote')
      ? reply({ error: false, quote })
      : reply({ error: false, records: articles, pages: 1, currentPage: 1, totalCount: 1, pageItems: 100 }),
  ) as typeof fetch;
});

function renderMiniCart(onClose = jest.fn()) {
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/items/detail/42']}>
        <Routes>
          <Route path="/items/detail/42" element={<MiniCart onClose={onClose} />} />
          <Route path="/cart" element={<h1>Il mio carrello</h1>} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
  return onClose;
}

describe('the mini-cart', () => {
  it("lists the cart's lines with picture, name, colour, size, pieces and price, then shipping and the total", async () => {
    renderMiniCart();
    const lines = await screen.findByRole('list', { name: 'Articoli nel carrello' });
    const [line] = within(lines).getAllByRole('listitem');
    expect(line).toHaveTextContent('Cardigan in cashmere');
    expect(await within(line!).findByText('Colore Blu · Taglia S · Quantità 2')).toBeInTheDocument();
    expect(within(line!).getByTestId('summary-line-total').textContent).toBe(formatCents(25_980, 'ita'));
    expect(line!.querySelector('img')).toHaveAttribute('src', '/media/a1-blu.svg');
    expect(screen.getByTestId('mini-cart-total').textContent).toBe(formatCents(26_970, 'ita'));
  });

  it("'Vai al carrello' opens the cart and 'Continua lo shopping' closes the dialog", async () => {
    const user = userEvent.setup();
    const onClose = renderMiniCart();
    await user.click(screen.getByRole('button', { name: 'Continua lo shopping' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Vai al carrello' }));
    expect(await screen.findByRole('heading', { name: 'Il mio carrello' })).toBeInTheDocument();
  });
});
