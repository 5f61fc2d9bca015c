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

  it("shows the line colour's photo at the line's width, in the formats the browser takes, and a silhouette as it was", () => {
    const foto = {
      id: 9,
      altIta: 'Cardigan verde, davanti',
      altEng: 'Green cardigan, front',
      width: 1600,
      height: 2400,
      widths: [320, 480, 640, 800, 1200, 1600],
    };
    const withPhotos = {
      ...article,
      immagini: [
        { url: '/media/a1-blu.svg', codColore: '01' },
        { url: '/media/photos/9/800.jpg', codColore: '02', foto },
      ],
    } as unknown as Articolo;
    const { container, unmount } = renderLine({ priced: { ...priced, cod_spec_1: '02' }, article: withPhotos });
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/a1-blu.svg');
    expect(container.querySelector('picture')).toBeNull();
    unmount();

    const green = render(
      <ShopProviders>
        <MemoryRouter>
          <RemoteIntl messages={cartMessages}>
            <ul>
              <CartLine
                line={{ riga_ordine_cli: 1, cod_articolo: 'A1', cod_spec_1: '02', prezzo: 129.9, qta_prog: [0, 1] }}
                priced={{ ...priced, cod_spec_1: '02' }}
                article={withPhotos}
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
    const avif = green.container.querySelector('source[type="image/avif"]');
    expect(avif).toHaveAttribute('srcset', expect.stringContaining('/media/photos/9/320.avif 320w'));
    expect(avif).toHaveAttribute('sizes', expect.stringMatching(/^\(min-width: 48rem\) 10rem, /));
    expect(green.container.querySelector('source[type="image/webp"]')).not.toBeNull();
    const img = green.container.querySelector('img');
    expect(img).toHaveAttribute('alt', 'Cardigan verde, davanti');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});
