import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The header search field: on a phone the search icon opens it and moves focus into it. */
async function headerSearch(page: Page, openLabel: string) {
  const box = page.getByRole('banner').getByRole('combobox');
  const opener = page.getByRole('button', { name: openLabel });
  if (await opener.isVisible()) {
    await opener.press('Enter');
    await expect(box).toBeFocused();
  } else {
    await box.focus();
  }
  return box;
}

/** Pages may take a while on a busy machine: wait on what they show, with room. */
const LOADED = { timeout: 30_000 };

const cards = (page: Page) => page.getByRole('list', { name: /Articoli|Articles/ }).getByTestId('product-card');

test.describe('header search', () => {
  test.describe.configure({ timeout: 180_000 });

  test('keyboard only: suggestions lead to a product, Enter to the search list of blue garments @phone', async ({ page }) => {
    await page.goto('/contact');
    const box = await headerSearch(page, 'Apri la ricerca');
    await page.keyboard.type('giacca');
    const listbox = page.getByRole('listbox', { name: 'Suggerimenti' });
    const options = listbox.getByRole('option');
    await expect(options.first()).toBeVisible(LOADED);
    await expect(listbox.getByRole('option', { name: /Famiglia\s*Giacche/ })).toBeVisible(LOADED);
    await page.screenshot({ path: test.info().outputPath('header-search-open.png') });
    // The first article after the family.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const chosen = options.nth(1);
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id')) ?? '');
    const title = (await chosen.textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/items\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.trim(), LOADED);

    await headerSearch(page, 'Apri la ricerca');
    await page.keyboard.type('blu');
    await expect(options.first()).toBeVisible(LOADED);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/items\/search\/blu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Risultati per «blu»' })).toBeVisible(LOADED);
    await expect(cards(page).first()).toBeVisible(LOADED);
    // Found by their colours: not the blouses ('blusa') of any colour.
    expect(await cards(page).count()).toBeGreaterThan(10);
  });

  test("the English shop finds sweaters for 'sweater' and says when the search field has nothing to suggest @phone", async ({ page }) => {
    await page.goto('/eng');
    await headerSearch(page, 'Open search');
    await page.keyboard.type('sweater');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox.getByRole('option', { name: /Family\s*Knitwear/ })).toBeVisible(LOADED);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/items\/search\/sweater$/);
    await expect(cards(page).first().getByRole('heading')).toContainText(/jumper|cardigan|polo|roll-neck/i, LOADED);

    const again = await headerSearch(page, 'Open search');
    await page.keyboard.type('qzxwvj');
    await expect(page.getByText('No suggestions for “qzxwvj”: press Enter to search').first()).toBeVisible(LOADED);
    await page.keyboard.press('Escape');
    await expect(again).toHaveAttribute('aria-expanded', 'false');
  });

  test("a typo gets 'Forse cercavi' and 'Did you mean' linking to the corrected search @phone", async ({ page }) => {
    await page.goto('/items/search/maglone');
    const note = page.getByTestId('did-you-mean');
    await expect(note).toContainText('Forse cercavi:', LOADED);
    await note.getByRole('link', { name: 'maglione' }).click();
    await expect(page).toHaveURL(/\/items\/search\/maglione$/);
    await expect(cards(page).first().getByRole('heading')).toContainText(/maglione/i, LOADED);
    await expect(page.getByTestId('did-you-mean')).toHaveCount(0);

    await page.goto('/eng');
    await page.goto('/items/search/jumpr');
    await expect(page.getByTestId('did-you-mean')).toContainText('Did you mean:', LOADED);
    await expect(page.getByTestId('did-you-mean').getByRole('link', { name: 'jumper' })).toHaveAttribute('href', '/items/search/jumper');
  });
});
