import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageAtom, sharedInstanceId, shopStore, ShopProviders } from '@shop/shared';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import CatalogRoutes from './routes';

const article = (id: number, title: string, listPrice: number, salePrice: number) => ({
  id,
  codArticolo: `A${id}`,
  desArticolo: `ART ${id}`,
  notes: [{ codClasseNota: 'B2C_T', desNota: title }],
  prezzo: { prezzoListinoCli: listPrice, prezzoVendita: salePrice, codDivisa: 'EUR' },
  immagini: [{ url: `/media/${id}.jpg`, codColore: '01' }],
});

const page = (records: unknown[]) => ({ records, pageItems: records.length, pages: 1, currentPage: 1, totalCount: records.length });
const reply = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }) as Response;
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

function renderAt(path: string) {
  return render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/items/*" element={<CatalogRoutes />} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  shopStore.set(languageAtom, 'ita');
});

describe('the catalogue routes', () => {
  it('list the first 8 articles with titles and prices, after a loading state', async () => {
    fetchMock.mockResolvedValue(reply(200, page([article(1, 'Giacca in lino', 120, 96), article(2, 'Camicia di cotone', 59.9, 59.9)])));
    renderAt('/items');

    expect(screen.getByRole('heading', { level: 1, name: 'Collezione' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Caricamento degli articoli' })).toHaveAttribute('aria-busy', 'true');
    const list = await screen.findByRole('list', { name: 'Articoli' });
    expect(within(list).getByRole('heading', { name: 'Giacca in lino' })).toBeInTheDocument();
    expect(list).toHaveTextContent(/120,00\s€\s*96,00\s€/);
    expect(list).toHaveTextContent(/59,90\s€/);
    expect(screen.getByTestId('shared-instance')).toHaveTextContent(sharedInstanceId);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/Apps/WebObjects/Shop.woa/wa/API/read');
    expect(JSON.parse(String(init?.body))).toEqual({ entity: 'Articolo', pagination: { page: 1, limit: 8 } });
  });

  it("says 'Nessun capo disponibile' for an empty list", async () => {
    fetchMock.mockResolvedValue(reply(200, page([])));
    renderAt('/items/promo');
    expect(screen.getByRole('heading', { level: 1, name: 'Promozioni' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nessun capo disponibile' })).toBeInTheDocument();
  });

  it('shows an error state with a retry that loads again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(reply(500, { error: true, message: 'boom', statusCode: 500 }));
    fetchMock.mockResolvedValueOnce(reply(200, page([article(3, 'Maglia', 80, 80)])));
    renderAt('/items/novita');
    expect(await screen.findByRole('alert')).toHaveTextContent('Non è stato possibile caricare gli articoli');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: 'Maglia' })).toBeInTheDocument();
  });

  it('names each route in the current language, reloading the list when it changes', async () => {
    fetchMock.mockResolvedValue(reply(200, page([])));
    renderAt('/items/modulo/M1/L2');
    expect(screen.getByRole('heading', { level: 1, name: 'Modulo M1, linea L2' })).toBeInTheDocument();
    await screen.findByText('Nessun capo disponibile');
    act(() => shopStore.set(languageAtom, 'eng'));
    expect(screen.getByRole('heading', { level: 1, name: 'Module M1, line L2' })).toBeInTheDocument();
    expect(await screen.findByText('No garments available')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>)['x-language-code']).toBe('eng');
  });

  it('has a detail route and a not-found page for unknown paths', async () => {
    const { unmount } = renderAt('/items/detail/42');
    expect(screen.getByRole('heading', { level: 1, name: 'Articolo 42' })).toBeInTheDocument();
    unmount();
    renderAt('/items/nothing/here');
    expect(screen.getByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });
});
