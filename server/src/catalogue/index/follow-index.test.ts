import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Articolo, ReadReply } from '@shop/shared/contracts';
import { sql } from 'drizzle-orm';
import { announceCatalogueChange } from '../../core/changes';
import { queryRows } from '../../core/db/client';
import { describeEachDatabase, TEST_ARTICLES, testConfig, type TestShop } from '../../../test/support/test-shop';
import { buildApp } from '../../app/app';
import { openDatabase } from '../../core/db/client';
import { seedDatabase } from '../../seed/index';
import { catalogueIndexOf } from '../routes/api-read';

const API = '/Apps/WebObjects/Shop.woa/wa/API/read';

/** Each read with a page size of its own, so none is answered from the read cache. */
let nextLimit = 50;
async function codesIn(shop: TestShop, expression: object): Promise<string[]> {
  nextLimit += 1;
  const response = await shop.app.inject({
    method: 'POST',
    url: API,
    payload: { entity: 'Articolo', expression, pagination: { page: 1, limit: nextLimit } },
  });
  expect(response.statusCode).toBe(200);
  return response.json<ReadReply<Articolo>>().records.map((article) => article.codArticolo);
}

/** A live article with a colour in stock, and that colour. */
async function articleInStock(shop: TestShop) {
  const [row] = await queryRows<{ cod: string; colour: string }>(
    shop.database.db,
    sql`select a.cod_articolo as cod, d.cod_colore as colour from articolo a
        join articolo_disponibilita d on d.cod_articolo = a.cod_articolo
        where a.data_cancellazione is null and d.qta > 0 order by a.id, d.cod_colore limit 1`,
  );
  return row!;
}

/** Sells out every size of the article in the colour, straight in the database (no change announced). */
const sellOut = (shop: TestShop, cod: string, colour: string) =>
  shop.database.db.execute(sql`update articolo_disponibilita set qta = 0 where cod_articolo = ${cod} and cod_colore = ${colour}`);

const sizesOf = async (shop: TestShop) =>
  (await queryRows<{ v: string }>(shop.database.db, sql`select distinct sigla_taglia as v from tabella_taglia`)).map((row) => row.v);

describeEachDatabase(
  'the shop answers lists from its index from CATALOGUE_INDEX_FROM articles',
  (shop) => {
    it('answers from the index, and reads a change again as soon as it is announced', async () => {
      const { cod, colour } = await articleInStock(shop());
      const inStock = { codColori: [colour], siglaTaglie: (await sizesOf(shop())).slice(0, 20) };
      // The first load runs in the background: until it is done the database answers.
      await catalogueIndexOf(shop().app)!.settled();
      const metrics = (await shop().app.inject({ method: 'GET', url: '/metrics' })).body;
      const [live] = await queryRows<{ n: number }>(
        shop().database.db,
        sql`select count(*)::int as n from articolo where data_cancellazione is null`,
      );
      expect(metrics).toContain(`shop_list_index_articles ${live!.n}\n`);
      expect(metrics).toContain('shop_list_index_current 1\n');
      expect(await codesIn(shop(), inStock)).toContain(cod);
      await sellOut(shop(), cod, colour);
      // Unannounced, the write is not heard: the index still has the article in stock in that colour,
      // which shows the answer came from it (the database no longer has it).
      expect(await codesIn(shop(), inStock)).toContain(cod);
      announceCatalogueChange({ kind: 'disponibilita', codArticoli: [cod] }, shop().database.db);
      // From the announcement on, no answer has the article as it was.
      expect(await codesIn(shop(), inStock)).not.toContain(cod);
      expect(await codesIn(shop(), inStock)).not.toContain(cod);
    });

    it("answers a family's list from the index too, and reads its change again once announced", async () => {
      await catalogueIndexOf(shop().app)!.settled();
      const [row] = await queryRows<{ cod: string; colour: string; family: string }>(
        shop().database.db,
        sql`select a.cod_articolo as cod, d.cod_colore as colour, a.cod_famiglia_articolo as family from articolo a
            join articolo_disponibilita d on d.cod_articolo = a.cod_articolo
            where a.data_cancellazione is null and d.qta > 0 order by a.id desc, d.cod_colore limit 1`,
      );
      const inFamily = { codFamigliaArticolo: row!.family, codColori: [row!.colour], siglaTaglie: (await sizesOf(shop())).slice(0, 20) };
      expect(await codesIn(shop(), inFamily)).toContain(row!.cod);
      // Unannounced, only the database sees the write: the family's list still has the article, so it came from the index.
      await sellOut(shop(), row!.cod, row!.colour);
      expect(await codesIn(shop(), inFamily)).toContain(row!.cod);
      announceCatalogueChange({ kind: 'disponibilita', codArticoli: [row!.cod] }, shop().database.db);
      expect(await codesIn(shop(), inFamily)).not.toContain(row!.cod);
    });
  },
  () => ({ catalogueIndexFrom: 0 }),
);

describeEachDatabase('below CATALOGUE_INDEX_FROM articles the database answers every list', (shop) => {
  it('sees a write in the database at once, and says it keeps no index', async () => {
    expect((await shop().app.inject({ method: 'GET', url: '/metrics' })).body).toContain('shop_list_index_articles 0\n');
    const { cod, colour } = await articleInStock(shop());
    const inStock = { codColori: [colour], siglaTaglie: (await sizesOf(shop())).slice(0, 20) };
    expect(await codesIn(shop(), inStock)).toContain(cod);
    await sellOut(shop(), cod, colour);
    expect(await codesIn(shop(), inStock)).not.toContain(cod);
  });
});

describe('a server started on a database not yet migrated', () => {
  it('counts and loads its articles once ready, after the database is migrated and seeded, as the server starts', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
    const config = testConfig({ dataDir, catalogueIndexFrom: 1 });
    const database = await openDatabase({ pgliteDir: null });
    // As main.ts does: the app is built first, then the database is migrated and seeded, then the app is ready.
    const app = await buildApp({ db: database.db, config, logger: false, changes: database.changes });
    try {
      await database.migrate(config.migrationsDir);
      await seedDatabase(database.db, { articles: TEST_ARTICLES, demo: config.demo, staff: config.staff });
      await app.ready();
      await catalogueIndexOf(app)!.settled();
      const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      const [live] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from articolo where data_cancellazione is null`,
      );
      expect(live!.n).toBeGreaterThan(0);
      expect(metrics).toContain(`shop_list_index_articles ${live!.n}\n`);
      expect(metrics).toContain('shop_list_index_current 1\n');
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
