import { articoloSchema, orderSchema, type Articolo, type Order, type ReadReply } from '@shop/shared/contracts';
import { count } from 'drizzle-orm';
import * as schema from '../../core/db/schema';
import { hashToken } from '../../account/data/sessions';
import { TEST_ARTICLES, describeEachDatabase, type TestShop } from '../../../test/support/test-shop';

const API = '/Apps/WebObjects/Shop.woa/wa/API/read';

async function read<T = Articolo>(shop: TestShop, body: unknown, url = API) {
  const response = await shop.app.inject({ method: 'POST', url, payload: body as object });
  return { response, body: response.json<ReadReply<T> & { message?: string; error?: boolean }>() };
}

async function tableCounts(shop: TestShop) {
  const tables = [schema.articolo, schema.sconto, schema.associazioneArticolo, schema.customers, schema.orders, schema.containers];
  const counts = [];
  for (const table of tables) counts.push((await shop.database.db.select({ n: count() }).from(table))[0]?.n);
  return counts;
}

describeEachDatabase('API/read', (shop) => {
  it('returns seeded articles with current prices and storefront fields', async () => {
    const { response, body } = await read(shop(), { entity: 'Articolo', expression: { languageCode: 'ita' } });
    expect(response.statusCode).toBe(200);
    expect(body.records.length).toBe(40);
    expect(body).toMatchObject({ currentPage: 1, pageItems: 40 });
    expect(body.totalCount).toBeGreaterThan(50);
    expect(body.totalCount).toBeLessThanOrEqual(TEST_ARTICLES);
    for (const record of body.records) {
      const article = articoloSchema.parse(record);
      expect(article.dataCancellazione).toBeNull();
      expect(article.prezzo?.prezzoListinoCli).toBeGreaterThan(0);
      expect(article.prezzi.map((p) => p.codListinoCli).sort()).toEqual(['B2C', 'B2I']);
      expect(article.notes.map((n) => n.codClasseNota).sort()).toEqual(['B2C', 'B2C_D', 'B2C_T']);
      expect(article.immagini[0]?.url).toMatch(/^\/media\/articles\/.+\.svg$/);
      expect(article.colori.length).toBeGreaterThan(0);
    }
  });

  it('derives the sale price from the discount on the server', async () => {
    const { body } = await read(shop(), { entity: 'Articolo', expression: { scontati: true }, pagination: { page: 1, limit: 100 } });
    expect(body.records.length).toBeGreaterThan(0);
    for (const article of body.records) {
      const percent = article.percentualeSconto ?? 0;
      expect(percent).toBeGreaterThan(0);
      const list = article.prezzo?.prezzoListinoCli ?? 0;
      expect(article.prezzo?.prezzoVendita).toBeCloseTo(Math.round(list * (100 - percent)) / 100, 2);
    }
  });

  it('speaks English when asked', async () => {
    const { body } = await read(shop(), { entity: 'Articolo', expression: { languageCode: 'eng', id: 1 } });
    const ita = await read(shop(), { entity: 'Articolo', expression: { id: 1 } });
    const title = (a: Articolo | undefined) => a?.notes.find((n) => n.codClasseNota === 'B2C_T')?.desNota;
    expect(title(body.records[0])).toBeTruthy();
    expect(title(body.records[0])).not.toBe(title(ita.body.records[0]));
  });

  it('filters by family, module and line, and promotion grouping', async () => {
    const family = await read(shop(), {
      entity: 'Articolo',
      expression: { codFamigliaArticolo: 'MG' },
      pagination: { page: 1, limit: 100 },
    });
    expect(family.body.totalCount).toBeGreaterThan(0);
    expect(family.body.records.every((a) => a.codFamigliaArticolo === 'MG')).toBe(true);

    const sample = family.body.records[0];
    const moduleLine = await read(shop(), {
      entity: 'Articolo',
      expression: { codModuloSdo: sample?.codModuloSdo, codLinea: sample?.codLinea },
      pagination: { page: 1, limit: 100 },
    });
    expect(moduleLine.body.records.map((a) => a.codArticolo)).toContain(sample?.codArticolo);
    expect(moduleLine.body.records.every((a) => a.codModuloSdo === sample?.codModuloSdo && a.codLinea === sample?.codLinea)).toBe(true);

    const promo = await read(shop(), { entity: 'Articolo', expression: { codCatRaggrupp: 'CR1' }, pagination: { page: 1, limit: 100 } });
    expect(promo.body.totalCount).toBeGreaterThan(0);
    expect(promo.body.records.every((a) => a.codCatRaggrupp === 'CR1')).toBe(true);
  });

  it('excludes CR1 and CR3 only when the caller asks', async () => {
    const all = await read(shop(), { entity: 'Articolo', pagination: { page: 1, limit: 100 } });
    const groups = new Set(all.body.records.map((a) => a.codCatRaggrupp));
    expect(groups.has('CR1') || groups.has('CR3')).toBe(true);
    const filtered = await read(shop(), {
      entity: 'Articolo',
      expression: { escludiCodCatRaggrupps: ['CR1', 'CR3'] },
      pagination: { page: 1, limit: 100 },
    });
    expect(filtered.body.totalCount).toBeLessThan(all.body.totalCount);
    expect(filtered.body.records.some((a) => a.codCatRaggrupp === 'CR1' || a.codCatRaggrupp === 'CR3')).toBe(false);
    expect(filtered.body.records.some((a) => a.codCatRaggrupp === null)).toBe(true);
  });

  it('finds favourites by code list and articles by keyword', async () => {
    const { body } = await read(shop(), { entity: 'Articolo', pagination: { page: 1, limit: 3 } });
    const codes = body.records.map((a) => a.codArticolo);
    const favourites = await read(shop(), { entity: 'Articolo', expression: { codArticoli: codes } });
    expect(favourites.body.records.map((a) => a.codArticolo).sort()).toEqual([...codes].sort());
    const word = body.records[0]?.notes.find((n) => n.codClasseNota === 'B2C')?.desNota.split(' ')[0] ?? '';
    const search = await read(shop(), { entity: 'Articolo', expression: { keyword: word.toUpperCase() } });
    expect(search.body.totalCount).toBeGreaterThan(0);
  });

  it('pages consistently and reports the total', async () => {
    const first = await read(shop(), {
      entity: 'Articolo',
      orderings: [{ key: 'codArticolo', direction: 'asc' }],
      pagination: { page: 1, limit: 25 },
    });
    const second = await read(shop(), {
      entity: 'Articolo',
      orderings: [{ key: 'codArticolo', direction: 'asc' }],
      pagination: { page: 2, limit: 25 },
    });
    expect(first.body.pages).toBe(Math.ceil(first.body.totalCount / 25));
    expect(second.body.currentPage).toBe(2);
    const firstCodes = first.body.records.map((a) => a.codArticolo);
    expect(second.body.records.some((a) => firstCodes.includes(a.codArticolo))).toBe(false);
    expect([...firstCodes].sort()).toEqual(firstCodes);
  });

  it('answers an id beyond the integer range with a 400, never a 500', async () => {
    for (const id of [99_999_999_999, '9999999999', 2_147_483_648]) {
      const { response, body } = await read(shop(), { entity: 'Articolo', expression: { id } });
      expect(response.statusCode).toBe(400);
      expect(body.message).toContain('Identificativo non valido');
    }
    const { response } = await read(shop(), { entity: 'Articolo', expression: { id: 2_147_483_647 } });
    expect(response.statusCode).toBe(200);
  });

  it('includes cancelled articles only with nonCancellati false', async () => {
    const live = await read(shop(), { entity: 'Articolo', pagination: { page: 1, limit: 1 } });
    const everything = await read(shop(), { entity: 'Articolo', expression: { nonCancellati: false }, pagination: { page: 1, limit: 1 } });
    expect(everything.body.totalCount).toBe(TEST_ARTICLES);
    expect(live.body.totalCount).toBeLessThan(TEST_ARTICLES);
  });

  it('reads families (MG first), categories, modules and per-article entities', async () => {
    const families = await read<{ codFamigliaArticolo: string; desFamigliaArticolo: string }>(shop(), {
      entity: 'FamigliaArticolo',
      expression: { conArticoli: true },
    });
    expect(families.body.records[0]).toEqual({ codFamigliaArticolo: 'MG', desFamigliaArticolo: 'Maglieria/Knitwear' });
    const categories = await read<{ tipoCategoria: number }>(shop(), { entity: 'Categoria', expression: { tipoCategoria: 2 } });
    expect(categories.body.records.length).toBeGreaterThan(3);
    expect(categories.body.records.every((c) => c.tipoCategoria === 2)).toBe(true);
    const modules = await read(shop(), { entity: 'ModuloSdo' });
    const withArticles = await read(shop(), { entity: 'ModuloSdo', expression: { conArticoli: true } });
    expect(withArticles.body.totalCount).toBeLessThan(modules.body.totalCount);
    const stock = await read<{ qta: number }>(shop(), { entity: 'ArticoloDisponibilita', expression: { codArticolo: 'MG000001' } });
    const colours = await read<{ coloreRgb: string }>(shop(), { entity: 'ArticoloColore', expression: { codArticoli: ['MG000001'] } });
    expect(colours.body.records.every((c) => /^#[0-9a-f]{6}$/.test(c.coloreRgb))).toBe(true);
    expect(stock.body.totalCount % Math.max(colours.body.totalCount, 1)).toBe(0);
  });

  it('answers the same at the unprefixed path', async () => {
    const { response, body } = await read(shop(), { entity: 'Linea' }, '/wa/API/read');
    expect(response.statusCode).toBe(200);
    expect(body.totalCount).toBe(3);
  });

  it.each([
    [{ entity: 'Cliente' }, 'Entità sconosciuta: Cliente'],
    [{ entity: 'Articolo', expression: { colore: 'rosso' } }, 'expression.colore'],
    [{ entity: 'Articolo', expression: { codFamigliaArticolo: 5 } }, 'expression.codFamigliaArticolo'],
    [{ entity: 'Articolo', pagination: { page: 'due' } }, 'pagination.page'],
    [{ entity: 'Articolo', orderings: [{ key: 'password' }] }, 'Ordinamento non ammesso per Articolo: password'],
    [{ entity: 'Articolo', extra: true }, 'extra'],
    [{ entity: 'ArticoloDisponibilita' }, 'codArticolo'],
    [[1, 2], 'corpo della richiesta'],
  ])('rejects %j with a 400 naming the problem, writing nothing', async (payload, expected) => {
    const before = await tableCounts(shop());
    const { response, body } = await read(shop(), payload);
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({ error: true, statusCode: 400 });
    expect(body.message).toContain(expected);
    expect(await tableCounts(shop())).toEqual(before);
  });

  it('rejects malformed JSON and a wrong application name', async () => {
    const malformed = await shop().app.inject({
      method: 'POST',
      url: API,
      headers: { 'content-type': 'application/json' },
      payload: '{"entity": "Articolo",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: true, message: 'Il corpo della richiesta non è un JSON valido' });
    const wrongApp = await shop().app.inject({
      method: 'POST',
      url: '/Apps/WebObjects/Other.woa/wa/API/read',
      payload: { entity: 'Articolo' },
    });
    expect(wrongApp.statusCode).toBe(404);
  });

  it('needs a customer session for orders', async () => {
    const { response, body } = await read(shop(), { entity: 'Order', expression: { idXTCustomer: 1 } });
    expect(response.statusCode).toBe(401);
    expect(body.message).toBe('Devi effettuare il login per accedere a questa pagina');
  });

  it('gives a logged-in customer their own orders, whatever idXTCustomer says', async () => {
    const token = 'a'.repeat(40);
    const [demo] = await shop().database.db.select({ id: schema.customers.id }).from(schema.customers).limit(1);
    await shop()
      .database.db.insert(schema.customerSessions)
      .values({
        tokenHash: hashToken(token),
        customerId: demo?.id ?? 0,
        expiresAt: new Date(Date.now() + 60_000),
      });
    const response = await shop().app.inject({
      method: 'POST',
      url: API,
      headers: { authorization: `Bearer ${token}` },
      payload: { entity: 'Order', expression: { idXTCustomer: 999 } },
    });
    expect(response.statusCode).toBe(200);
    const orders = response.json<ReadReply<Order>>().records;
    expect(orders.map((o) => o.orderId)).toEqual(['SHOP-2026-000187', 'SHOP-2026-000101']);
    expect(orders.every((o) => orderSchema.safeParse(o).success)).toBe(true);
  });

  it('hides internals when the database fails', async () => {
    const failing = shop();
    const spy = jest.spyOn(failing.database.db, 'select').mockImplementation(() => {
      throw new Error('connection to 10.0.0.5 refused: password authentication failed');
    });
    try {
      const { response, body } = await read(failing, { entity: 'Articolo' });
      expect(response.statusCode).toBe(500);
      expect(body.message).toBe('Errore interno del server');
      expect(response.body).not.toContain('10.0.0.5');
    } finally {
      spy.mockRestore();
    }
  });
});
