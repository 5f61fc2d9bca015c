import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';

/** The API calls a page makes over the network, as "path body". */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = /\/wa\/((?:API|XAPI)\/\w+)$/.exec(new URL(request.url()).pathname)?.[1];
    if (path) calls.push(`${path} ${request.postData() ?? ''}`);
  });
  return calls;
}

test.describe('pages come with their first answer', () => {
  test('a list page shows its articles without asking for them again, and the next page asks @phone', async ({ page }) => {
    const calls = recordApiCalls(page);
    const articleReads = () => calls.filter((call) => call.includes('"entity":"Articolo"'));
    await page.goto('/items');
    const list = page.getByRole('list', { name: 'Articoli' });
    await expect(list.getByTestId('product-card')).toHaveCount(40);
    expect(articleReads()).toEqual([]);
    await page.getByRole('link', { name: 'Successivo' }).click();
    await expect(page).toHaveURL(/\/items\?page=2$/);
    await expect.poll(() => articleReads().length).toBe(1);
    expect(articleReads()[0]).toContain('"pagination":{"page":2');
  });

  test('a product page and the home show their content without asking for it', async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto('/items');
    const first = page.locator('main [data-remote="catalog"] a[href*="/items/detail/"]').first();
    const href = await first.getAttribute('href');
    calls.length = 0;
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aggiungi al carrello' })).toBeVisible();
    expect(calls.filter((call) => call.includes(`"expression":{"id":`))).toEqual([]);

    calls.length = 0;
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'In evidenza' })).toBeVisible();
    expect(calls.filter((call) => call.includes('"name":"home"'))).toEqual([]);
  });

  test('a shopper who chose English is answered in English', async ({ page }) => {
    await page.goto('/eng');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/items');
    await expect(page.getByRole('heading', { level: 1, name: 'Collection' })).toBeVisible();
  });
});

type Box = { x: number; y: number; width: number; height: number } | null;
interface Drawn {
  title: string | null;
  boxes: Record<string, Box>;
}

/**
 * The server's first screen of `url` as drawn before any code runs (the scripts held back): its
 * title and the boxes of its parts, each named by a selector inside the server's screen.
 */
async function serverScreen(
  browser: Browser,
  testInfo: TestInfo,
  url: string,
  parts: Record<string, string>,
  viewport = testInfo.project.use.viewport,
): Promise<Drawn> {
  const plain = await browser.newContext({ ...testInfo.project.use, viewport });
  await plain.route(/\.js(\?|$)/, (route) => route.abort());
  const page = await plain.newPage();
  await page.goto(url);
  if ((await page.locator('.boot-main img').count()) > 0)
    await expect(page.locator('.boot-main img').first()).toHaveJSProperty('complete', true);
  // Measured in the shop's own faces, as the page then draws its text.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const boxes: Record<string, Box> = {};
  for (const [part, selector] of Object.entries(parts)) boxes[part] = await page.locator(`.boot-main ${selector}`).first().boundingBox();
  const drawn = { title: await page.getByRole('heading', { level: 1 }).textContent(), boxes };
  await plain.close();
  return drawn;
}

/** Records the page's largest-paint candidates, and whether each was the server's first screen. */
async function recordLargestPaints(page: Page) {
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { largestPaints: boolean[] }).largestPaints = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        seen.push(Boolean((entry as PerformanceEntry & { element?: Element }).element?.closest('.boot-main')));
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The largest paint stays the server's picture: the page's own copy, drawn later in the same place, is no larger. */
async function expectLargestPaintFromServer(page: Page) {
  const paints = await page.evaluate(() => (window as unknown as { largestPaints: boolean[] }).largestPaints);
  expect(paints.at(-1)).toBe(true);
}

/** The page's own parts sit exactly where the server drew them, the page has the same title, and the server's copy is gone. */
async function expectSamePlaces(page: Page, parts: Record<string, Locator>, drawn: Drawn) {
  await expect(page.locator('.boot-main')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(drawn.title!);
  for (const [part, locator] of Object.entries(parts)) {
    const box = await locator.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect({ part, side, at: box![side] }).toEqual({ part, side, at: expect.closeTo(drawn.boxes[part]![side], 0) });
    }
  }
}

test.describe("a catalogue page's first screen", () => {
  test('a product: the server draws name and picture where the page shows them, and the page takes over @phone', async ({
    page,
    browser,
  }, testInfo) => {
    await page.goto('/items');
    const href = await page.locator('main [data-remote="catalog"] a[href*="/items/detail/"]').first().getAttribute('href');
    const drawn = await serverScreen(browser, testInfo, href!, { title: 'h1', image: 'img' });
    await recordLargestPaints(page);
    await page.goto(href!);
    await expect(page.getByRole('button', { name: 'Aggiungi al carrello' })).toBeVisible();
    const title = page.getByRole('heading', { level: 1 });
    await expectSamePlaces(page, { title, image: page.locator('main img[fetchpriority="high"]') }, drawn);
    await expectLargestPaintFromServer(page);
  });

  test('a list: the server draws the title and the first pictures where the page shows them @phone', async ({
    page,
    browser,
  }, testInfo) => {
    const drawn = await serverScreen(browser, testInfo, '/items/novita', { title: 'h1', image: 'img' });
    expect(drawn.title).toBe('Collezione · Novità');
    await recordLargestPaints(page);
    await page.goto('/items/novita');
    const list = page.getByRole('list', { name: 'Articoli' });
    await expect(list.getByTestId('product-card')).not.toHaveCount(0);
    const title = page.getByRole('heading', { level: 1 });
    await expectSamePlaces(page, { title, image: list.locator('img').first() }, drawn);
    await expectLargestPaintFromServer(page);
  });

  test('a list on a tablet: the server leaves the same room for the search box and the filter bar', async ({ page, browser }, testInfo) => {
    const tablet = { width: 820, height: 1180 };
    const drawn = await serverScreen(browser, testInfo, '/items', { title: 'h1', image: 'img' }, tablet);
    await page.setViewportSize(tablet);
    await page.goto('/items');
    const list = page.getByRole('list', { name: 'Articoli' });
    await expect(list.getByTestId('product-card')).not.toHaveCount(0);
    await expectSamePlaces(page, { title: page.getByRole('heading', { level: 1 }), image: list.locator('img').first() }, drawn);
  });
});

test.describe("the home's first screen", () => {
  test("the server draws the carousel's first slide where the page shows it, and the page takes over @phone", async ({
    page,
    browser,
  }, testInfo) => {
    const parts = { image: 'img', title: 'h2', text: 'p', link: 'a' };
    const drawn = await serverScreen(browser, testInfo, '/', parts);
    expect(drawn.title).toBe('Atelier Lanterna, la nuova collezione');
    await recordLargestPaints(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'In evidenza' });
    const slide = carousel.getByRole('group', { name: '1 di 3' });
    await expect(slide.getByRole('link', { name: 'Scopri La nuova stagione' })).toBeVisible();
    const own = { image: slide.locator('img'), title: slide.locator('h2'), text: slide.locator('p'), link: slide.locator('a') };
    await expectSamePlaces(page, own, drawn);
    await expectLargestPaintFromServer(page);
  });

  test("the server's slide is a working link before any code runs", async ({ browser }, testInfo) => {
    const plain = await browser.newContext(testInfo.project.use);
    await plain.route(/\.js(\?|$)/, (route) => route.abort());
    const page = await plain.newPage();
    await page.goto('/eng');
    await expect(page.locator('.boot-main')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atelier Lanterna, the new collection');
    await page.getByRole('link', { name: 'Discover The new season' }).click();
    await expect(page).toHaveURL(/\/items\/novita$/);
    await plain.close();
  });
});

test.describe("a content page's first screen", () => {
  for (const [name, url, title] of [
    ['the shipping page', '/spedizioni-e-resi', 'Spedizioni e resi'],
    ['the terms in English', '/wa/default?name=terms-and-conditions&lang=en', 'Terms of sale'],
    ['the contact page', '/contact', 'Contatti'],
  ] as const) {
    test(`${name}: the server draws the title and the text where the page shows them, and the page takes over @phone`, async ({
      page,
      browser,
    }, testInfo) => {
      const parts = { title: 'h1', heading: 'h2', text: 'p' };
      const drawn = await serverScreen(browser, testInfo, url, parts);
      expect(drawn.title).toBe(title);
      const calls = recordApiCalls(page);
      await recordLargestPaints(page);
      await page.goto(url);
      const content = page.locator('main [data-remote="cms"]');
      await expect(content.locator('h2').first()).toBeVisible();
      const own = {
        title: page.getByRole('heading', { level: 1 }),
        heading: content.locator('h2').first(),
        text: content.locator('p').first(),
      };
      await expectSamePlaces(page, own, drawn);
      await expectLargestPaintFromServer(page);
      // The container came with the page: the content remote did not ask for it again.
      expect(calls.filter((call) => call.startsWith('XAPI/list') && !call.includes('"name":"footer"'))).toEqual([]);
    });
  }
});
