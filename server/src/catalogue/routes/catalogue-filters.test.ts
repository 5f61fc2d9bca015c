import type { Articolo, ReadReply } from '@shop/shared/contracts';
import { articoloTitle, LARGEST_PAGE } from '@shop/shared/contracts';
import { count } from 'drizzle-orm';
import * as schema from '../../core/db/schema';
import { describeEachDatabase, type TestShop } from '../../../test/support/test-shop';

const API = '/Apps/WebObjects/Shop.woa/wa/API/read';

async function read(shop: TestShop, body: object) {
  const response = await shop.app.inject({ method: 'POST', url: API, payload: body });
  return { status: response.statusCode, body: response.json<ReadReply<Articolo> & { message?: string }>() };
}

const articles = async (shop: TestShop, expression: object, extra: object = {}) =>
  (await read(shop, { entity: 'Articolo', expression, pagination: { page: 1, limit: LARGEST_PAGE }, ...extra })).body;

/** Turns 'camicia' into 'camcia': one letter missing. */
const typo = (word: string) => word.slice(0, 3) + word.slice(4);
/** Turns 'pantalone' into 'pantolone': one letter wrong. */
const wrongLetter = (word: string) => word.slice(0, 4) + (word[4] === 'o' ? 'a' : 'o') + word.slice(5);

describeEachDatabase('API/read article search and filters', (shop) => {
  it('finds an article by its code, case-insensitively', async () => {
    const code = (await articles(shop(), { id: 5 })).records[0]!.codArticolo;
    const found = await articles(shop(), { keyword: code.toLowerCase() });
    expect(found.records[0]?.codArticolo).toBe(code);
  });

  it('finds articles by title in the current language, with accents and upper case ignored', async () => {
    const all = await articles(shop(), {});
    const sample = all.records.find((a) => articoloTitle(a).split(' ')[0]!.length >= 6)!;
    const word = articoloTitle(sample).split(' ')[0]!;
    const shouted = word.toUpperCase().replace(/A/g, 'À').replace(/E/g, 'È');
    const found = await articles(shop(), { keyword: shouted, languageCode: 'ita' });
    expect(found.records.map((a) => a.codArticolo)).toContain(sample.codArticolo);
    expect(articoloTitle(found.records[0]!).toLowerCase()).toContain(word.toLowerCase());
  });

  it('tolerates a typo and ranks exact matches first', async () => {
    const all = await articles(shop(), {});
    const sample = all.records.find((a) => articoloTitle(a).split(' ')[0]!.length >= 7)!;
    const word = articoloTitle(sample).split(' ')[0]!.toLowerCase();
    const exact = await articles(shop(), { keyword: word });
    const misspelt = await articles(shop(), { keyword: typo(word) });
    expect(misspelt.totalCount).toBeGreaterThan(0);
    expect(misspelt.records.map((a) => a.codArticolo)).toContain(sample.codArticolo);
    const wrong = await articles(shop(), { keyword: wrongLetter(word) });
    expect(wrong.records.map((a) => a.codArticolo)).toContain(sample.codArticolo);
    // With an exact hit, close-but-different words do not crowd in, and title matches lead.
    expect(exact.records.every((a) => JSON.stringify(a).toLowerCase().includes(word))).toBe(true);
    expect(articoloTitle(exact.records[0]!).toLowerCase()).toContain(word);
  });

  it('searches the English text in English, and in Italian too (a shopper may type either language)', async () => {
    const english = await articles(shop(), { id: 1, languageCode: 'eng' });
    const garment = english.records[0]!.notes.find((n) => n.codClasseNota === 'B2C')!.desNota;
    const word = garment.split(' ').at(-1)!;
    const inEnglish = await articles(shop(), { keyword: word, languageCode: 'eng' });
    expect(inEnglish.records.map((a) => a.id)).toContain(1);
    const inItalian = await articles(shop(), { keyword: `${word} ${english.records[0]!.codArticolo}`, languageCode: 'ita' });
    expect(inItalian.records.map((a) => a.id)).toContain(1);
  });

  it('finds nothing for nonsense', async () => {
    const found = await articles(shop(), { keyword: 'zzqxjv' });
    expect(found.totalCount).toBe(0);
    expect(found.records).toEqual([]);
  });

  it('filters by colour', async () => {
    const found = await articles(shop(), { codColori: ['NER'] });
    const all = await articles(shop(), {});
    const expected = all.records.filter((a) => a.colori.some((c) => c.codColore === 'NER'));
    expect(found.totalCount).toBe(expected.length);
    expect(found.totalCount).toBeGreaterThan(0);
  });

  it('filters by size in stock, in the chosen colours when given', async () => {
    const all = await articles(shop(), {});
    const sample = all.records.find((a) => a.disponibilita.some((d) => d.qta > 0) && a.taglie.length > 1)!;
    const size = sample.taglie.find((t) => sample.disponibilita.some((d) => d.progSiglaTaglia === t.progSiglaTaglia && d.qta > 0))!;
    const inStock = (a: Articolo, colours?: string[]) =>
      a.taglie.some(
        (t) =>
          t.siglaTaglia === size.siglaTaglia &&
          a.disponibilita.some((d) => d.progSiglaTaglia === t.progSiglaTaglia && d.qta > 0 && (!colours || colours.includes(d.codColore))),
      );
    const bySize = await articles(shop(), { siglaTaglie: [size.siglaTaglia] });
    expect(bySize.totalCount).toBe(all.records.filter((a) => inStock(a)).length);
    const colour = sample.colori[0]!.codColore;
    const both = await articles(shop(), { siglaTaglie: [size.siglaTaglia], codColori: [colour] });
    expect(both.totalCount).toBe(all.records.filter((a) => inStock(a, [colour])).length);
  });

  it('filters by sale-price range and sorts by sale price', async () => {
    const found = await articles(shop(), { prezzoMin: 50, prezzoMax: 120 }, { orderings: [{ key: 'prezzoVendita', direction: 'asc' }] });
    const all = await articles(shop(), {});
    const inRange = all.records.filter((a) => a.prezzo && a.prezzo.prezzoVendita >= 50 && a.prezzo.prezzoVendita <= 120);
    expect(found.totalCount).toBe(inRange.length);
    const prices = found.records.map((a) => a.prezzo?.prezzoVendita ?? 0);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    const down = await articles(shop(), {}, { orderings: [{ key: 'prezzoVendita', direction: 'desc' }] });
    const downPrices = down.records.flatMap((a) => (a.prezzo ? [a.prezzo.prezzoVendita] : []));
    expect(downPrices).toEqual([...downPrices].sort((x, y) => y - x));
  });

  it('sorts newest first', async () => {
    const found = await articles(shop(), {}, { orderings: [{ key: 'dataInserimento', direction: 'desc' }] });
    const dates = found.records.map((a) => a.dataInserimento);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by category and by the novita grouping', async () => {
    const all = await articles(shop(), {});
    const category = all.records[0]!.codCategoriaMerceologica!;
    const byCategory = await articles(shop(), { codCategoriaMerceologica: category });
    expect(byCategory.totalCount).toBe(all.records.filter((a) => a.codCategoriaMerceologica === category).length);
    const novita = await articles(shop(), { codCatRaggrupp: 'CR2' });
    expect(novita.totalCount).toBeGreaterThan(0);
    expect(novita.records.every((a) => a.codCatRaggrupp === 'CR2')).toBe(true);
    const notDiscounted = await articles(shop(), { scontati: false });
    expect(notDiscounted.records.every((a) => !a.percentualeSconto)).toBe(true);
    const byId = await articles(shop(), { id: 2, dataCancellazione: null });
    expect(byId.records.map((a) => a.id)).toEqual([2]);
  });

  it.each([
    [{ keyword: '' }, 'expression.keyword'],
    [{ keyword: 'x'.repeat(101) }, 'expression.keyword'],
    [{ codColori: [] }, 'expression.codColori'],
    [{ codColori: 'NER' }, 'expression.codColori'],
    [{ siglaTaglie: ['X'.repeat(13)] }, 'expression.siglaTaglie'],
    [{ prezzoMin: -1 }, 'expression.prezzoMin'],
    [{ prezzoMin: 100, prezzoMax: 10 }, 'prezzoMin non può superare prezzoMax'],
    [{ prezzoMax: 'tanto' }, 'expression.prezzoMax'],
    [{ codCatRaggrupp: 'CR9' }, 'expression.codCatRaggrupp'],
    [{ escludiCodCatRaggrupps: ['CR1', 'CR2', 'CR3', 'CR1'] }, 'expression.escludiCodCatRaggrupps'],
    [{ scontati: 'si' }, 'expression.scontati'],
    [{ dataCancellazione: '2026-01-01' }, 'expression.dataCancellazione'],
    [{ id: -3 }, 'expression.id'],
  ])('rejects the bad filter %j with a 400, changing nothing', async (expression, expected) => {
    const [before] = await shop().database.db.select({ n: count() }).from(schema.articolo);
    const { status, body } = await read(shop(), { entity: 'Articolo', expression });
    expect(status).toBe(400);
    expect(body.message).toContain(expected);
    const [after] = await shop().database.db.select({ n: count() }).from(schema.articolo);
    expect(after).toEqual(before);
  });

  it('lists the colours (in the language asked) and size tables the filters offer', async () => {
    const colours = await shop().app.inject({
      method: 'POST',
      url: API,
      payload: { entity: 'Colore', expression: { languageCode: 'eng' } },
    });
    expect(colours.json<ReadReply<{ codColore: string; desColore: string }>>().records).toContainEqual(
      expect.objectContaining({ codColore: 'NER', desColore: 'Black' }),
    );
    const sizes = await shop().app.inject({ method: 'POST', url: API, payload: { entity: 'TabellaTaglia' } });
    const rows = sizes.json<ReadReply<{ siglaTaglia: string }>>().records;
    expect(rows.map((r) => r.siglaTaglia)).toEqual(expect.arrayContaining(['S', 'M', 'L']));
  });

  it('treats LIKE wildcards in a keyword as plain text', async () => {
    const found = await articles(shop(), { keyword: '%_%' });
    expect(found.totalCount).toBe(0);
  });
});
