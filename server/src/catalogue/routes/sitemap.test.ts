import { sql } from 'drizzle-orm';
import { bulkInsert } from '../../core/db/bulk-insert';
import * as t from '../../core/db/schema';
import { announceCatalogueChange } from '../../core/changes';
import { addPhotoRows } from '../../../test/support/photos';
import { createTestShop, describeEachDatabase, type TestShop, publicAt } from '../../../test/support/test-shop';

const ORIGIN = 'http://localhost:80';
const ARTICLES = 100_000;
/** Generous: a crawler waits seconds; the bench records the real figures. */
const QUICK_MS = 5_000;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

describe('robots.txt and the sitemaps of a catalogue of 100,000 articles (pglite)', () => {
  let shop: TestShop;
  let ids: number[];

  beforeAll(async () => {
    shop = await createTestShop('pglite', publicAt(ORIGIN));
    const { db } = shop.database;
    const [model] = await db.select().from(t.articolo).limit(1);
    const live = sql`${t.articolo.dataCancellazione} is null`;
    const present = (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.articolo)
        .where(live)
    )[0]!.n;
    const rows = Array.from({ length: ARTICLES - present }, (_, i) => ({
      codArticolo: `MASSA${String(i).padStart(6, '0')}`,
      desArticolo: `Capo ${i}`,
      codFamigliaArticolo: model!.codFamigliaArticolo,
      codTabellaTaglia: model!.codTabellaTaglia,
      dataInserimento: `2026-0${1 + (i % 9)}-1${i % 10}`,
    }));
    await bulkInsert(db, t.articolo, rows, 20_000);
    ids = (
      await db
        .select({ id: t.articolo.id })
        .from(t.articolo)
        .where(sql`${t.articolo.dataCancellazione} is null`)
    ).map((row) => row.id);
  }, 180_000);
  afterAll(async () => shop?.close(), 30_000);

  const get = async (url: string) => {
    const started = performance.now();
    const response = await shop.app.inject({ method: 'GET', url });
    return { response, ms: performance.now() - started };
  };

  it('robots.txt opens the storefront, closes the back-office, the API and the payment pages, and names the sitemap', async () => {
    const { response } = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /backoffice',
        'Disallow: /Apps/',
        'Disallow: /wa/',
        'Allow: /wa/default',
        'Allow: /Apps/WebObjects/Shop.woa/wa/viewSection',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    // The payment return pages stay closed: no Allow line opens CartAction.
    expect(lines.filter((line) => line.startsWith('Allow:') && line.includes('CartAction'))).toEqual([]);
  });

  it('lists every product in both languages, 10,000 addresses a part, each part answering quickly', async () => {
    const index = await get('/sitemap.xml');
    expect(index.response.statusCode).toBe(200);
    expect(index.response.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.ms).toBeLessThan(QUICK_MS);
    const parts = locs(index.response.body);
    expect(parts[0]).toBe(`${ORIGIN}/sitemaps/pages.xml`);
    expect(parts.slice(1)).toEqual(Array.from({ length: ARTICLES / 5_000 }, (_, i) => `${ORIGIN}/sitemaps/products-${i + 1}.xml`));
    expect(index.response.body).toMatch(/<sitemap><loc>[^<]+<\/loc><lastmod>2026-\d\d-\d\d<\/lastmod><\/sitemap>/);

    const italian = new Set<string>();
    const english = new Set<string>();
    for (const part of parts.slice(1)) {
      const { response, ms } = await get(part.slice(ORIGIN.length));
      expect({ part, status: response.statusCode }).toEqual({ part, status: 200 });
      expect(ms).toBeLessThan(QUICK_MS);
      const addresses = locs(response.body);
      expect(addresses.length).toBeLessThanOrEqual(10_000);
      for (const address of addresses) (address.endsWith('?lang=en') ? english : italian).add(address);
    }
    const expected = ids.map((id) => `${ORIGIN}/items/detail/${id}`);
    expect(italian.size).toBe(ARTICLES);
    expect(expected.filter((url) => !italian.has(url))).toEqual([]);
    expect(expected.filter((url) => !english.has(`${url}?lang=en`))).toEqual([]);

    const first = await get(parts[1]!.slice(ORIGIN.length));
    expect(first.response.body).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/items/detail/${Math.min(...ids)}?lang=en"/>`,
    );
    expect((await get('/sitemaps/products-21.xml')).response.statusCode).toBe(404);
    expect((await get('/sitemaps/products-0.xml')).response.statusCode).toBe(404);
  }, 60_000);

  it('the pages part: the home, the shipping page, the lists, the families and the modules with their lines, in both languages', async () => {
    const { response } = await get('/sitemaps/pages.xml');
    const addresses = locs(response.body);
    expect(addresses).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/?lang=en`,
        `${ORIGIN}/items/outlet`,
        `${ORIGIN}/items/outlet?lang=en`,
        `${ORIGIN}/spedizioni-e-resi`,
        `${ORIGIN}/spedizioni-e-resi?lang=en`,
      ]),
    );
    expect(addresses.some((address) => /\/items\/famiglia\/[^?]+\?lang=en$/.test(address))).toBe(true);
    expect(addresses.some((address) => /\/items\/modulo\/[^/?]+\/[^/?]+\?lang=en$/.test(address))).toBe(true);
  });

  it('is read again once the catalogue changes', async () => {
    const { db } = shop.database;
    const model = (await db.select().from(t.articolo).limit(1))[0]!;
    await db.insert(t.articolo).values({ ...model, id: undefined, codArticolo: 'NUOVO1', dataInserimento: '2026-11-24' });
    expect(locs((await get('/sitemap.xml')).response.body)).toHaveLength(21);
    announceCatalogueChange({ kind: 'sconto', codArticoli: ['NUOVO1'] }, db);
    const index = locs((await get('/sitemap.xml')).response.body);
    expect(index).toHaveLength(22);
    expect(index.at(-1)).toBe(`${ORIGIN}/sitemaps/products-21.xml`);
  });
});

describeEachDatabase(
  'the sitemaps of a small catalogue',
  (shop) => {
    it('list every live product in both languages, with its date', async () => {
      const { app, database } = shop();
      const live = await database.db
        .select({ id: t.articolo.id, date: t.articolo.dataInserimento })
        .from(t.articolo)
        .where(sql`${t.articolo.dataCancellazione} is null`);
      const index = locs((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
      expect(index).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/products-1.xml`]);
      const part = (await app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' })).body;
      expect(locs(part).sort()).toEqual(
        live.flatMap(({ id }) => [`${ORIGIN}/items/detail/${id}`, `${ORIGIN}/items/detail/${id}?lang=en`]).sort(),
      );
      const { id, date } = live[0]!;
      expect(part).toContain(`<url><loc>${ORIGIN}/items/detail/${id}</loc><lastmod>${date}</lastmod>`);
      // Drawings are no photos: no product names an image yet.
      expect(part).not.toContain('<image:image>');
    });

    it("name a product's photos, as JPEGs at the shop's own address, in both languages' entries", async () => {
      const { app, database } = shop();
      const [article] = await database.db
        .select({ id: t.articolo.id, codArticolo: t.articolo.codArticolo })
        .from(t.articolo)
        .where(sql`${t.articolo.dataCancellazione} is null`)
        .orderBy(t.articolo.id)
        .limit(1);
      const { ids } = await addPhotoRows(database.db, article!.codArticolo, { count: 2, width: 1500, height: 2000 });
      const part = (await app.inject({ method: 'GET', url: '/sitemaps/products-1.xml', headers: { host: 'evil.test' } })).body;
      expect(part).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
      const images = ids
        .map((photo) => `<image:image><image:loc>${ORIGIN}/media/photos/${photo}/1200.jpg</image:loc></image:image>`)
        .join('');
      const entry = (address: string) => new RegExp(`<url><loc>${address.replace(/[?.]/g, '\\$&')}</loc>.*?</url>`).exec(part)?.[0];
      expect(entry(`${ORIGIN}/items/detail/${article!.id}`)).toContain(`/>${images}</url>`);
      expect(entry(`${ORIGIN}/items/detail/${article!.id}?lang=en`)).toContain(`/>${images}</url>`);
      expect(part.match(/<image:image>/g)).toHaveLength(4);
      expect(part).not.toContain('evil.test');
    });
  },
  () => publicAt(ORIGIN),
);
