import type { Page } from '@playwright/test';
import { readArticles } from './catalog-helpers';
import { expect, test } from './fixtures';

/** Pages may take a while on a busy machine: wait on what they show, with room. */
const LOADED = { timeout: 30_000 };

/** The colour codes of the blue family ('blu', 'blue', 'navy'): Blu notte, Avio, Celeste, Petrolio. */
const BLUE = ['BLN', 'AVI', 'CEL', 'PET'];

const cards = (page: Page) => page.getByRole('list', { name: /Articoli|Articles/ }).getByTestId('product-card');

/** Types into the header search (behind its icon on a phone) and waits for the suggestions. */
async function typeInHeaderSearch(page: Page, openLabel: string, keyword: string) {
  const opener = page.getByRole('button', { name: openLabel });
  if (await opener.isVisible()) await opener.click();
  const box = page.getByRole('banner').getByRole('combobox');
  await box.fill(keyword);
  return box;
}

/** The colours the list's filters offer: beside the list on large screens, in the sheet on phones. */
async function expectColourFilters(page: Page, filters: string, colour: string) {
  const opener = page.getByRole('button', { name: filters, exact: true });
  if (await opener.isVisible()) {
    await opener.click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('group', { name: colour }).getByRole('checkbox').first()).toBeVisible(LOADED);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  } else {
    const panel = page.getByRole('region', { name: filters });
    await expect(panel.getByRole('group', { name: colour }).getByRole('checkbox').first()).toBeVisible(LOADED);
  }
}

/** The colour codes of the article a product page address shows, read from the server. */
async function coloursOf(page: Page, href: string): Promise<string[]> {
  const id = Number(/\/items\/detail\/(\d+)/.exec(href)?.[1]);
  expect(id).toBeGreaterThan(0);
  const { records } = await readArticles(page.request, { id }, 1);
  return records[0]?.colori.map((colour) => colour.codColore) ?? [];
}

const isBlue = (colours: string[]) => colours.some((colour) => BLUE.includes(colour));

test.describe('search in both languages', () => {
  test.describe.configure({ timeout: 180_000 });

  test("the English shop corrects 'jaket' to jackets: suggestions, 'Did you mean' and filters @phone", async ({ page }) => {
    await page.goto('/contact?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await typeInHeaderSearch(page, 'Open search', 'jaket');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox.getByRole('option', { name: /Family\s*Jackets/ })).toBeVisible(LOADED);
    await expect(listbox.getByRole('option', { name: /jacket/i }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/items\/search\/jaket$/);
    const note = page.getByTestId('did-you-mean');
    await expect(note).toContainText('Did you mean:', LOADED);
    await expect(note.getByRole('link', { name: 'jacket' })).toHaveAttribute('href', '/items/search/jacket');
    await expect(cards(page).first().getByRole('heading')).toContainText(/jacket|blazer/i, LOADED);
    await expect(page.getByText('No garments available')).toHaveCount(0);
    await expectColourFilters(page, 'Filters', 'Colour');
  });

  test("the Italian shop corrects 'giaca' to giacca: suggestions, 'Forse cercavi' and filters @phone", async ({ page }) => {
    await page.goto('/contact');
    await typeInHeaderSearch(page, 'Apri la ricerca', 'giaca');
    const listbox = page.getByRole('listbox', { name: 'Suggerimenti' });
    await expect(listbox.getByRole('option', { name: /Famiglia\s*Giacche/ })).toBeVisible(LOADED);
    await expect(listbox.getByRole('option', { name: /giacca/i }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/items\/search\/giaca$/);
    const note = page.getByTestId('did-you-mean');
    await expect(note).toContainText('Forse cercavi:', LOADED);
    await expect(note.getByRole('link', { name: 'giacca' })).toHaveAttribute('href', '/items/search/giacca');
    await expect(cards(page).first().getByRole('heading')).toContainText(/giacca|blazer|giubbotto/i, LOADED);
    await expectColourFilters(page, 'Filtri', 'Colore');
  });

  for (const [language, suffix, keyword, openLabel, suggestions, family] of [
    ['Italian', '', 'blu', 'Apri la ricerca', 'Suggerimenti', 'Famiglia'],
    ['English', '?lang=en', 'blu', 'Open search', 'Suggestions', 'Family'],
    ['English', '?lang=en', 'navy', 'Open search', 'Suggestions', 'Family'],
  ] as const) {
    test(`'${keyword}' in the ${language} shop suggests and lists a blue garment first @phone`, async ({ page }) => {
      await page.goto(`/items/search/${keyword}${suffix}`);
      await expect(cards(page).first()).toBeVisible(LOADED);
      const first = (await cards(page).first().getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
      expect(isBlue(await coloursOf(page, first))).toBe(true);
      // Each card of a garment made in blue shows it in its blue, not in its first colour.
      const shownBlue: boolean[] = [];
      for (const card of (await cards(page).all()).slice(0, 8)) {
        const href = (await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
        if (!isBlue(await coloursOf(page, href))) continue;
        const src = (await card.locator('img').first().getAttribute('src')) ?? '';
        const drawn = /\/media\/articles\/[^/]+\/([^/]+)-\d+\.svg$/.exec(src);
        if (drawn) shownBlue.push(BLUE.includes(decodeURIComponent(drawn[1]!)));
      }
      expect(shownBlue.length).toBeGreaterThan(1);
      expect(shownBlue.every(Boolean)).toBe(true);
      // The header's first suggested article too: a blue garment, not a 'Blusa' of another colour.
      await typeInHeaderSearch(page, openLabel, keyword);
      const listbox = page.getByRole('listbox', { name: suggestions });
      const article = listbox
        .getByRole('option')
        .filter({ hasNotText: new RegExp(`^${family}`) })
        .first();
      await expect(article).toBeVisible(LOADED);
      await article.click();
      await expect(page).toHaveURL(/\/items\/detail\/\d+$/);
      expect(isBlue(await coloursOf(page, page.url()))).toBe(true);
    });
  }
});
