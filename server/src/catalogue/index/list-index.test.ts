import type { ArticoloFilter, Ordering } from '@shop/shared/contracts';
import { articoloFilterSchema } from '@shop/shared/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../core/db/client';
import { chooser } from '../../../test/support/chooser';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { findArticoloFacets, facetsOfCounts } from '../data/article-facets';
import { findArticoli } from '../data/articoli';
import { ListIndex } from './list-index';
import { loadAllRows, loadRowsOf } from './list-rows';

const ORDERINGS: Ordering[][] = [
  [],
  [{ key: 'prezzoVendita', direction: 'asc' }],
  [{ key: 'prezzoVendita', direction: 'desc' }],
  [{ key: 'dataInserimento', direction: 'desc' }],
  [{ key: 'dataInserimento', direction: 'asc' }],
  [{ key: 'prezzoListinoCli', direction: 'asc' }],
  [{ key: 'percentualeSconto', direction: 'desc' }],
  [{ key: 'rilevanza', direction: 'desc' }],
];

describeEachDatabase('the list index answers as the database does', (shop) => {
  async function reference() {
    const db = shop().database.db;
    const values = async (query: ReturnType<typeof sql>) => (await queryRows<{ v: string }>(db, query)).map((row) => row.v);
    return {
      families: await values(sql`select distinct cod_famiglia_articolo as v from articolo order by 1`),
      lines: await values(sql`select distinct cod_linea as v from articolo where cod_linea is not null order by 1`),
      groups: await values(sql`select distinct cod_cat_raggrupp as v from articolo where cod_cat_raggrupp is not null order by 1`),
      colours: await values(sql`select distinct unnest(colori) as v from articolo order by 1`),
      sizes: await values(sql`select distinct t as v from articolo, unnest(taglie_disponibili) t where strpos(t, '/') = 0 order by 1`),
      prices: (await values(sql`select prezzo_vendita::text as v from articolo_prezzo_vendita where prezzo_vendita is not null`)).map(
        Number,
      ),
    };
  }

  /** Filters as shoppers combine them, each field sometimes, parsed as the API parses them. */
  function filters(ref: Awaited<ReturnType<typeof reference>>, count: number): ArticoloFilter[] {
    const choose = chooser(20_261_127);
    const out: ArticoloFilter[] = [{}];
    for (let i = 0; i < count; i += 1) {
      const f: Record<string, unknown> = { languageCode: 'ita' };
      if (choose.chance(0.4)) f.codFamigliaArticolo = choose.pick(ref.families);
      if (choose.chance(0.3)) f.codLinea = choose.pick(ref.lines);
      if (choose.chance(0.2)) f.codCatRaggrupp = choose.pick(ref.groups);
      if (choose.chance(0.3)) f.escludiCodCatRaggrupps = [choose.pick(ref.groups)];
      if (choose.chance(0.4)) f.codColori = [...new Set([choose.pick(ref.colours), choose.pick(ref.colours)])];
      if (choose.chance(0.4)) f.siglaTaglie = [...new Set([choose.pick(ref.sizes), choose.pick(ref.sizes)])];
      if (choose.chance(0.2)) f.scontati = choose.chance(0.5);
      if (choose.chance(0.3)) {
        const [a, b] = [choose.pick(ref.prices), choose.pick(ref.prices)].sort((x, y) => x - y);
        f.prezzoMin = a;
        if (choose.chance(0.7)) f.prezzoMax = b! + 0.005;
      }
      out.push(articoloFilterSchema.parse(f));
    }
    return out;
  }

  it('gives every page of every filter and order the database gives, with the same count', async () => {
    const db = shop().database.db;
    const ref = await reference();
    const index = new ListIndex();
    index.replaceAll(await loadAllRows(db, index.dictionary));
    expect(index.size).toBeGreaterThan(0);
    let nonEmpty = 0;
    for (const [n, filter] of filters(ref, 60).entries()) {
      const orderings = ORDERINGS[n % ORDERINGS.length]!;
      for (const offset of [0, 7, 14]) {
        const window = { offset, limit: 7 };
        const fromIndex = index.page(filter, orderings, window);
        const fromDatabase = await findArticoli(db, filter, orderings, window, 'ita');
        expect({ filter, orderings, offset, ...fromIndex }).toEqual({
          filter,
          orderings,
          offset,
          codes: fromDatabase.codes,
          totalCount: fromDatabase.totalCount,
        });
        if (fromDatabase.codes.length) nonEmpty += 1;
      }
    }
    // The filters found articles often enough for the comparison to mean something.
    expect(nonEmpty).toBeGreaterThan(40);
  }, 120_000);

  it('counts every facet set the database counts, named and ordered alike', async () => {
    const db = shop().database.db;
    const ref = await reference();
    const index = new ListIndex();
    index.replaceAll(await loadAllRows(db, index.dictionary));
    for (const filter of filters(ref, 60)) {
      for (const language of ['ita', 'eng'] as const) {
        const counts = index.counts(filter);
        expect(counts).not.toBeNull();
        expect({ filter, ...(await facetsOfCounts(db, counts!, language)) }).toEqual({
          filter,
          ...(await findArticoloFacets(db, filter, language)),
        });
      }
    }
  }, 120_000);

  it('moves an article whose family changed from the one family’s list and facets to the other’s', async () => {
    const db = shop().database.db;
    const index = new ListIndex();
    index.replaceAll(await loadAllRows(db, index.dictionary));
    const [moved] = await queryRows<{ cod: string; family: string }>(
      db,
      sql`select cod_articolo as cod, cod_famiglia_articolo as family from articolo where data_cancellazione is null order by id limit 1`,
    );
    const [other] = await queryRows<{ family: string }>(
      db,
      sql`select cod_famiglia_articolo as family from famiglia_articolo where cod_famiglia_articolo <> ${moved!.family} order by 1 limit 1`,
    );
    const all = { offset: 0, limit: 1000 };
    const families = [moved!.family, other!.family];
    const byPrice: Ordering[] = [{ key: 'prezzoVendita', direction: 'asc' }];
    const answers = () =>
      families.map((family) => ({
        page: index.page({ codFamigliaArticolo: family }, [], all),
        byPrice: index.page({ codFamigliaArticolo: family }, byPrice, all),
        counts: index.counts({ codFamigliaArticolo: family }),
      }));
    const before = answers();
    expect(before[0]?.page?.codes).toContain(moved!.cod);
    try {
      await db.execute(sql`update articolo set cod_famiglia_articolo = ${other!.family} where cod_articolo = ${moved!.cod}`);
      index.apply(await loadRowsOf(db, [moved!.cod], index.dictionary));
      for (const family of families) {
        for (const orderings of [[], byPrice]) {
          const expected = await findArticoli(db, { codFamigliaArticolo: family }, orderings, all, 'ita');
          expect(index.page({ codFamigliaArticolo: family }, orderings, all)).toEqual({
            codes: expected.codes,
            totalCount: expected.totalCount,
          });
        }
        const counts = index.counts({ codFamigliaArticolo: family });
        expect(await facetsOfCounts(db, counts!, 'ita')).toEqual(await findArticoloFacets(db, { codFamigliaArticolo: family }, 'ita'));
      }
      expect(index.page({ codFamigliaArticolo: other!.family }, [], all)?.codes).toContain(moved!.cod);
      expect(answers()).not.toEqual(before);
    } finally {
      await db.execute(sql`update articolo set cod_famiglia_articolo = ${moved!.family} where cod_articolo = ${moved!.cod}`);
    }
  }, 60_000);

  it('leaves to the database what it cannot answer: a keyword, named articles, cancelled ones, titles and two orders', () => {
    const index = new ListIndex();
    const window = { offset: 0, limit: 10 };
    expect(index.page({ keyword: 'camicia' }, [], window)).toBeNull();
    expect(index.page({ codArticoli: ['A'] }, [], window)).toBeNull();
    expect(index.page({ nonCancellati: false }, [], window)).toBeNull();
    expect(index.page({}, [{ key: 'desArticolo', direction: 'asc' }], window)).toBeNull();
    expect(index.page({}, [...ORDERINGS[1]!, ...ORDERINGS[3]!], window)).toBeNull();
    expect(index.counts({ keyword: 'camicia' })).toBeNull();
    expect(index.page({ nonCancellati: true }, [], window)).toEqual({ codes: [], totalCount: 0 });
  });

  it('takes changed articles as they now are: stock sold out, a new price, a cancelled article', async () => {
    const db = shop().database.db;
    const index = new ListIndex();
    index.replaceAll(await loadAllRows(db, index.dictionary));
    const [first, second] = await queryRows<{ cod: string; colour: string }>(
      db,
      sql`select cod_articolo as cod, colori[1] as colour from articolo where data_cancellazione is null and cardinality(colori) > 0 order by id limit 2`,
    );
    const byPrice: Ordering[] = [{ key: 'prezzoVendita', direction: 'desc' }];
    const all = { offset: 0, limit: 1000 };
    index.page({}, byPrice, all);
    try {
      await db.execute(sql`update articolo_disponibilita set qta = 0 where cod_articolo = ${first!.cod} and cod_colore = ${first!.colour}`);
      await db.execute(
        sql`update articolo_prezzo_vendita set prezzo_listino = 99999, prezzo_vendita = 99999 where cod_articolo = ${second!.cod}`,
      );
      index.apply(await loadRowsOf(db, [first!.cod, second!.cod], index.dictionary));
      for (const filter of [{ codColori: [first!.colour], siglaTaglie: ['M', 'L', 'S', '46', '48'] }, { codColori: [first!.colour] }]) {
        const expected = await findArticoli(db, articoloFilterSchema.parse(filter), byPrice, all, 'ita');
        expect(index.page(articoloFilterSchema.parse(filter), byPrice, all)).toEqual({
          codes: expected.codes,
          totalCount: expected.totalCount,
        });
      }
      expect(index.page({}, byPrice, { offset: 0, limit: 1 })?.codes).toEqual([second!.cod]);
      await db.execute(sql`update articolo set data_cancellazione = current_date where cod_articolo = ${second!.cod}`);
      index.apply(await loadRowsOf(db, [second!.cod], index.dictionary));
      const live = await findArticoli(db, {}, byPrice, all, 'ita');
      expect(index.page({}, byPrice, all)).toEqual({ codes: live.codes, totalCount: live.totalCount });
      expect(live.codes).not.toContain(second!.cod);
    } finally {
      await db.execute(sql`update articolo set data_cancellazione = null where cod_articolo = ${second!.cod}`);
      await db.execute(sql`update articolo_disponibilita set qta = 5 where cod_articolo = ${first!.cod} and cod_colore = ${first!.colour}`);
    }
  }, 60_000);
});
