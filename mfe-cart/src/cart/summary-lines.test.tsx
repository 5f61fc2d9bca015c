import { formatCents, languageAtom, RemoteIntl, shopStore, ShopProviders, cartAtom, type CartQuote } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { cartMessages } from '@shop/shared/messages';
import { SummaryLines } from './summary-lines';

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
      sizes: [
        { progSiglaTaglia: 1, siglaTaglia: 'S', quantity: 2, stock: 5 },
        { progSiglaTaglia: 2, siglaTaglia: 'M', quantity: 1, stock: 5 },
      ],
    },
  ],
  unavailable: [],
  subtotalCents: 38_970,
  shippingCents: 0,
  totalCents: 38_970,
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

beforeEach(() => {
  shopStore.set(languageAtom, 'ita');
  shopStore.set(cartAtom, {
    righe: [{ riga_ordine_cli: 1, cod_articolo: 'A1', cod_spec_1: '01', prezzo: 129.9, qta_prog: [0, 2, 1] }],
    imp_spese_trasp: 0,
    regalo: false,
  });
  globalThis.fetch = jest.fn(
    async () =>
      ({
        ok: true,
        status: 200,
        statusText: 'OK',
        text: async () => JSON.stringify({ error: false, records: articles, pages: 1, currentPage: 1, totalCount: 1, pageItems: 100 }),
      }) as Response,
  );
});

describe('the order rows of the checkout summary', () => {
  it('lists one row per size with thumbnail, name, colour, size, quantity and row total', async () => {
    const { container } = render(
      <ShopProviders>
        <RemoteIntl messages={cartMessages}>
          <SummaryLines quote={quote} />
        </RemoteIntl>
      </ShopProviders>,
    );
    const rows = screen.getAllByTestId('summary-line');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Cardigan in cashmere');
    expect(await screen.findByText('Colore Blu · Taglia S · Quantità 2')).toBeInTheDocument();
    expect(screen.getByText('Colore Blu · Taglia M · Quantità 1')).toBeInTheDocument();
    expect(screen.getAllByTestId('summary-line-total').map((total) => total.textContent)).toEqual([
      formatCents(25_980, 'ita'),
      formatCents(12_990, 'ita'),
    ]);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/a1-blu.svg');
  });

  it("shows the colour's photo as a small picture beside its name, at the thumbnail's width", async () => {
    articles[0]!.immagini = [
      {
        url: '/media/photos/3/800.jpg',
        codColore: '01',
        foto: {
          id: 3,
          altIta: 'Cardigan blu',
          altEng: 'Blue cardigan',
          width: 1600,
          height: 2400,
          widths: [320, 480, 640, 800, 1200, 1600],
        },
      },
    ] as never;
    const { container } = render(
      <ShopProviders>
        <RemoteIntl messages={cartMessages}>
          <SummaryLines quote={quote} />
        </RemoteIntl>
      </ShopProviders>,
    );
    await screen.findByText('Colore Blu · Taglia S · Quantità 2');
    const avif = container.querySelector('source[type="image/avif"]');
    expect(avif).toHaveAttribute('sizes', '3rem');
    expect(avif).toHaveAttribute('srcset', expect.stringContaining('/media/photos/3/320.avif 320w'));
    // Its name is beside it: the picture says nothing of its own.
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
