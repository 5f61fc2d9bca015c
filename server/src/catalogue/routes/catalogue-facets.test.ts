import type { ArticoloFacets, Articolo, ReadReply } from '@shop/shared/contracts';
import { articoloFacetsSchema, LARGEST_PAGE } from '@shop/shared/contracts';
import { describeEachDatabase, type TestShop } from '../../../test/support/test-shop';

const API = '/Apps/WebObjects/Shop.woa/wa/API/read';

async function read<T>(shop: TestShop, entity: string, expression: object) {
  const response = await shop.app.inject({
    method: 'POST',
    url: API,
    payload: { entity, expression, pagination: { page: 1, limit: LARGEST_PAGE } },
  });
  expect(response.statusCode).toBe(200);
  return response.json<ReadReply<T>>();
}

const facets = async (shop: TestShop, expression: object): Promise<ArticoloFacets> =>
  articoloFacetsSchema.parse((await read<unknown>(shop, 'FacetteArticolo', expression)).records[0]);
const list = (shop: TestShop, expression: object) => read<Articolo>(shop, 'Articolo', expression);

/** Sizes an article has in stock, in the given colours (any colour when none). */
function sizesInStock(article: Articolo, colours?: string[]): Set<string> {
  const sigla = new Map(article.taglie.map((size) => [size.progSiglaTaglia, size.siglaTaglia]));
  return new Set(
    article.disponibilita
      .filter((row) => row.qta > 0 && (!colours || colours.includes(row.codColore)))
      .map((row) => sigla.get(row.progSiglaTaglia)!),
  );
}

/** Counts per value, worked out from the articles themselves. */
function tally(articles: Articolo[], valuesOf: (article: Articolo) => Iterable<string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const article of articles) for (const value of new Set(valuesOf(article))) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

const asCounts = (values: { conteggio: number }[], key: (value: never) => string) =>
  Object.fromEntries(values.map((value) => [key(value as never), value.conteggio]));

describeEachDatabase('API/read FacetteArticolo: the facets of an article list', (shop) => {
  /** The family with the most articles, and its articles. */
  async function biggestFamily() {
    const all = await list(shop(), {});
    const counts = tally(all.records, (article) => [article.codFamigliaArticolo]);
    const [family] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
    return { family, articles: all.records.filter((article) => article.codFamigliaArticolo === family), all: all.records };
  }

  it("offers only the list's own colours, sizes in stock and price range, each with its count", async () => {
    const { family, articles, all } = await biggestFamily();
    const found = await facets(shop(), { codFamigliaArticolo: family });
    expect(found.totale).toBe(articles.length);
    expect(asCounts(found.colori, (c: { codColore: string }) => c.codColore)).toEqual(
      tally(articles, (article) => article.colori.map((colour) => colour.codColore)),
    );
    expect(asCounts(found.taglie, (s: { siglaTaglia: string }) => s.siglaTaglia)).toEqual(
      tally(articles, (article) => sizesInStock(article)),
    );
    const cents = articles.flatMap((article) => (article.prezzo ? [Math.round(article.prezzo.prezzoVendita * 100)] : []));
    expect(found.prezzo).toEqual({ minimo: Math.min(...cents), massimo: Math.max(...cents) });
    // The whole shop has sizes this family does not: they are not offered.
    const shopSizes = new Set(all.flatMap((article) => [...sizesInStock(article)]));
    expect(found.taglie.length).toBeLessThan(shopSizes.size);
    expect(found.colori.every((colour) => colour.desColore.length > 0 && /^#/.test(colour.coloreRgb))).toBe(true);
  });

  it('counts each facet with the other filters applied and its own left out, matching the list', async () => {
    const { family, articles } = await biggestFamily();
    const first = await facets(shop(), { codFamigliaArticolo: family });
    const size = first.taglie[0]!.siglaTaglia;
    const colour = first.colori[0]!.codColore;

    // A chosen size: colours count those in stock in that size; sizes are still all offered.
    const bySize = await facets(shop(), { codFamigliaArticolo: family, siglaTaglie: [size] });
    expect(bySize.taglie).toEqual(first.taglie);
    expect(bySize.totale).toBe(first.taglie[0]!.conteggio);
    expect(asCounts(bySize.colori, (c: { codColore: string }) => c.codColore)).toEqual(
      tally(articles, (article) => article.colori.map((c) => c.codColore).filter((c) => sizesInStock(article, [c]).has(size))),
    );
    for (const offered of bySize.colori) {
      const shown = await list(shop(), { codFamigliaArticolo: family, siglaTaglie: [size], codColori: [offered.codColore] });
      expect([offered.codColore, shown.totalCount]).toEqual([offered.codColore, offered.conteggio]);
    }

    // A chosen colour: sizes count those in stock in that colour.
    const byColour = await facets(shop(), { codFamigliaArticolo: family, codColori: [colour] });
    expect(byColour.colori).toEqual(first.colori);
    for (const offered of byColour.taglie) {
      const shown = await list(shop(), { codFamigliaArticolo: family, codColori: [colour], siglaTaglie: [offered.siglaTaglia] });
      expect([offered.siglaTaglia, shown.totalCount]).toEqual([offered.siglaTaglia, offered.conteggio]);
    }

    // A price range narrows colours and sizes but not the range offered.
    const { minimo, massimo } = first.prezzo!;
    const upTo = Math.floor((minimo + massimo) / 2) / 100;
    const byPrice = await facets(shop(), { codFamigliaArticolo: family, prezzoMax: upTo });
    expect(byPrice.prezzo).toEqual(first.prezzo);
    const cheap = articles.filter((article) => article.prezzo && article.prezzo.prezzoVendita <= upTo);
    expect(byPrice.totale).toBe(cheap.length);
    expect(asCounts(byPrice.colori, (c: { codColore: string }) => c.codColore)).toEqual(
      tally(cheap, (article) => article.colori.map((c) => c.codColore)),
    );
  });

  it('follows a keyword as the list does, typo included, and offers nothing for an empty list', async () => {
    const searched = await list(shop(), { keyword: 'pantalone' });
    expect(searched.totalCount).toBeGreaterThan(0);
    const exact = await facets(shop(), { keyword: 'pantalone' });
    expect(exact.totale).toBe(searched.totalCount);
    const typo = await facets(shop(), { keyword: 'pantolone' });
    expect(typo.totale).toBe((await list(shop(), { keyword: 'pantolone' })).totalCount);
    expect(typo.totale).toBeGreaterThan(0);
    expect(await facets(shop(), { codFamigliaArticolo: 'NONE' })).toEqual({ totale: 0, colori: [], taglie: [], prezzo: null });
  });

  it('refuses a malformed filter with a clear message', async () => {
    const response = await shop().app.inject({
      method: 'POST',
      url: API,
      payload: { entity: 'FacetteArticolo', expression: { codColori: 'NER' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/codColori/);
  });
});
