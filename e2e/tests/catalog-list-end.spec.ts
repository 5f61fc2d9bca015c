import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Pages may take a while on a busy machine: wait on what they show, with room. */
const LOADED = { timeout: 30_000 };

const cards = (page: Page) => page.getByRole('list', { name: /Articoli|Articles/ }).getByTestId('product-card');

/** Whether the element is what the page shows at its centre: on screen and covered by nothing. */
async function shownAtCentre(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return false;
    const top = document.elementFromPoint(x, y);
    return top !== null && (node === top || node.contains(top));
  });
}

/** The last card's name and price, each seen whole above the sticky results bar. */
async function expectLastCardShown(page: Page) {
  const last = cards(page).last();
  const name = last.getByRole('heading');
  const price = last.locator(':scope > p');
  await expect.poll(() => shownAtCentre(name)).toBe(true);
  await expect.poll(() => shownAtCentre(price)).toBe(true);
  const bar = page.getByRole('navigation', { name: /Paginazione|Pagination/ });
  const barTop = (await bar.boundingBox())!.y;
  const priceBox = (await price.boundingBox())!;
  expect(priceBox.y + priceBox.height).toBeLessThanOrEqual(barTop);
}

for (const [language, suffix, pages] of [
  ['Italian', '', 'Paginazione'],
  ['English', '?lang=en', 'Pagination'],
] as const) {
  test(`the sticky results bar never covers the last row's names and prices (${language}) @phone`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/items${suffix}`);
    await expect(cards(page).first()).toBeVisible(LOADED);
    await expect(page.getByRole('navigation', { name: pages })).toBeVisible();
    // Reaching the end of the list from the keyboard: the last card's name comes into view, then its price.
    const last = cards(page).last();
    await last.getByRole('heading').getByRole('link').focus();
    await last.locator(':scope > p').evaluate((node) => node.scrollIntoView({ block: 'nearest' }));
    await expectLastCardShown(page);
    // Back to the top, then straight to the end of the list.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('list', { name: /Articoli|Articles/ }).evaluate((node) => node.scrollIntoView({ block: 'end' }));
    await expectLastCardShown(page);
  });
}
