import { formatCents, languageAtom, RemoteIntl, shopStore, ShopProviders, type Articolo, type CartQuote } from '@shop/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { cartMessages } from '@shop/shared/messages';
import { CartLine } from './cart-line';

const article = {
  id: 42,
  codArticolo: 'A1',
  desArticolo: 'Cardigan',
  immagini: [{ url: '/media/a1-blu.svg', codColore: '01' }],
  colori: [{ codColore: '01', desColore: 'Blu', coloreRgb: '#123456' }],
} as unknown as Articolo;

const priced: CartQuote['lines'][number] = {
  riga_ordine_cli: 1,
  cod_articolo: 'A1',
  cod_spec_1: '01',
  title: 'Cardigan in cashmere',
  unitCents: 12_990,
  sizes: [
    { progSiglaTaglia: 1, siglaTaglia: 'S', quantity: 2, stock: 5 },
    { progSiglaTaglia: 2, siglaTaglia: 'M', quantity: 1, stock: 5 },
  ],
};

function renderLine(props: { priced?: typeof priced; article?: Articolo }) {
  return render(
    <ShopProviders>
      <MemoryRouter>
        <RemoteIntl messages={cartMessages}>
          <ul>
            <CartLine
              line={{ riga_ordine_cli: 1, cod_articolo: 'A1', cod_spec_1: '01', prezzo: 129.9, qta_prog: [0, 2, 1] }}
              priced={props.priced}
              article={props.article}
              favourite={false}
              onQuantity={() => undefined}
              onRemove={() => undefined}
              onFavourite={() => undefined}
            />
          </ul>
        </RemoteIntl>
      </MemoryRouter>
    </ShopProviders>,
  );
}

beforeEach(() => shopStore.set(languageAtom, 'ita'));

describe('a cart line', () => {
  it('links its name and picture to the product and shows the unit price and the row total of its pieces', () => {
    const { container } = renderLine({ priced, article });
    const name = screen.getByRole('link', { name: 'Cardigan in cashmere' });
    expect(name).toHaveAttribute('href', '/items/detail/42');
    const picture = container.querySelector('img')?.closest('a');
    expect(picture).toHaveAttribute('href', '/items/detail/42');
    expect(picture).toHaveAttribute('tabindex', '-1');
    expect(screen.getByTestId('line-unit-price').textContent).toBe(formatCents(12_990, 'ita'));
    expect(screen.getByTestId('line-total').textContent).toBe(formatCents(38_970, 'ita'));
    expect(within(screen.getByTestId('cart-line')).getByText('Totale (3 pezzi)')).toBeInTheDocument();
  });

  it('shows the stored price and no link nor total while the article and its price are not known', () => {
    renderLine({});
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByTestId('line-unit-price').textContent).toBe(formatCents(12_990, 'ita'));
    expect(screen.queryByTestId('line-total')).not.toBeInTheDocument();
  });
});
