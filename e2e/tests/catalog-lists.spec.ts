import { expect, test } from './fixtures';
import { readArticles } from './catalog-helpers';

test.describe('catalogue lists', () => {
  // Each page visit also runs axe, and the machine is shared: give journeys room.
  test.describe.configure({ timeout: 90_000 });

  test('the collection shows 40 cards, the sticky pager and keeps the page in the URL @phone', async ({ page }) => {
    await page.goto('/items');
    await expect(page.getByRole('heading', { level: 1, name: 'Collezione' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Articoli' });
    await expect(list.getByTestId('product-card')).toHaveCount(40);
    await expect(page.getByText(/^\d+ risultati$/)).toBeVisible();
    await page.getByRole('link', { name: 'Successivo' }).click();
    await expect(page).toHaveURL(/\/items\?page=2$/);
    await expect(list.getByTestId('product-card').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Paginazione' }).locator('[aria-current="page"]')).toHaveText('2');
  });

  test('every list route has its title and its own articles', async ({ page, request }) => {
    test.setTimeout(150_000);
    const routes: [string, string, object][] = [
      ['/items/promo', 'Collezione · Promozione', { codCatRaggrupp: 'CR1' }],
      ['/items/outlet', 'Collezione · Outlet', { codCatRaggrupp: 'CR3' }],
      ['/items/novita', 'Collezione · Novità', { codCatRaggrupp: 'CR2' }],
      ['/items/famiglia/MG', 'Maglieria', { codFamigliaArticolo: 'MG' }],
      ['/items/category/CLA', 'Classico', { codCategoriaMerceologica: 'CLA' }],
      ['/items/modulo/CIT', 'Città', { codModuloSdo: 'CIT' }],
      ['/items/modulo/CIT/DON', 'Città · Donna', { codModuloSdo: 'CIT', codLinea: 'DON' }],
    ];
    for (const [path, title, expression] of routes) {
      const expected = await readArticles(request, expression);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const cards = page.getByRole('list', { name: 'Articoli' }).getByTestId('product-card');
      await expect(cards).toHaveCount(Math.min(expected.totalCount, 40));
      await expect(page.getByText(new RegExp(`^${expected.totalCount} risultat[oi]$`))).toBeVisible();
    }
    await page.goto('/items/famiglia/NONE');
    await expect(page.getByRole('heading', { name: 'Nessun capo disponibile' })).toBeVisible();
  });

  test('search finds by word, with a typo and with accents and capitals @phone', async ({ page }) => {
    await page.goto('/items');
    await page.getByRole('searchbox', { name: 'Cerca un articolo' }).fill('pantalone');
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page).toHaveURL(/\/items\/search\/pantalone$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Risultati per «pantalone»' })).toBeVisible();
    const first = page.getByRole('list', { name: 'Articoli' }).getByTestId('product-card').first();
    await expect(first.getByRole('heading')).toContainText(/pantalone/i);

    await page.goto('/items/search/pantolone');
    await expect(page.getByRole('list', { name: 'Articoli' }).getByTestId('product-card').first().getByRole('heading')).toContainText(
      /pantalone/i,
    );

    await page.goto(`/items/search/${encodeURIComponent('PANTALÒNE')}`);
    await expect(page.getByRole('list', { name: 'Articoli' }).getByTestId('product-card').first().getByRole('heading')).toContainText(
      /pantalone/i,
    );

    await page.goto('/items/search/zzqxjv');
    await expect(page.getByRole('heading', { name: 'Nessun capo disponibile' })).toBeVisible();
  });

  test('sort and filters live in the URL and survive a reload', async ({ page }) => {
    await page.goto('/items');
    await page.getByLabel('Ordina per').selectOption('priceUp');
    await expect(page).toHaveURL(/sort=priceUp/);
    // On a large screen the filters sit beside the results and apply at once.
    const filters = page.getByRole('region', { name: 'Filtri' });
    await filters.getByRole('checkbox', { name: /^Nero \(/ }).check();
    await expect(page).toHaveURL(/colori=NER/);
    await filters.getByRole('checkbox', { name: /^M \(/ }).check();
    await expect(page).toHaveURL(/colori=NER&taglie=M/);
    await filters.getByRole('spinbutton', { name: 'Da', exact: true }).fill('50');
    await filters.getByRole('spinbutton', { name: 'A', exact: true }).fill('300');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=priceUp&colori=NER&taglie=M&min=50&max=300/);
    await page.reload();
    await expect(page.getByLabel('Ordina per')).toHaveValue('priceUp');
    const cards = page.getByRole('list', { name: 'Articoli' }).getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const prices = await cards.evaluateAll((cards) =>
      cards.map((card) => {
        const amounts = [...(card.querySelector('p')?.textContent ?? '').matchAll(/(\d+(?:\.\d{3})*,\d{2})/g)].map((m) =>
          Number(m[1]!.replace(/\./g, '').replace(',', '.')),
        );
        return amounts.at(-1) ?? 0;
      }),
    );
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((p) => p >= 50 && p <= 300)).toBe(true);
  });

  test('the side menu leads to families, categories and modules in both languages @phone', async ({ page }) => {
    await page.goto('/items');
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const menu = page.locator('#side-menu');
    // The Italian menu names the new arrivals as their page does.
    await expect(menu.getByRole('link', { name: 'Novità', exact: true })).toBeVisible();
    await expect(menu.getByText('New Arrivals')).toHaveCount(0);
    await menu.getByText('Famiglie', { exact: true }).click();
    const families = menu.getByRole('link');
    await expect(families.filter({ hasText: 'Maglieria' })).toBeVisible();
    await menu.getByText('Linee e collezioni').click();
    await expect(menu.getByRole('link', { name: 'Città', exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Maglieria' }).click();
    await expect(page).toHaveURL(/\/items\/famiglia\/MG$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Maglieria' })).toBeVisible();

    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await page.locator('#side-menu').getByRole('button', { name: 'English' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'Knitwear' })).toBeVisible();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.locator('#side-menu').getByRole('link', { name: 'New Arrivals', exact: true })).toBeVisible();
    await page.locator('#side-menu').getByText('Families', { exact: true }).click();
    await expect(page.locator('#side-menu').getByRole('link', { name: 'Knitwear' })).toBeVisible();
  });
});
