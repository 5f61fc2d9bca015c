import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Articolo, Cart, ConfirmCartReply, ReadReply } from '@shop/shared/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app/app';
import { openDatabase, type Database } from '../../core/db/client';
import * as schema from '../../core/db/schema';
import { seedDatabase } from '../../seed/index';
import { createTestDatabase, postgresAvailable } from '../../../test/support/databases';
import { describeEachDatabase, testConfig } from '../../../test/support/test-shop';
import { italianGuest } from '../../../test/support/checkout-fixtures';
import { readers } from '../read/readers';
import { acceptedEncoding } from './api-read';

const wa = (action: string) => `/Apps/WebObjects/Shop.woa/wa/${action}`;

async function readArticles(app: FastifyInstance, expression: object, orderings: object[] = []) {
  const response = await app.inject({
    method: 'POST',
    url: wa('API/read'),
    payload: { entity: 'Articolo', expression: { languageCode: 'ita', ...expression }, orderings, pagination: { page: 1, limit: 40 } },
  });
  expect(response.statusCode).toBe(200);
  return response.json<ReadReply<Articolo>>();
}

async function staffHeaders(app: FastifyInstance, config: ReturnType<typeof testConfig>) {
  const response = await app.inject({
    method: 'POST',
    url: wa('StaffAction/login'),
    payload: { email: config.staff.email, password: config.staff.password },
  });
  return { 'x-staff-session': String(response.json<{ wosid: string }>().wosid) };
}

async function setDiscount(app: FastifyInstance, headers: Record<string, string>, codArticolo: string, percentuale: number) {
  const response = await app.inject({
    method: 'POST',
    url: wa('API/update'),
    payload: { entity: 'Sconto', codArticolo, percentuale },
    headers,
  });
  expect(response.json()).toMatchObject({ error: false, changed: 1 });
}

const discountOf = (reply: ReadReply<Articolo>, code: string) =>
  reply.records.find((record) => record.codArticolo === code)?.percentualeSconto;

describe('the encoding of a cached answer', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describeEachDatabase('catalogue read cache', (shop) => {
  it('sends a cached answer compressed once, as the client accepts it, with the same content', async () => {
    const { app } = shop();
    const payload = { entity: 'Articolo', expression: { languageCode: 'eng' }, pagination: { page: 1, limit: 40 } };
    const first = await app.inject({ method: 'POST', url: wa('API/read'), payload });
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const again = await app.inject({ method: 'POST', url: wa('API/read'), payload, headers: { 'accept-encoding': encoding } });
      expect(again.headers['content-encoding']).toBe(encoding);
      expect(String(again.headers.vary)).toContain('Accept-Encoding');
      expect(JSON.parse(decode(again.rawPayload).toString('utf8'))).toEqual(first.json());
    }
    const plain = await app.inject({ method: 'POST', url: wa('API/read'), payload });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(first.json());
  });

  it('serves a cached list again, and shows a discount set through the back office right after the write', async () => {
    const { app } = shop();
    const first = await readArticles(app, {}, [{ key: 'codArticolo', direction: 'asc' }]);
    const article = first.records.find((record) => record.percentualeSconto === null);
    const code = article?.codArticolo ?? '';
    // A change written behind the shop's back (no announcement) is not seen: the answer is cached.
    await shop()
      .database.db.update(schema.articolo)
      .set({ desArticolo: 'Titolo cambiato di nascosto' })
      .where(eq(schema.articolo.codArticolo, code));
    const again = await readArticles(app, {}, [{ key: 'codArticolo', direction: 'asc' }]);
    expect(again.records.find((record) => record.codArticolo === code)?.desArticolo).toBe(article?.desArticolo);

    const byPrice = await readArticles(app, { scontati: true });
    expect(byPrice.records.some((record) => record.codArticolo === code)).toBe(false);
    await setDiscount(app, await staffHeaders(app, shop().config), code, 37);
    const after = await readArticles(app, {}, [{ key: 'codArticolo', direction: 'asc' }]);
    expect(discountOf(after, code)).toBe(37);
    const changed = after.records.find((record) => record.codArticolo === code);
    expect(changed?.prezzo?.prezzoVendita).toBeCloseTo(Math.round((changed?.prezzo?.prezzoListinoCli ?? 0) * 63) / 100, 2);
    // A list selected by discount is refreshed too, though the article was not on it before.
    expect((await readArticles(app, { scontati: true })).records.some((record) => record.codArticolo === code)).toBe(true);
  }, 30_000);

  it('shows a stock change from a checkout right after it (quantities and SOLD OUT)', async () => {
    const { app, database } = shop();
    const [stock] = await database.db
      .select()
      .from(schema.articoloDisponibilita)
      .where(gt(schema.articoloDisponibilita.qta, 0))
      .orderBy(schema.articoloDisponibilita.codArticolo)
      .limit(1);
    if (!stock) throw new Error('no stock');
    // The article's only piece left: SOLD OUT once it is bought.
    await database.db
      .update(schema.articoloDisponibilita)
      .set({ qta: 0 })
      .where(eq(schema.articoloDisponibilita.codArticolo, stock.codArticolo));
    await database.db
      .update(schema.articoloDisponibilita)
      .set({ qta: 1 })
      .where(
        and(
          eq(schema.articoloDisponibilita.codArticolo, stock.codArticolo),
          eq(schema.articoloDisponibilita.codColore, stock.codColore),
          eq(schema.articoloDisponibilita.progSiglaTaglia, stock.progSiglaTaglia),
        ),
      );
    const detail = await readArticles(app, { codArticolo: stock.codArticolo });
    expect(detail.records[0]?.soldOut).toBe(false);
    const qta = Array.from({ length: stock.progSiglaTaglia + 1 }, (_, i) => (i === stock.progSiglaTaglia ? 1 : 0));
    const cart: Cart = {
      righe: [{ riga_ordine_cli: 1, cod_articolo: stock.codArticolo, cod_spec_1: stock.codColore, prezzo: 1, qta_prog: qta }],
      imp_spese_trasp: 0,
      regalo: false,
    };
    const confirmed = await app.inject({
      method: 'POST',
      url: wa('AccountAction/confirmCart'),
      payload: { cart, cliente: italianGuest, privacy: true },
    });
    expect(confirmed.json<ConfirmCartReply>().error).toBe(false);
    const after = await readArticles(app, { codArticolo: stock.codArticolo });
    expect(after.records[0]?.soldOut).toBe(true);
    expect(after.records[0]?.disponibilita.every((row) => row.qta === 0)).toBe(true);
  }, 30_000);

  it('answers a request sent again in the same form byte for byte as an uncached read, per path and language', async () => {
    const { app, database, config } = shop();
    const uncached = await buildApp({ db: database.db, config, logger: false, readCache: false });
    try {
      // As a client may send it: its own key order and spacing.
      const raw = '{ "pagination": {"limit": 40, "page": 1}, "entity": "Articolo", "expression": {"codFamigliaArticolo": "MG"} }';
      const send = (target: FastifyInstance, action: string, headers: Record<string, string> = {}) =>
        target.inject({ method: 'POST', url: action, payload: raw, headers: { 'content-type': 'application/json', ...headers } });
      for (const headers of [{}, { 'x-language-code': 'eng' }] as Record<string, string>[]) {
        const expected = (await send(uncached, wa('API/read'), headers)).payload;
        expect(JSON.parse(expected).records.length).toBeGreaterThan(0);
        for (const action of [wa('API/read'), '/wa/API/read', wa('API/read')]) {
          const again = await send(app, action, headers);
          expect(again.statusCode).toBe(200);
          expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(again.payload).toBe(expected);
        }
      }
      // Colour names, notes and the like follow the language: one form, two answers.
      const italian = (await send(app, wa('API/read'))).json<ReadReply<Articolo>>();
      const english = (await send(app, wa('API/read'), { 'x-language-code': 'eng' })).json<ReadReply<Articolo>>();
      expect(english).not.toEqual(italian);

      // The same form after a change: the answer changes with it.
      const code = italian.records.find((record) => record.percentualeSconto === null)?.codArticolo ?? '';
      await setDiscount(app, await staffHeaders(app, config), code, 42);
      const after = await send(app, wa('API/read'));
      expect(discountOf(after.json<ReadReply<Articolo>>(), code)).toBe(42);
      expect(after.payload).toBe((await send(uncached, wa('API/read'))).payload);
    } finally {
      await uncached.close();
    }
  }, 30_000);

  it('still refuses an invalid request sent again in the same form', async () => {
    const { app } = shop();
    for (const payload of ['{"entity":"Articolo","expression":{"prezzoMin":"caro"}}', '{"entity":"Articolo"', '']) {
      for (let i = 0; i < 2; i += 1) {
        const response = await app.inject({
          method: 'POST',
          url: wa('API/read'),
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: true });
      }
    }
  });

  it('counts a filter once for all its pages, and again after a change it depends on', async () => {
    const { app, database, config } = shop();
    const pageOf = async (expression: object, page: number) => {
      const response = await app.inject({
        method: 'POST',
        url: wa('API/read'),
        payload: { entity: 'Articolo', expression: { languageCode: 'ita', ...expression }, pagination: { page, limit: 5 } },
      });
      expect(response.statusCode).toBe(200);
      return response.json<ReadReply<Articolo>>();
    };
    const first = await pageOf({ scontati: true }, 1);
    // Withdrawn behind the shop's back (no announcement): page 2, never asked before, keeps the count.
    const withdrawn = first.records[0]?.codArticolo ?? '';
    await database.db.update(schema.articolo).set({ dataCancellazione: '2020-01-01' }).where(eq(schema.articolo.codArticolo, withdrawn));
    expect((await pageOf({ scontati: true }, 2)).totalCount).toBe(first.totalCount);
    await database.db.update(schema.articolo).set({ dataCancellazione: null }).where(eq(schema.articolo.codArticolo, withdrawn));

    // A new discount is announced: the next page not yet asked counts again, and includes it.
    const all = await pageOf({}, 1);
    const undiscounted = all.records.find((record) => record.percentualeSconto === null)?.codArticolo ?? '';
    await setDiscount(app, await staffHeaders(app, config), undiscounted, 30);
    expect((await pageOf({ scontati: true }, 3)).totalCount).toBe(first.totalCount + 1);
  }, 30_000);

  it('reads the database once for identical requests that arrive together, and all get the same answer', async () => {
    const { app } = shop();
    const reads = jest.spyOn(readers.Articolo, 'read');
    try {
      const payload = { entity: 'Articolo', expression: { languageCode: 'ita', codColori: ['NER'] }, pagination: { page: 2, limit: 7 } };
      const together = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          app.inject({ method: 'POST', url: wa('API/read'), payload, headers: index % 2 ? { 'accept-encoding': 'br' } : {} }),
        ),
      );
      expect(reads).toHaveBeenCalledTimes(1);
      const bodies = together.map((response) => {
        expect(response.statusCode).toBe(200);
        return response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload).toString() : response.body;
      });
      expect(new Set(bodies).size).toBe(1);
      expect(JSON.parse(bodies[0]!)).toMatchObject({ currentPage: 2, pageItems: 7 });
      // Another page is another read.
      await app.inject({ method: 'POST', url: wa('API/read'), payload: { ...payload, pagination: { page: 3, limit: 7 } } });
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });

  it('never caches a customer’s orders', async () => {
    const { app } = shop();
    const anonymous = await app.inject({ method: 'POST', url: wa('API/read'), payload: { entity: 'Order', expression: {} } });
    expect(anonymous.statusCode).toBe(401);
    const again = await app.inject({ method: 'POST', url: wa('API/read'), payload: { entity: 'Order', expression: {} } });
    expect(again.statusCode).toBe(401);
  });
});

const onPostgres = postgresAvailable() ? describe : describe.skip;

onPostgres('catalogue read cache across two servers on one Postgres database', () => {
  const config = testConfig();
  let drop: (() => Promise<void>) | undefined;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ databaseUrl: created.url });
      databases.push(database);
      if (i === 0) {
        await database.migrate(config.migrationsDir);
        await seedDatabase(database.db, { articles: 30, demo: config.demo, staff: config.staff });
      }
      const app = await buildApp({ db: database.db, config, logger: false, changes: database.changes });
      await app.ready();
      apps.push(app);
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await drop?.();
  }, 30_000);

  it('a discount set through one server is shown by the other within a moment', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const ordering = [{ key: 'codArticolo', direction: 'asc' }];
    const before = await readArticles(b, {}, ordering);
    const article = before.records.find((record) => record.percentualeSconto === null);
    const code = article?.codArticolo ?? '';
    // B answers from its cache: a change nobody announced stays unseen there.
    await databases[0]!.db
      .update(schema.articolo)
      .set({ desArticolo: 'Titolo cambiato di nascosto' })
      .where(eq(schema.articolo.codArticolo, code));
    const cached = await readArticles(b, {}, ordering);
    expect(cached.records.find((record) => record.codArticolo === code)?.desArticolo).toBe(article?.desArticolo);

    await setDiscount(a, await staffHeaders(a, config), code, 25);
    expect(discountOf(await readArticles(a, {}, ordering), code)).toBe(25);
    const deadline = Date.now() + 2000;
    let seen: number | null | undefined = null;
    while (Date.now() < deadline) {
      seen = discountOf(await readArticles(b, {}, ordering), code);
      if (seen === 25) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe(25);
  }, 30_000);
});
