import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { API, readArticles } from './catalog-helpers';
import { makePng, photoRequests, pinch, staffToken, swipe, uploadPhotos } from './photo-helpers';

/** The widths a photo is served at (2400 px wide photos have them all). */
const WIDTHS = [320, 480, 640, 800, 1200, 1600, 2400];
const ALT = { ita: 'Giacca in lana, vista di fronte', eng: 'Wool jacket, front view' };

interface Seeded {
  article: { id: number; codArticolo: string };
  photoColour: { codColore: string; desColore: string };
  otherColour: { codColore: string; desColore: string };
  ids: number[];
}

/**
 * An article of two colours whose first colour has two photos uploaded by the staff (2400 x 3600
 * PNGs made here), the first described in both languages. Taken from the end of the collection, away
 * from the articles the other journeys pick; the photos are uploaded once per server.
 */
async function seedPhotos(request: APIRequestContext): Promise<Seeded> {
  const { records } = await readArticles(request, {}, 200);
  const found = records.filter((a) => a.prezzo && a.colori.length > 1).at(-1);
  if (!found) throw new Error('the seed has no article with two colours');
  const [photoColour, otherColour] = [found.colori[0]!, found.colori[1]!];
  const read = await request.post(`${API}/API/read`, { data: { entity: 'Articolo', expression: { id: found.id } } });
  const current = ((await read.json()) as { records: { immagini: { codColore: string; foto?: { id: number } }[] }[] }).records[0]!;
  let ids = current.immagini.filter((image) => image.codColore === photoColour.codColore && image.foto).map((image) => image.foto!.id);
  if (ids.length < 2) {
    const token = await staffToken(request);
    ids = await uploadPhotos(request, token, found.codArticolo, photoColour.codColore, [
      makePng(2400, 3600, [140, 70, 50]),
      makePng(2400, 3600, [50, 80, 130]),
    ]);
    const alt = await request.post(`${API}/StaffAction/photoAlt`, {
      headers: { 'x-staff-session': token },
      data: { id: ids[0], altIta: ALT.ita, altEng: ALT.eng },
    });
    expect(alt.ok()).toBe(true);
  }
  return { article: found, photoColour, otherColour, ids };
}

/** The address an image shows, once it has loaded. */
const shownSrc = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => (element.complete && element.naturalWidth > 0 ? element.currentSrc : ''));

/** The width, in device pixels, an image is laid out at. */
const devicePixels = async (page: Page, image: Locator) =>
  ((await image.boundingBox())?.width ?? 0) * (await page.evaluate(() => window.devicePixelRatio));

/** The zoom's picture on view (not the page's copy it shows while the larger file loads). */
const zoomPicture = (page: Page) => page.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)');

test.describe('product photos', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the gallery shows the staff photos in order, at the size it lays them out; the largest waits for the zoom @phone', async ({
    page,
    request,
    isMobile,
  }) => {
    const { article, otherColour, ids } = await seedPhotos(request);
    const seen = photoRequests(page);
    await page.goto(`/items/detail/${article.id}`);

    const opener = page.getByRole('button', { name: 'Ingrandisci immagine' });
    const main = opener.locator('img');
    await expect.poll(() => shownSrc(main), { timeout: 60_000 }).toMatch(new RegExp(`/media/photos/${ids[0]}/\\d+\\.avif$`));
    await expect(main).toHaveAttribute('alt', ALT.ita);

    // The photos first and in their order, then the other colour's drawings.
    const thumbs = page.getByRole('list', { name: 'Immagini' }).locator('img');
    await expect
      .poll(() => thumbs.nth(1).evaluate((element: HTMLImageElement) => element.currentSrc), { timeout: 60_000 })
      .toContain(`/media/photos/${ids[1]}/`);
    // (The browser may show a thumbnail from a larger file of the same photo it already has.)
    expect(await thumbs.first().evaluate((element: HTMLImageElement) => element.currentSrc)).toContain(`/media/photos/${ids[0]}/`);

    // The AVIF asked for is as wide as the picture is drawn on this screen: the smallest size that covers it
    // (or the one just below, which the browser may judge close enough).
    const needed = await devicePixels(page, main);
    const covering = WIDTHS.findIndex((width) => width >= needed);
    const fitting = covering === -1 ? [2400] : [WIDTHS[covering]!, WIDTHS[covering - 1] ?? WIDTHS[covering]!];
    const asked = seen.filter((file) => file.id === ids[0] && file.format === 'avif' && file.width !== 320).map((file) => file.width);
    expect(asked.length).toBeGreaterThan(0);
    expect(fitting).toContain(asked[0]);
    expect(seen.filter((file) => file.width === 2400)).toEqual([]);

    // The zoom shows the same photos; the largest file comes only once the shopper zooms in.
    await opener.click();
    const dialog = page.getByRole('dialog', { name: /^Immagini di / });
    await expect(dialog).toBeVisible();
    // Faded in over the page, not merely there.
    await expect(dialog).toHaveCSS('opacity', '1');
    await expect(zoomPicture(page)).toHaveAttribute('alt', ALT.ita);
    await expect.poll(() => shownSrc(zoomPicture(page)), { timeout: 60_000 }).toContain(`/media/photos/${ids[0]}/`);
    expect(seen.filter((file) => file.width === 2400)).toEqual([]);

    const box = (await dialog.boundingBox())!;
    const centre = { x: box.width / 2, y: box.height / 2 };
    if (isMobile) {
      await swipe(page, { x: box.width * 0.85, y: centre.y }, { x: box.width * 0.1, y: centre.y });
      await expect(zoomPicture(page)).toHaveAttribute('alt', /immagine 2 di \d+$/);
      await swipe(page, { x: box.width * 0.1, y: centre.y }, { x: box.width * 0.85, y: centre.y });
      await expect(zoomPicture(page)).toHaveAttribute('alt', ALT.ita);
      await pinch(page, centre, 60, 320);
    } else {
      await page.keyboard.press('ArrowRight');
      await expect(zoomPicture(page)).toHaveAttribute('alt', /immagine 2 di \d+$/);
      await page.keyboard.press('ArrowLeft');
      await expect(zoomPicture(page)).toHaveAttribute('alt', ALT.ita);
      await page.mouse.click(centre.x, centre.y);
    }
    await expect
      .poll(() => seen.filter((file) => file.id === ids[0] && file.width === 2400).length, { timeout: 60_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => shownSrc(zoomPicture(page)), { timeout: 60_000 }).toMatch(new RegExp(`/media/photos/${ids[0]}/2400\\.avif$`));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The other colour keeps its own drawing.
    await page.getByRole('radio', { name: otherColour.desColore }).check({ force: true });
    await expect(main).toHaveAttribute('src', new RegExp(`/media/articles/[^/]+/${encodeURIComponent(otherColour.codColore)}-1\\.svg$`));
    await expect(opener.locator('picture')).toHaveCount(0);
  });

  test('in English the photo is described in English, and the page asks for it first @phone', async ({ page, request }) => {
    const { article, ids } = await seedPhotos(request);
    await page.goto(`/items/detail/${article.id}?lang=en`);
    await expect(page.getByRole('button', { name: 'Zoom image' }).locator('img')).toHaveAttribute('alt', ALT.eng);
    await expect(page.locator(`link[rel="preload"][imagesrcset*="/media/photos/${ids[0]}/"]`)).toHaveCount(1);
  });
});
