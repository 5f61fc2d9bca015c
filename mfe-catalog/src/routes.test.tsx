import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartAtom,
  emit,
  endSessionAtom,
  favouritesAtom,
  languageAtom,
  on,
  sharedInstanceId,
  shopStore,
  ShopProviders,
  startSessionAtom,
  type AlertRequest,
  type User,
} from '@shop/shared';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { clearListCache } from './lib/list-cache';
import CatalogRoutes from './routes';

const article = (id: number, title: string, listPrice: number, percent: number | null = null) => ({
  id,
  codArticolo: `A${id}`,
  desArticolo: `ART ${id}`,
  desNota: null,
  desVersione: null,
  vendibileCatalogo: true,
  soldOut: false,
  codCatRaggrupp: null,
  codModuloSdo: null,
  codLinea: null,
  codFamigliaArticolo: 'MG',
  codCategoriaMerceologica: null,
  dataCancellazione: null,
  dataInserimento: '2026-01-01',
  notes: [
    { codClasseNota: 'B2C_T', desNota: title },
    { codClasseNota: 'B2C_D', desNota: `Descrizione di ${title}` },
  ],
  prezzi: [],
  prezzo: {
    prezzoListinoCli: listPrice,
    prezzoVendita: percent ? Math.round(listPrice * (100 - percent)) / 100 : listPrice,
    codDivisa: 'EUR',
  },
  percentualeSconto: percent,
  sconto: null,
  moduloSdo: null,
  linea: null,
  famigliaArticolo: { codFamigliaArticolo: 'MG', desFamigliaArticolo: 'Maglieria/Knitwear' },
  funzioneSdo: null,
  sottoFunzioneSdo: null,
  datiStags: { codStagione: 'S26', composizioneEstesa: '100% lana' },
  dimensioneSdo: { codDimensioneSdo: 'REG', desDimensioniSdo: 'Regolare/Regular' },
  eticLavAcqua: 'lav.acqua.30',
  eticLavSecco: 'no.lav.secco',
  eticCandeggio: 'no.candeggio',
  eticAsciugatura: null,
  eticStiro: 'stirare.115',
  immagini: [
    { url: `/media/${id}-NER-1.svg`, codColore: 'NER' },
    { url: `/media/${id}-BIA-1.svg`, codColore: 'BIA' },
  ],
  colori: [
    { codColore: 'NER', desColore: 'Nero', coloreRgb: '#111111' },
    { codColore: 'BIA', desColore: 'Bianco', coloreRgb: '#eeeeee' },
  ],
  taglie: [
    { codTabellaTaglia: 'LET', siglaTaglia: 'S', progSiglaTaglia: 2 },
    { codTabellaTaglia: 'LET', siglaTaglia: 'M', progSiglaTaglia: 3 },
    { codTabellaTaglia: 'LET', siglaTaglia: 'L', progSiglaTaglia: 4 },
  ],
  disponibilita: [
    { codColore: 'NER', progSiglaTaglia: 2, qta: 1 },
    { codColore: 'NER', progSiglaTaglia: 3, qta: 0 },
    { codColore: 'NER', progSiglaTaglia: 4, qta: 5 },
    { codColore: 'BIA', progSiglaTaglia: 3, qta: 2 },
  ],
  codiciArticoloAccessori: [],
  codiciArticoloCompletaLook: [],
});

const page = (records: unknown[], totalCount = records.length, currentPage = 1) => ({
  records,
  pageItems: 40,
  pages: Math.ceil(totalCount / 40),
  currentPage,
  totalCount,
});
const reply = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }) as Response;

interface Body {
  entity: string;
  expression?: Record<string, unknown>;
  orderings?: unknown[];
  pagination?: { page: number; limit: number };
}

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
/** Answers for Articolo reads; reference reads get small fixed lists. */
let articles: (body: Body) => Response;
const bodies = (entity: string): Body[] =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Body).filter((body) => body.entity === entity);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/items/*" element={<CatalogRoutes />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ShopProviders>,
  );
}

const alerts: AlertRequest[] = [];
const toasts: string[] = [];
let miniCarts = 0;
const contentModals: string[] = [];
const offs: (() => void)[] = [];

beforeEach(() => {
  clearListCache();
  fetchMock.mockReset();
  alerts.length = 0;
  toasts.length = 0;
  miniCarts = 0;
  contentModals.length = 0;
  articles = () => reply(200, page([]));
  fetchMock.mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as Body;
    if (body.entity === 'Articolo') return articles(body);
    if (body.entity === 'FamigliaArticolo')
      return reply(200, page([{ codFamigliaArticolo: 'MG', desFamigliaArticolo: 'Maglieria/Knitwear' }]));
    if (body.entity === 'Colore') return reply(200, page([{ codColore: 'NER', desColore: 'Nero', coloreRgb: '#111111' }]));
    if (body.entity === 'TabellaTaglia') return reply(200, page([{ siglaTaglia: 'S' }, { siglaTaglia: 'M' }]));
    return reply(200, page([]));
  });
  globalThis.fetch = fetchMock;
  shopStore.set(endSessionAtom);
  shopStore.set(languageAtom, 'ita');
  offs.push(
    on('ui:alert', (request) => alerts.push(request)),
    on('ui:toast', ({ message }) => toasts.push(message)),
    on('ui:mini-cart', () => (miniCarts += 1)),
    on('ui:content-modal', ({ name }) => contentModals.push(name)),
  );
});

afterEach(() => {
  offs.splice(0).forEach((off) => off());
});

describe('the catalogue lists', () => {
  it('show 16 skeletons, then cards with prices, discounts and the pager, leaving out promotion and outlet', async () => {
    articles = () => reply(200, page([article(1, 'Giacca in lino', 120, 20), article(2, 'Camicia di cotone', 59.9)], 41));
    renderAt('/items');
    expect(screen.getByRole('heading', { level: 1, name: 'Collezione' })).toBeInTheDocument();
    const loading = screen.getByRole('list', { name: 'Caricamento degli articoli' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getAllByRole('listitem')).toHaveLength(16);
    const list = await screen.findByRole('list', { name: 'Articoli' });
    const cards = within(list).getAllByTestId('product-card');
    expect(within(cards[0]!).getByRole('link', { name: 'Giacca in lino' })).toHaveAttribute('href', '/items/detail/1');
    expect(cards[0]).toHaveTextContent(/120,00\s€\s*96,00\s€\s*-20%/);
    expect(cards[1]).toHaveTextContent(/59,90\s€/);
    expect(cards[1]!.querySelector('s')).toBeNull();
    expect(screen.getByText('41 risultati')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Successivo' })).toHaveAttribute('href', '/items?page=2');
    expect(screen.getByTestId('shared-instance')).toHaveTextContent(sharedInstanceId);
    expect(bodies('Articolo')[0]).toEqual({
      entity: 'Articolo',
      expression: { escludiCodCatRaggrupps: ['CR1', 'CR3'], languageCode: 'ita' },
      orderings: [],
      pagination: { page: 1, limit: 40 },
    });
  });

  it("says 'Nessun capo disponibile' for an empty promotion list", async () => {
    renderAt('/items/promo');
    expect(screen.getByRole('heading', { level: 1, name: 'Collezione · Promozione' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nessun capo disponibile' })).toBeInTheDocument();
    expect(bodies('Articolo')[0]?.expression).toEqual({ codCatRaggrupp: 'CR1', languageCode: 'ita' });
  });

  it('shows an error state with a retry that loads again', async () => {
    const user = userEvent.setup();
    articles = () => reply(500, { error: true, message: 'boom', statusCode: 500 });
    renderAt('/items/novita');
    expect(await screen.findByRole('alert')).toHaveTextContent('Non è stato possibile caricare gli articoli');
    articles = () => reply(200, page([article(3, 'Maglia', 80)]));
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('link', { name: 'Maglia' })).toBeInTheDocument();
  });

  it('takes the family title in the current language and reloads when it changes', async () => {
    renderAt('/items/famiglia/MG');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maglieria' })).toBeInTheDocument();
    await screen.findByText('Nessun capo disponibile');
    act(() => shopStore.set(languageAtom, 'eng'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Knitwear' })).toBeInTheDocument();
    expect(await screen.findByText('No garments available')).toBeInTheDocument();
    expect(bodies('Articolo').at(-1)?.expression).toEqual({ codFamigliaArticolo: 'MG', languageCode: 'eng' });
  });

  it('reads page, sort and filters from the URL and keeps them there', async () => {
    const user = userEvent.setup();
    articles = (body) => reply(200, page([article(4, 'Gonna', 90)], 100, body.pagination?.page ?? 1));
    renderAt('/items/search/camicia?page=2&sort=priceUp&colori=NER&taglie=M&min=20&max=200');
    await screen.findByRole('link', { name: 'Gonna' });
    expect(screen.getByRole('heading', { level: 1, name: 'Risultati per «camicia»' })).toBeInTheDocument();
    expect(bodies('Articolo')[0]).toEqual({
      entity: 'Articolo',
      expression: { keyword: 'camicia', languageCode: 'ita', codColori: ['NER'], siglaTaglie: ['M'], prezzoMin: 20, prezzoMax: 200 },
      orderings: [{ key: 'prezzoVendita', direction: 'asc' }],
      pagination: { page: 2, limit: 40 },
    });
    await user.selectOptions(screen.getByLabelText('Ordina per'), 'newest');
    expect(screen.getByTestId('where')).toHaveTextContent('/items/search/camicia?sort=newest&colori=NER&taglie=M&min=20&max=200');
    // The chosen filters show as chips, with one button that clears them all.
    expect(screen.getByRole('button', { name: 'Rimuovi il filtro M' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/items\/search\/camicia\?sort=newest$/);
  });

  it('searches from the box', async () => {
    const user = userEvent.setup();
    renderAt('/items');
    await user.type(screen.getByRole('searchbox', { name: 'Cerca un articolo' }), 'Lino blu{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/items/search/Lino%20blu');
  });
});

describe('favourites', () => {
  it('warns a visitor who taps the heart, offering the way to log in, and changes nothing', async () => {
    const user = userEvent.setup();
    articles = () => reply(200, page([article(5, 'Cardigan', 150)]));
    renderAt('/items');
    await user.click(await screen.findByRole('button', { name: 'Aggiungi ai preferiti' }));
    expect(alerts).toEqual([
      expect.objectContaining({
        message: "Devi esserti registrato e aver effettuato l'accesso per poter aggiungere ai preferiti",
        severity: 'warning',
        confirm: true,
        okLabel: 'Accedi',
      }),
    ]);
    expect(shopStore.get(favouritesAtom)).toEqual([]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('updateFavorites'))).toBe(false);
  });

  it('sends a visitor from the favourites list to login with SPEC message', async () => {
    renderAt('/items/favorites');
    expect(await screen.findByTestId('where')).toHaveTextContent('/account/login?redirect=%2Fitems%2Ffavorites');
    expect(alerts[0]?.message).toBe("Devi esserti registrato e aver effettuato l'accesso per visualizzare i tuoi preferiti");
  });

  it('waits for a stored session being restored, and sends to login once it turns out a visitor', async () => {
    emit('session:changed', { loggedIn: false, user: null, restoring: true });
    renderAt('/items/favorites');
    expect(screen.getByRole('heading', { level: 1, name: 'I miei preferiti' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/items\/favorites$/);
    expect(alerts).toEqual([]);
    act(() => emit('session:changed', { loggedIn: false, user: null, restoring: false }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/account/login?redirect=%2Fitems%2Ffavorites');
  });

  it('lists a customer favourites by code and saves a toggle', async () => {
    const user = userEvent.setup();
    shopStore.set(startSessionAtom, { token: 't'.repeat(40), user: { name: 'Giulia' } as User, favourites: ['A6'] });
    articles = () => reply(200, page([article(6, 'Pullover', 110)]));
    renderAt('/items/favorites');
    expect(screen.getByRole('heading', { level: 1, name: 'I miei preferiti' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Rimuovi dai preferiti' }));
    expect(bodies('Articolo')[0]?.expression).toEqual({ codArticoli: ['A6'], languageCode: 'ita' });
    const saved = fetchMock.mock.calls.find(([url]) => String(url).endsWith('AccountAction/updateFavorites'));
    expect(JSON.parse(String(saved?.[1]?.body))).toEqual({ favorites: [] });
  });
});

describe('the product detail', () => {
  it('offers every size of the chosen colour, the sold-out one marked and not addable, and adds to the cart', async () => {
    const user = userEvent.setup();
    shopStore.set(cartAtom, { righe: [], imp_spese_trasp: 0, regalo: false });
    articles = () => reply(200, page([article(7, 'Giacca Brera', 200, 10)]));
    renderAt('/items/detail/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Giacca Brera' })).toBeInTheDocument();
    expect(screen.getByText('Codice prodotto A7', { exact: false })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Aggiungi al carrello' });
    const sizeNames = () =>
      within(screen.getByRole('radiogroup', { name: 'Taglia' }))
        .getAllByRole('radio')
        .map((o) => o.getAttribute('aria-label'));
    expect(screen.queryByRole('radiogroup', { name: 'Taglia' })).not.toBeInTheDocument();
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Nero' }));
    expect(sizeNames()).toEqual(['S', 'M, esaurita', 'L']);
    await user.click(screen.getByRole('radio', { name: 'S' }));
    await user.click(add);
    expect(shopStore.get(cartAtom).righe).toEqual([
      { riga_ordine_cli: 1, cod_articolo: 'A7', cod_spec_1: 'NER', prezzo: 180, qta_prog: [0, 0, 1] },
    ]);
    expect(miniCarts).toBe(1);
    await user.click(add);
    expect(alerts[0]).toMatchObject({ title: 'Quantità non disponibile', severity: 'warning' });
    expect(shopStore.get(cartAtom).righe[0]?.qta_prog).toEqual([0, 0, 1]);
    await user.click(screen.getByRole('radio', { name: 'Bianco' }));
    expect(within(screen.getByRole('radiogroup', { name: 'Taglia' })).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    expect(sizeNames()).toEqual(['M']);
  });

  it('opens the size guide and shows care labels in both languages', async () => {
    const user = userEvent.setup();
    articles = () => reply(200, page([article(8, 'Abito Como', 300)]));
    renderAt('/items/detail/8');
    await user.click(await screen.findByRole('button', { name: 'Guida alle taglie' }));
    expect(contentModals).toEqual(['taglie']);
    expect(screen.getByText('Lavaggio e Cura')).toBeInTheDocument();
    expect(screen.getByText('Vestibilità')).toBeInTheDocument();
    expect(screen.getByText('Regolare')).toBeInTheDocument();
    expect(screen.getByText('Non candeggiare')).toBeInTheDocument();
    act(() => shopStore.set(languageAtom, 'eng'));
    expect(await screen.findByText('Washing and care')).toBeInTheDocument();
    expect(await screen.findByText('Do not bleach')).toBeInTheDocument();
  });

  it('says clearly when the article does not exist', async () => {
    const { unmount } = renderAt('/items/detail/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Articolo non trovato' })).toBeInTheDocument();
    unmount();
    renderAt('/items/detail/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Articolo non trovato' })).toBeInTheDocument();
    renderAt('/items/nothing/here');
    expect(screen.getByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });
});
