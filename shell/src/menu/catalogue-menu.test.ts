import { loadCatalogueMenu } from './catalogue-menu';

type Body = { entity: string; expression?: Record<string, unknown> };

/** The catalogue as the server answers it: lines with live articles in its own (alphabetical) order. */
const records: Record<string, object[]> = {
  Linea: [
    { codLinea: 'DON', desLinea: 'Donna/Women' },
    { codLinea: 'UNI', desLinea: 'Unisex/Unisex' },
    { codLinea: 'UOM', desLinea: 'Uomo/Men' },
  ],
  Categoria: [{ codCategoria: 'CLA', desCategoria: 'Classico/Classic' }],
  FamigliaArticolo: [{ codFamigliaArticolo: 'MG', desFamigliaArticolo: 'Maglieria/Knitwear' }],
  ModuloSdo: [],
};
const bodies: Body[] = [];

beforeEach(() => {
  bodies.length = 0;
  globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const request = JSON.parse(String(init?.body)) as Body;
    bodies.push(request);
    const list = records[request.entity] ?? [];
    const body = { records: list, pages: 1, currentPage: 1, totalCount: list.length, pageItems: list.length };
    return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
});

const signal = new AbortController().signal;

describe('the side menu', () => {
  it("opens with the catalogue's Donna and Uomo lines, named and linked from its data, before the collection", async () => {
    const entries = await loadCatalogueMenu('ita', signal);
    expect(entries.slice(0, 3).map((entry) => [entry.text ?? entry.label, entry.to])).toEqual([
      ['Donna', '/items/linea/DON'],
      ['Uomo', '/items/linea/UOM'],
      ['shell.menu.collection', '/items'],
    ]);
    expect(bodies).toContainEqual(expect.objectContaining({ entity: 'Linea', expression: { conArticoli: true } }));
    expect(entries.some((entry) => entry.text === 'Unisex')).toBe(false);
  });

  it('names them in English, and leaves out a line without live articles', async () => {
    records.Linea = [{ codLinea: 'UOM', desLinea: 'Uomo/Men' }];
    const entries = await loadCatalogueMenu('eng', signal);
    expect(entries.slice(0, 2).map((entry) => [entry.text ?? entry.label, entry.to])).toEqual([
      ['Men', '/items/linea/UOM'],
      ['shell.menu.collection', '/items'],
    ]);
  });
});
