import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  languageAtom,
  listRequest,
  listSearch,
  parseListQuery,
  RemoteIntl,
  shopStore,
  ShopProviders,
  type ArticoloFacets,
} from '@shop/shared';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { catalogMessages } from '@shop/shared/messages';
import { clearListCache } from '../lib/list-cache';
import { ListFilters } from './list-filters';

interface Body {
  entity: string;
  expression: Record<string, unknown>;
}

const facets = (expression: Record<string, unknown>): ArticoloFacets => {
  const sizes = (expression.siglaTaglie as string[] | undefined) ?? [];
  return {
    totale: sizes.includes('M') ? 3 : 12,
    colori: [
      { codColore: 'NER', desColore: 'Nero', coloreRgb: '#111111', conteggio: sizes.includes('M') ? 2 : 7 },
      { codColore: 'BLU', desColore: 'Blu', coloreRgb: '#112266', conteggio: 5 },
    ],
    taglie: [
      { siglaTaglia: 'S', conteggio: 4 },
      { siglaTaglia: 'M', conteggio: 3 },
    ],
    prezzo: { minimo: 3990, massimo: 24900 },
  };
};

const reply = (body: unknown) => ({ ok: true, status: 200, statusText: '', text: async () => JSON.stringify(body) }) as Response;
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Body);

function Page() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = parseListQuery(new URLSearchParams(location.search));
  const params = { codFamigliaArticolo: 'PA' };
  return (
    <>
      <ListFilters
        kind="famiglia"
        params={params}
        favourites={[]}
        language="ita"
        query={query}
        request={listRequest('famiglia', params, [], query, 'ita')}
        onChange={(next) => void navigate({ pathname: location.pathname, search: listSearch(next) })}
      >
        <p>risultati</p>
      </ListFilters>
      <output data-testid="where">{location.search}</output>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <ShopProviders>
      <RemoteIntl messages={catalogMessages}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<Page />} />
          </Routes>
        </MemoryRouter>
      </RemoteIntl>
    </ShopProviders>,
  );
}

beforeEach(() => {
  clearListCache();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as Body;
    if (body.entity !== 'FacetteArticolo') throw new Error(`unexpected read ${body.entity}`);
    return reply({ records: [facets(body.expression)], pageItems: 1, pages: 1, currentPage: 1, totalCount: 1 });
  });
  globalThis.fetch = fetchMock;
  shopStore.set(languageAtom, 'ita');
});

describe('the list filters', () => {
  it("offer the list's own facets with counts and apply a choice at once, keeping it in the URL", async () => {
    const user = userEvent.setup();
    renderAt('/items/famiglia/PA?sort=priceUp');
    const panel = screen.getByRole('region', { name: 'Filtri' });
    const black = await within(panel).findByRole('checkbox', { name: 'Nero (7)' });
    expect(within(panel).getByRole('checkbox', { name: 'S (4)' })).toBeInTheDocument();
    expect(within(panel).getByText('Da 39 € a 249 €')).toBeInTheDocument();
    expect(bodies()[0]).toEqual({ entity: 'FacetteArticolo', expression: { codFamigliaArticolo: 'PA', languageCode: 'ita' } });
    await user.click(black);
    expect(screen.getByTestId('where')).toHaveTextContent('?sort=priceUp&colori=NER');
    expect(within(panel).getByRole('checkbox', { name: /^Nero/ })).toBeChecked();
    await user.type(within(panel).getByRole('spinbutton', { name: 'A' }), '100{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('?sort=priceUp&colori=NER&max=100');
  });

  it('show the chosen filters as chips that remove them, focus moving to the next chip', async () => {
    const user = userEvent.setup();
    renderAt('/items/famiglia/PA?colori=NER&taglie=M&min=20');
    const chips = screen.getByRole('list', { name: 'Filtri scelti' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['NER×', 'M×', 'Da 20 €×']);
    // Once the facets are in, a colour chip shows the colour's name.
    expect(await within(chips).findByRole('button', { name: 'Rimuovi il filtro Nero' })).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Rimuovi il filtro M' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\?colori=NER&min=20$/);
    expect(screen.getByRole('button', { name: 'Rimuovi il filtro Da 20 €' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    expect(screen.getByTestId('where')).toBeEmptyDOMElement();
    expect(screen.queryByRole('list', { name: 'Filtri scelti' })).not.toBeInTheDocument();
  });

  it("on phones draft the choices in a sheet, counted as they are made, applied with 'Mostra N risultati'", async () => {
    const user = userEvent.setup();
    renderAt('/items/famiglia/PA');
    await user.click(screen.getByRole('button', { name: 'Filtri' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtri' });
    expect(await within(sheet).findByRole('button', { name: 'Mostra 12 risultati' })).toBeInTheDocument();
    await user.click(await within(sheet).findByRole('checkbox', { name: 'M (3)' }));
    // Not applied yet: the draft is counted first.
    expect(screen.getByTestId('where')).toBeEmptyDOMElement();
    expect(await within(sheet).findByRole('button', { name: 'Mostra 3 risultati' })).toBeInTheDocument();
    expect(within(sheet).getByRole('checkbox', { name: 'Nero (2)' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Mostra 3 risultati' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\?taglie=M$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
