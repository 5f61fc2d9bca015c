import { readArticles } from './catalog-helpers';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

test("the menu opens with Donna and Uomo, the catalogue's lines, and Donna lists its articles @phone", async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const links = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation').getByRole('link');
  await expect(links.first()).toHaveText('Donna');
  await expect(links.nth(1)).toHaveText('Uomo');
  await expect(links.nth(2)).toHaveText('Collezione');

  await links.first().click();
  await expect(page).toHaveURL(/\/items\/linea\/DON$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Donna' })).toBeVisible();
  // The page's articles are the line's, as the API reads them.
  const { records } = await readArticles(request, { codLinea: 'DON', escludiCodCatRaggrupps: ['CR1', 'CR3'] }, 1);
  await expect(page.locator(`main a[href$="/items/detail/${records[0]!.id}"]`).first()).toBeVisible();

  await page.goto('/items?lang=en');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const english = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation').getByRole('link');
  await expect(english.first()).toHaveText('Women');
  await expect(english.nth(1)).toHaveText('Men');
});
