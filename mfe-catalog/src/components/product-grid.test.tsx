import { act, render, screen, within } from '@testing-library/react';
import { CARD_SIZES, languageAtom, RemoteIntl, ShopProviders, shopStore, type ArticoloFoto } from '@shop/shared';
import { catalogMessages } from '@shop/shared/messages';
import { MemoryRouter } from 'react-router-dom';
import type { CardArticle } from './product-card';
import { ProductGrid } from './product-grid';

const foto = (id: number): ArticoloFoto => ({
  id,
  altIta: `Foto ${id}`,
  altEng: `Photo ${id}`,
  width: 1600,
  height: 2000,
  widths: [320, 480, 640, 800, 1200, 1600],
});

const card = (id: number, immagini: CardArticle['immagini']): CardArticle => ({
  id,
  codArticolo: `A${id}`,
  desArticolo: `ART ${id}`,
  notes: [{ codClasseNota: 'B2C_T', desNota: `Maglia ${id}` }],
  prezzo: { prezzoListinoCli: 90, prezzoVendita: 90, codDivisa: 'EUR' },
  percentualeSconto: null,
  immagini,
  soldOut: false,
  codCatRaggrupp: null,
});

const articles = [
  card(1, [
    { url: '/media/photos/11/800.jpg', codColore: 'NER', foto: foto(11) },
    { url: '/media/photos/12/800.jpg', codColore: 'NER', foto: foto(12) },
    { url: '/media/articles/A1/BIA-1.svg', codColore: 'BIA' },
  ]),
  card(2, [{ url: '/media/photos/21/800.jpg', codColore: 'NER', foto: foto(21) }]),
  card(3, [{ url: '/media/articles/A3/NER-1.svg', codColore: 'NER' }]),
];

function renderGrid(colours: string[] = []) {
  return render(
    <ShopProviders>
      <MemoryRouter>
        <RemoteIntl messages={catalogMessages}>
          <ProductGrid articles={articles} label="Prodotti" colours={colours} />
        </RemoteIntl>
      </MemoryRouter>
    </ShopProviders>,
  );
}

const cards = () => screen.getAllByTestId('product-card');
const pictureOf = (element: HTMLElement) => element.querySelector('img')!;

describe('the product grid', () => {
  beforeEach(() => act(() => shopStore.set(languageAtom, 'ita')));

  it("lays the cards' photos out at a column's width, the first at once and the rest as they come near", () => {
    renderGrid();
    const [first, second, third] = cards();
    expect(first!.querySelector('source[type="image/avif"]')).toHaveAttribute('sizes', CARD_SIZES);
    expect(first!.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/photos/11/640.avif 640w'),
    );
    expect(pictureOf(first!)).toHaveAttribute('fetchpriority', 'high');
    expect(pictureOf(first!)).toHaveAttribute('loading', 'eager');
    expect(pictureOf(second!)).toHaveAttribute('loading', 'lazy');
    expect(pictureOf(second!)).not.toHaveAttribute('fetchpriority', 'high');
    // A colour without photos keeps its drawing.
    expect(third!.querySelector('picture')).toBeNull();
    expect(pictureOf(third!)).toHaveAttribute('src', '/media/articles/A3/NER-1.svg');
  });

  it("describes each photo in the shop's language", () => {
    renderGrid();
    expect(pictureOf(cards()[0]!)).toHaveAttribute('alt', 'Foto 11');
    act(() => shopStore.set(languageAtom, 'eng'));
    expect(pictureOf(cards()[0]!)).toHaveAttribute('alt', 'Photo 11');
    expect(pictureOf(cards()[2]!)).toHaveAttribute('alt', 'Maglia 3');
  });

  it("shows a filtered colour's own picture", () => {
    renderGrid(['BIA']);
    expect(pictureOf(cards()[0]!)).toHaveAttribute('src', '/media/articles/A1/BIA-1.svg');
  });

  it('slides to the next photo of the colour', async () => {
    renderGrid();
    const first = cards()[0]!;
    act(() =>
      within(first)
        .getByRole('button', { name: /successiva/ })
        .click(),
    );
    expect(first.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', expect.stringContaining('/media/photos/12/'));
  });
});
