import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CARD_SIZES,
  cardImages,
  contentPageRequest,
  detailRequest,
  GALLERY_SIZES,
  localName,
  homeRequest,
  listRequest,
  parseListQuery,
} from '@shop/shared/catalogue';
import { articoloTitle, FIRST_ANSWERS_ID, firstAnswersSchema, type Articolo, type ReadReply } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { scaledMax } from '../../core/http/rate-limits';
import { addPhotoRows } from '../../../test/support/photos';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { READ_LIMIT } from '../routes/api-read';

/** Reads per minute and address made few (six), so a visitor runs out of them within a test. */
const READ_FACTOR = 0.01;

const shellDist = mkdtempSync(path.join(tmpdir(), 'shop-first-answers-'));
writeFileSync(
  path.join(shellDist, 'index.html'),
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Shop</title><script defer src="/static/main.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(shellDist, 'preload.json'), JSON.stringify({ main: [] }));
afterAll(() => rmSync(shellDist, { recursive: true, force: true }));

async function pageOf(app: FastifyInstance, url: string, status = 200) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(status);
  const html = response.body;
  const block = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`).exec(html);
  const answers = block ? firstAnswersSchema.parse(JSON.parse(block[1]!)) : [];
  const preload = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(html)?.[1] ?? null;
  // The first screen, when there is one, is the last thing in the root.
  const view = /<div id="root">(<div class="boot-main".*)<\/div><\/body>/s.exec(html)?.[1] ?? null;
  return { answers, preload, view, html };
}

async function readDirectly(app: FastifyInstance, body: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/Apps/WebObjects/Shop.woa/wa/API/read',
    payload: body,
    headers: { 'content-type': 'application/json' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<ReadReply<Articolo>>();
}

describeEachDatabase(
  'a catalogue page carries its first answer',
  (shop) => {
    it('a list page: the very answer its read gets, for the exact request the catalogue makes, and its first image', async () => {
      const { app } = shop();
      const { answers, preload, html } = await pageOf(app, '/items/promo?sort=priceUp');
      const expected = listRequest('promo', {}, [], parseListQuery(new URLSearchParams('sort=priceUp')), 'ita');
      expect(answers).toHaveLength(1);
      const [answer] = answers;
      expect(answer).toMatchObject({ path: 'API/read', body: JSON.stringify(expected), language: 'ita', country: 'IT' });
      const direct = await readDirectly(app, answer!.body);
      expect(answer!.reply).toEqual(direct);
      expect(direct.records.length).toBeGreaterThan(0);
      expect(preload).toBe(cardImages(direct.records[0]!, [])[0]!.url);
      // Asked for first, ahead of the page's own scripts and preloads.
      expect(html.indexOf(`href="${preload}"`)).toBeLessThan(html.indexOf('<title>'));
    });

    it('a list filtered by colour shows that colour first', async () => {
      const { app } = shop();
      const all = await readDirectly(app, JSON.stringify(listRequest('collection', {}, [], parseListQuery(new URLSearchParams()), 'ita')));
      const colour = all.records.flatMap((record) => record.immagini.map((image) => image.codColore)).find(Boolean)!;
      const { answers, preload } = await pageOf(app, `/items?colori=${colour}`);
      const reply = answers[0]!.reply as ReadReply<Articolo>;
      expect(preload).toBe(cardImages(reply.records[0]!, [colour])[0]!.url);
    });

    it('a detail page: the article and its first picture', async () => {
      const { app } = shop();
      const list = await readDirectly(app, JSON.stringify(listRequest('collection', {}, [], parseListQuery(new URLSearchParams()), 'ita')));
      const article = list.records[0]!;
      const { answers, preload, view } = await pageOf(app, `/items/detail/${article.id}`);
      expect(answers[0]!.body).toBe(JSON.stringify(detailRequest(article.id, 'ita')));
      const reply = answers[0]!.reply as ReadReply<Articolo>;
      const shown = reply.records[0]!;
      expect(shown.codArticolo).toBe(article.codArticolo);
      expect(preload).toBe(shown.immagini[0]!.url);
      // Its first screen: family and name in Italian, and the preloaded picture.
      const family = localName(shown.famigliaArticolo.desFamigliaArticolo, 'ita');
      expect(view).toContain(`data-language="ita"`);
      expect(view).toContain(`<p class="boot-eyebrow">${family}</p><h1 class="boot-title">${articoloTitle(shown)}</h1>`);
      expect(view).toContain(`<img src="${preload}" alt="${articoloTitle(shown)}" width="800" height="1200" fetchpriority="high">`);
    });

    it('a list page: its title and the first pictures, the first the one preloaded', async () => {
      const { app } = shop();
      const { view, preload } = await pageOf(app, '/items/outlet');
      expect(view).toContain('<h1 class="boot-title">Collezione · Outlet</h1>');
      expect(view).toMatch(new RegExp(`<img src="${preload}" alt="[^"]+" width="400" height="600" fetchpriority="high">`));
    });

    it('pages without a first read are drawn by the page itself', async () => {
      const { app } = shop();
      for (const url of ['/cart', '/items/favorites']) expect({ url, view: (await pageOf(app, url)).view }).toEqual({ url, view: null });
    });

    it("a content page: its container's answer, and its title and text drawn, the shop's facts filled in", async () => {
      const { app } = shop();
      const terms = await pageOf(app, '/wa/default?name=terms-and-conditions&lang=en');
      expect(terms.answers).toEqual([
        expect.objectContaining({ path: 'XAPI/list', body: JSON.stringify(contentPageRequest({ name: 'terms-and-conditions' })) }),
      ]);
      expect(terms.view).toContain('<h1 class="boot-title">Terms of sale</h1>');
      expect(terms.view).toContain('<div class="boot-rich boot-text"><h2>General terms of sale</h2>');
      expect(terms.view).not.toContain('{{');
      expect(terms.html).toContain('<title>Terms of sale');

      const shipping = await pageOf(app, '/spedizioni-e-resi');
      expect(shipping.view).toContain('<h2>Costi di spedizione</h2>');
      // The live shipping table, as the content read fills it in.
      expect(shipping.view).toMatch(/<table>.*Italia.*<\/table>/s);

      const contact = await pageOf(app, '/contact');
      expect(contact.answers).toEqual([expect.objectContaining({ path: 'XAPI/list' })]);
      expect(contact.view).toContain('<h2 class="boot-intro-title">Come possiamo aiutarti?</h2>');
      // No container of that id: the not-found page, with nothing drawn ahead of it.
      const missing = await pageOf(app, '/wa/default?id=99999', 404);
      expect({ answers: missing.answers, view: missing.view }).toEqual({ answers: [], view: null });
      expect((await pageOf(app, '/wa/default?id=abc', 404)).answers).toEqual([]);
    });

    it("an article with photos: its first photo's AVIF sizes preloaded at the sizes the page lays it out at, and drawn as the page draws it", async () => {
      const { app, database } = shop();
      const list = await readDirectly(app, JSON.stringify(listRequest('outlet', {}, [], parseListQuery(new URLSearchParams()), 'ita')));
      const article = list.records[0]!;
      const { ids } = await addPhotoRows(database.db, article.codArticolo, {
        codColore: cardImages(article, [])[0]!.codColore,
        alt: ['Giacca "Brera", davanti', 'Brera jacket, front'],
      });
      const avif = [320, 480, 640, 800, 1200, 1600, 2400].map((width) => `/media/photos/${ids[0]}/${width}.avif ${width}w`).join(', ');
      const preloadOf = (html: string) => /<link rel="preload" as="image" [^>]*>/.exec(html)?.[0];

      const detail = await pageOf(app, `/items/detail/${article.id}?lang=en`);
      expect(preloadOf(detail.html)).toBe(
        `<link rel="preload" as="image" imagesrcset="${avif}" imagesizes="${GALLERY_SIZES}" type="image/avif" fetchpriority="high">`,
      );
      // Ahead of everything but the viewport, which a phone must know first to size it.
      expect(detail.html.indexOf('rel="preload" as="image"')).toBeLessThan(detail.html.indexOf('<title>'));
      expect(detail.html.indexOf('rel="preload" as="image"')).toBeGreaterThan(detail.html.indexOf('<meta name="viewport"'));
      expect(detail.view).toContain(
        `<picture><source type="image/avif" srcset="${avif}" sizes="${GALLERY_SIZES}"><source type="image/webp"`,
      );
      expect(detail.view).toContain(
        `sizes="${GALLERY_SIZES}" alt="Brera jacket, front" width="2400" height="3600" fetchpriority="high"></picture>`,
      );
      expect(detail.view).not.toContain('.svg');

      const outlet = await pageOf(app, '/items/outlet');
      expect(preloadOf(outlet.html)).toBe(
        `<link rel="preload" as="image" imagesrcset="${avif}" imagesizes="${CARD_SIZES}" type="image/avif" fetchpriority="high">`,
      );
      expect(outlet.view).toContain(`<source type="image/avif" srcset="${avif}" sizes="${CARD_SIZES}">`);
      expect(outlet.view).toContain('alt="Giacca &quot;Brera&quot;, davanti" width="2400" height="3600" fetchpriority="high">');
      // The other cards keep their drawings, and wait until they come near.
      expect(outlet.view).toMatch(/<img src="\/media\/articles\/[^"]+\.svg" alt="[^"]+" width="400" height="600" loading="lazy">/);
    });

    it('pages without a first catalogue read, or that depend on the shopper, carry none', async () => {
      const { app } = shop();
      for (const [url, status] of [
        ['/cart', 200],
        ['/items/favorites', 200],
        ['/items/detail/abc', 404],
        ['/items/nowhere/at/all', 404],
        ['/account/login', 200],
      ] as const) {
        const { answers, preload } = await pageOf(app, url, status);
        expect({ url, answers, preload }).toEqual({ url, answers: [], preload: null });
      }
    });

    it('the home: its container, in the language its path sets, and its first slide drawn and its picture preloaded', async () => {
      const { app } = shop();
      for (const [url, language, title] of [
        ['/', 'ita', 'La nuova stagione'],
        ['/en', 'eng', 'The new season'],
      ] as const) {
        const { answers, preload, view } = await pageOf(app, url);
        expect(answers).toHaveLength(1);
        expect(answers[0]).toMatchObject({ path: 'XAPI/list', body: JSON.stringify(homeRequest()), language });
        const direct = await app.inject({
          method: 'POST',
          url: '/Apps/WebObjects/Shop.woa/wa/XAPI/list',
          payload: answers[0]!.body,
          headers: { 'content-type': 'application/json', 'x-language-code': language },
        });
        expect(answers[0]!.reply).toEqual(direct.json());
        expect(preload).toBe('/media/content/banner-autunno.svg');
        expect(view).toContain(`<img class="boot-slide-image" src="${preload}" alt="" fetchpriority="high">`);
        expect(view).toContain(`<h2 class="boot-slide-title">${title}</h2>`);
      }
    });

    it('a search keeps the keyword as typed, and markup in it cannot leave the data block', async () => {
      const { app } = shop();
      // '$&' and "$'" are replacement patterns to String.replace: the page must not expand them.
      const keyword = "</script><b>giacca $& $' $`";
      const { answers } = await pageOf(app, `/items/search/${encodeURIComponent(keyword)}`);
      expect(JSON.parse(answers[0]!.body)).toMatchObject({ expression: { keyword } });
    });
  },
  () => ({ shellDist }),
);

describeEachDatabase(
  "a page's first read counts for its visitor's own read limit",
  (shop) => {
    it('a visitor who used up the reads gets pages without the answer and no more reads; another visitor gets both', async () => {
      const { app } = shop();
      const page = (ip: string) => app.inject({ method: 'GET', url: '/items/promo', remoteAddress: ip });
      const carries = (html: string) => html.includes(`id="${FIRST_ANSWERS_ID}"`);
      const reads = scaledMax(READ_LIMIT, READ_FACTOR);
      for (let i = 0; i < reads; i += 1) expect(carries((await page('10.71.0.1')).body)).toBe(true);
      // Over the limit the page still comes, without the answer, and the visitor's own read is refused.
      const over = await page('10.71.0.1');
      expect(over.statusCode).toBe(200);
      expect(carries(over.body)).toBe(false);
      const read = await app.inject({ method: 'POST', url: '/wa/API/read', payload: { entity: 'Colore' }, remoteAddress: '10.71.0.1' });
      expect(read.statusCode).toBe(429);
      // The pages the server read for that visitor took nothing from anybody else.
      expect(carries((await page('10.71.0.2')).body)).toBe(true);
    });
  },
  () => ({ shellDist, rateLimitFactor: READ_FACTOR }),
);
