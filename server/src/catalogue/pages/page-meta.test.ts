import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localName, homeTexts, listRequest, parseListQuery } from '@shop/shared/catalogue';
import { articoloTitle, type Articolo, type ReadReply } from '@shop/shared/contracts';
import { decimalString, formatCents, toCents } from '@shop/shared/money';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BreadcrumbList, ItemList, Organization, Product, WebSite } from 'schema-dts';
import { SHIPPING_RATES } from '../../checkout/pricing/shipping-rates';
import { addPhotoRows } from '../../../test/support/photos';
import { describeEachDatabase, publicAt } from '../../../test/support/test-shop';

// The storefront page as the shell's build writes it: a fixed title and description, Italian.
const shellDist = mkdtempSync(path.join(tmpdir(), 'shop-page-meta-'));
writeFileSync(
  path.join(shellDist, 'index.html'),
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="description" content="Abbigliamento made in Italy."><title>Atelier Lanterna</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(shellDist, 'preload.json'), JSON.stringify({ main: [] }));
afterAll(() => rmSync(shellDist, { recursive: true, force: true }));

const ORIGIN = 'http://localhost:80';

type Json = Record<string, unknown>;

/** What a crawler reads from a page's HTML, without running any script. */
async function crawl(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  const html = response.body;
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
  const decode = (text: string | null) =>
    text
      ?.replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>') ?? null;
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], decode(m[2]!)]),
  );
  const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Json);
  return {
    status: response.statusCode,
    html,
    lang: attribute(/<html lang="([^"]+)"/),
    title: decode(attribute(/<title>([^<]*)<\/title>/)),
    titles: html.match(/<title>/g)?.length ?? 0,
    description: decode(attribute(/<meta name="description" content="([^"]*)">/)),
    canonical: decode(attribute(/<link rel="canonical" href="([^"]+)">/)),
    robots: attribute(/<meta name="robots" content="([^"]+)">/),
    og: (key: string) => decode(attribute(new RegExp(`<meta property="og:${key}" content="([^"]*)">`))),
    twitter: (key: string) => decode(attribute(new RegExp(`<meta name="twitter:${key}" content="([^"]*)">`))),
    alternates,
    data,
    ofType: <T>(type: string) => data.filter((block) => block['@type'] === type) as unknown as T[],
  };
}

/**
 * The properties Google requires for a Product snippet with an offer (name, image, and an offer's
 * price, currency and availability), as its structured-data documentation lists them: the names of those missing.
 */
function missingProductProperties(product: Json): string[] {
  const missing: string[] = [];
  const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
  if (product['@context'] !== 'https://schema.org' || product['@type'] !== 'Product') missing.push('@type');
  if (!text(product.name)) missing.push('name');
  const images = [product.image].flat();
  if (images.length === 0 || !images.every((image) => text(image) && /^https?:\/\//.test(image as string))) missing.push('image');
  const offer = product.offers as Json | undefined;
  if (!offer || offer['@type'] !== 'Offer') missing.push('offers');
  else {
    if (!(typeof offer.price === 'string' && /^\d+(\.\d{1,2})?$/.test(offer.price)) || Number(offer.price) <= 0)
      missing.push('offers.price');
    if (!(typeof offer.priceCurrency === 'string' && /^[A-Z]{3}$/.test(offer.priceCurrency))) missing.push('offers.priceCurrency');
    if (!['https://schema.org/InStock', 'https://schema.org/OutOfStock'].includes(String(offer.availability)))
      missing.push('offers.availability');
  }
  return missing;
}

describe('the runtime check of a Product snippet', () => {
  it('names what is missing', () => {
    expect(
      missingProductProperties({
        '@context': 'https://schema.org',
        '@type': 'Product',
        image: '/a.svg',
        offers: { '@type': 'Offer', price: 12.5 },
      }),
    ).toEqual(['name', 'image', 'offers.price', 'offers.priceCurrency', 'offers.availability']);
  });
});

async function readArticles(app: FastifyInstance, body: object, language = 'ita') {
  const response = await app.inject({
    method: 'POST',
    url: '/Apps/WebObjects/Shop.woa/wa/API/read',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-language-code': language },
  });
  return response.json<ReadReply<Articolo>>();
}

describeEachDatabase(
  'the server pages search engines and link previews read',
  (shop) => {
    it('the home: its title and description, canonical and alternates, the shop and its search', async () => {
      const { app } = shop();
      const page = await crawl(app, '/');
      expect(page.status).toBe(200);
      expect(page.lang).toBe('it');
      expect(page.titles).toBe(1);
      expect(page.title).toBe(homeTexts.ita.title);
      expect(page.description?.length).toBeGreaterThan(20);
      expect(page.canonical).toBe(`${ORIGIN}/`);
      expect(page.alternates).toEqual({ it: `${ORIGIN}/`, en: `${ORIGIN}/?lang=en`, 'x-default': `${ORIGIN}/` });
      expect(page.robots).toBeNull();
      expect(page.og('title')).toBe(page.title);
      expect(page.og('image')).toMatch(/^http:\/\/localhost:80\/media\//);
      expect(page.twitter('card')).toBe('summary_large_image');
      const [organization] = page.ofType<Organization>('Organization');
      expect(organization).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Atelier Lanterna',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/icons/icon-512.png`,
      });
      expect((await app.inject({ method: 'GET', url: '/icons/icon-512.png' })).statusCode).toBe(200);
      const [site] = page.ofType<WebSite & Json>('WebSite');
      expect(site).toMatchObject({
        url: `${ORIGIN}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/items/search/{search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      });
      // The English home: its own language, title and canonical; the same alternates.
      const english = await crawl(app, '/en');
      expect(english.lang).toBe('en');
      expect(english.title).toBe(homeTexts.eng.title);
      expect(english.canonical).toBe(`${ORIGIN}/?lang=en`);
      expect(english.alternates).toEqual(page.alternates);
      expect(english.og('locale')).toBe('en_GB');
    });

    it('a product: name and family in the title, its Product with Offer and its trail, in either language', async () => {
      const { app } = shop();
      const list = await readArticles(app, listRequest('collection', {}, [], parseListQuery(new URLSearchParams()), 'ita'));
      const article = list.records.find((record) => record.prezzo && !record.soldOut)!;
      const url = `/items/detail/${article.id}`;
      for (const language of ['ita', 'eng'] as const) {
        const english = language === 'eng';
        const shown = (await readArticles(app, { entity: 'Articolo', expression: { id: article.id, languageCode: language } }, language))
          .records[0]!;
        const page = await crawl(app, english ? `${url}?lang=en` : url);
        const name = articoloTitle(shown);
        const family = localName(shown.famigliaArticolo.desFamigliaArticolo, language);
        expect(page.status).toBe(200);
        expect(page.lang).toBe(english ? 'en' : 'it');
        expect(page.title).toBe(`${name} · ${family} · Atelier Lanterna`);
        expect(page.description).toContain(name);
        expect(page.description!.length).toBeLessThanOrEqual(160);
        const canonical = `${ORIGIN}${url}${english ? '?lang=en' : ''}`;
        expect(page.canonical).toBe(canonical);
        expect(page.alternates).toEqual({ it: `${ORIGIN}${url}`, en: `${ORIGIN}${url}?lang=en`, 'x-default': `${ORIGIN}${url}` });
        expect(page.og('type')).toBe('product');
        expect(page.og('image')).toBe(`${ORIGIN}${shown.immagini[0]!.url}`);
        expect(page.twitter('image')).toBe(page.og('image'));
        const [product] = page.ofType<Product & Json>('Product');
        expect(missingProductProperties(product!)).toEqual([]);
        expect(product).toMatchObject({
          name,
          sku: shown.codArticolo,
          brand: { '@type': 'Brand', name: 'Atelier Lanterna' },
          offers: {
            price: decimalString(toCents(shown.prezzo!.prezzoVendita)),
            priceCurrency: 'EUR',
            availability: 'https://schema.org/InStock',
            url: canonical,
          },
        });
        const [trail] = page.ofType<BreadcrumbList & Json>('BreadcrumbList');
        expect(trail).toMatchObject({
          itemListElement: [
            { position: 1 },
            { position: 2, name: family, item: `${ORIGIN}/items/famiglia/${shown.codFamigliaArticolo}${english ? '?lang=en' : ''}` },
            { position: 3, name, item: canonical },
          ],
        });
      }
    });

    it('a sold-out product stays 200, out of stock', async () => {
      const { app, database } = shop();
      const list = await readArticles(app, listRequest('novita', {}, [], parseListQuery(new URLSearchParams()), 'ita'));
      const article = list.records.find((record) => record.prezzo)!;
      await database.db.execute(sql`update articolo_disponibilita set qta = 0 where cod_articolo = ${article.codArticolo}`);
      // Straight after a change made outside the shop the cached answer may still be served: read it fresh.
      const page = await crawl(app, `/items/detail/${article.id}?lang=it`);
      expect(page.status).toBe(200);
      const [product] = page.ofType<Product & Json>('Product');
      expect(missingProductProperties(product!)).toEqual([]);
      expect((product!.offers as Json).availability).toBe('https://schema.org/OutOfStock');
    });

    it("a product with photos: its preview, its Product's images and its list's preview are the photos' JPEGs at the shop's own address", async () => {
      const { app, database } = shop();
      const list = await readArticles(app, listRequest('promo', {}, [], parseListQuery(new URLSearchParams()), 'ita'));
      const article = list.records.find((record) => record.prezzo && record.colori.length > 1)!;
      const [first, second] = article.colori;
      const { ids } = await addPhotoRows(database.db, article.codArticolo, { codColore: first!.codColore, count: 2 });
      const page = await crawl(app, `/items/detail/${article.id}`);
      expect(page.og('image')).toBe(`${ORIGIN}/media/photos/${ids[0]}/1200.jpg`);
      expect(page.twitter('image')).toBe(page.og('image'));
      const [product] = page.ofType<Product & Json>('Product');
      expect(missingProductProperties(product!)).toEqual([]);
      const images = product!.image as string[];
      expect(images.slice(0, 2)).toEqual(ids.map((id) => `${ORIGIN}/media/photos/${id}/1200.jpg`));
      // The colours without photos keep their drawings.
      expect(
        images.some((image) => image.startsWith(`${ORIGIN}/media/articles/`) && image.includes(encodeURIComponent(second!.codColore))),
      ).toBe(true);
      // A Host the visitor writes changes no address.
      const forged = await app.inject({
        method: 'GET',
        url: `/items/detail/${article.id}`,
        headers: { host: 'evil.test', 'x-forwarded-host': 'evil.test' },
      });
      expect(forged.body).toContain(`<meta property="og:image" content="${ORIGIN}/media/photos/${ids[0]}/1200.jpg">`);
      expect(forged.body).not.toContain('evil.test');
      // The promotions list shows it first: its preview is that photo too.
      if (list.records[0]!.id === article.id) expect((await crawl(app, '/items/promo')).og('image')).toBe(page.og('image'));
    });

    it('a list: its name and page in the title, its products in an ItemList', async () => {
      const { app } = shop();
      const probe = await readArticles(app, listRequest('collection', {}, [], parseListQuery(new URLSearchParams()), 'ita'));
      const code = probe.records[0]!.codFamigliaArticolo;
      const stored = probe.records[0]!.famigliaArticolo.desFamigliaArticolo;
      const query = parseListQuery(new URLSearchParams('limit=2&page=2'));
      const expected = await readArticles(app, listRequest('famiglia', { codFamigliaArticolo: code }, [], query, 'eng'), 'eng');
      const page = await crawl(app, `/items/famiglia/${code}?limit=2&page=2&lang=en`);
      expect(page.status).toBe(200);
      expect(page.lang).toBe('en');
      expect(page.title).toBe(`${localName(stored, 'eng')} · Page 2 · Atelier Lanterna`);
      expect(page.description).toContain(`${expected.totalCount} garments`);
      expect(page.canonical).toBe(`${ORIGIN}/items/famiglia/${code}?page=2&lang=en`);
      expect(page.alternates.it).toBe(`${ORIGIN}/items/famiglia/${code}?page=2`);
      const [items] = page.ofType<ItemList & Json>('ItemList');
      expect(items!.itemListElement).toEqual(
        expected.records.map((record, index) => ({
          '@type': 'ListItem',
          position: 3 + index,
          name: articoloTitle(record),
          url: `${ORIGIN}/items/detail/${record.id}?lang=en`,
        })),
      );
      const italian = await crawl(app, '/items/outlet');
      expect(italian.title).toBe('Collezione · Outlet · Atelier Lanterna');
      expect(italian.canonical).toBe(`${ORIGIN}/items/outlet`);
    });

    it('a content page: its container’s title and text', async () => {
      const { app } = shop();
      const page = await crawl(app, '/wa/default?name=terms-and-conditions');
      expect(page.status).toBe(200);
      expect(page.title).toMatch(/ · Atelier Lanterna$/);
      expect(page.title).not.toBe('Atelier Lanterna');
      expect(page.canonical).toMatch(new RegExp(`^${ORIGIN}/wa/default\\?id=\\d+$`));
      const byId = await crawl(app, page.canonical!.slice(ORIGIN.length));
      expect(byId.title).toBe(page.title);
      const english = await crawl(app, '/wa/default?name=terms-and-conditions&lang=en');
      expect(english.lang).toBe('en');
      expect(english.title).not.toBe(page.title);
      expect((await crawl(app, '/contact')).status).toBe(200);
    });

    it('the shipping page: indexable, titled, described with the costs of the live table', async () => {
      const { app } = shop();
      const page = await crawl(app, '/spedizioni-e-resi');
      expect(page.status).toBe(200);
      expect(page.title).toBe('Spedizioni e resi · Atelier Lanterna');
      expect(page.robots).toBeNull();
      expect(page.canonical).toBe(`${ORIGIN}/spedizioni-e-resi`);
      expect(page.description).toContain(formatCents(SHIPPING_RATES.IT!.cost, 'ita').replace(/\s/g, ' '));
      expect(page.description).not.toContain('{{');
      const english = await crawl(app, '/spedizioni-e-resi?lang=en');
      expect(english.title).toBe('Shipping and returns · Atelier Lanterna');
    });

    it('unknown products and paths answer 404 with the catch-all page, not indexed', async () => {
      const { app } = shop();
      for (const url of [
        '/items/detail/987654',
        '/items/detail/abc',
        '/questa-pagina-non-esiste',
        '/items/nowhere/at/all',
        '/wa/default?id=987654',
        '/items/famiglia/NESSUNA',
        '/items/category/NESSUNA',
        '/items/modulo/NESSUNO',
      ]) {
        const page = await crawl(app, url);
        expect({ url, status: page.status }).toEqual({ url, status: 404 });
        expect(page.html).toContain('<div id="root">');
        expect(page.robots).toBe('noindex, follow');
        expect(page.canonical).toBeNull();
      }
      // Pages of one shopper are pages, just not for the index.
      for (const url of ['/cart', '/account/login', '/items/favorites', '/wa/CartAction/ok?esito=OK']) {
        const page = await crawl(app, url);
        expect({ url, status: page.status, robots: page.robots }).toEqual({ url, status: 200, robots: 'noindex, follow' });
        expect(page.og('image')).toBe(`${ORIGIN}/icons/icon-512.png`);
      }
    });

    it('markup typed into a search cannot leave the JSON-LD or the head', async () => {
      const { app } = shop();
      const keyword = '</script><script>alert(1)</script> "giacca"';
      const page = await crawl(app, `/items/search/${encodeURIComponent(keyword)}`);
      expect(page.html).not.toContain('<script>alert(1)');
      expect(page.title).toContain(keyword);
      expect(page.data.length).toBe(1);
    });
  },
  () => ({ shellDist, ...publicAt(ORIGIN) }),
);
