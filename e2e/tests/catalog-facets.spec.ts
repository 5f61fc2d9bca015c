import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readArticles, type ApiArticle } from './catalog-helpers';

/** The trousers, sized 44-56 (the shop also sells XS-XXL elsewhere). */
const FAMILY = '/items/famiglia/PA';

/** Each offered value of a facet as its label shows it: 'Nero (7)'. */
async function offered(checkboxes: Locator): Promise<{ name: string; count: number }[]> {
  const labels = await checkboxes.evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''));
  return labels.map((label) => {
    const [, name, count] = /^(.*?)\s*\((\d+)\)$/.exec(label.trim()) ?? [];
    return { name: name ?? label, count: Number(count) };
  });
}

/** Waits for the list to show `count` results, with cards. */
async function expectResults(page: Page, count: number) {
  // A first-time filtered read on a busy machine can take a few seconds.
  await expect(page.getByText(new RegExp(`^${count} risultat[oi]$`))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Articoli' }).getByTestId('product-card').first()).toBeVisible();
}

/** Sizes in stock of some articles, from the server's own article records. */
const sizesInStock = (articles: ApiArticle[]) =>
  new Set(
    articles.flatMap((article) =>
      article.disponibilita
        .filter((row) => row.qta > 0)
        .map((row) => article.taglie.find((size) => size.progSiglaTaglia === row.progSiglaTaglia)!.siglaTaglia),
    ),
  );

test.describe('catalogue list filters', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a family offers only its own sizes and colours, each leading to as many results as it counts; chips remove them', async ({
    page,
    request,
  }) => {
    const family = await readArticles(request, { codFamigliaArticolo: 'PA' }, 500);
    const all = await readArticles(request, {}, 500);
    await page.goto(FAMILY);
    const panel = page.getByRole('region', { name: 'Filtri' });
    const sizeBoxes = panel.getByRole('group', { name: 'Taglia disponibile' }).getByRole('checkbox');
    await expect(sizeBoxes.first()).toBeVisible();
    const sizes = await offered(sizeBoxes);
    expect(new Set(sizes.map((size) => size.name))).toEqual(sizesInStock(family.records));
    expect(sizes.length).toBeLessThan(sizesInStock(all.records).size);

    // The sticky results bar is beside the filters, never over them.
    const filtersBox = (await panel.boundingBox())!;
    const pagerBox = (await page.getByRole('navigation', { name: 'Paginazione' }).boundingBox())!;
    expect(pagerBox.x).toBeGreaterThanOrEqual(filtersBox.x + filtersBox.width);

    for (const size of sizes) {
      await panel.getByRole('checkbox', { name: `${size.name} (${size.count})`, exact: true }).check();
      await expect(page).toHaveURL(new RegExp(`taglie=${size.name}$`));
      await expectResults(page, size.count);
      await page.getByRole('button', { name: `Rimuovi il filtro ${size.name}` }).click();
      await expect(page).toHaveURL(/\/items\/famiglia\/PA$/);
    }

    // Within one size, every colour offered leads to its count.
    const [first] = sizes;
    await panel.getByRole('checkbox', { name: `${first!.name} (${first!.count})`, exact: true }).check();
    await expectResults(page, first!.count);
    const colourBoxes = panel.getByRole('group', { name: 'Colore' }).getByRole('checkbox');
    const colours = await offered(colourBoxes);
    expect(colours.length).toBeGreaterThan(0);
    expect(colours.every((colour) => colour.count > 0 && colour.count <= first!.count)).toBe(true);
    for (const colour of colours) {
      await panel.getByRole('checkbox', { name: `${colour.name} (${colour.count})`, exact: true }).check();
      await expect(page).toHaveURL(/colori=/);
      await expectResults(page, colour.count);
      await page.getByRole('button', { name: `Rimuovi il filtro ${colour.name}` }).click();
      await expect(page).not.toHaveURL(/colori=/);
    }
    await page.getByRole('button', { name: 'Azzera filtri' }).click();
    await expect(page).toHaveURL(/\/items\/famiglia\/PA$/);
    await expectResults(page, family.totalCount);
    await expect(page.getByRole('list', { name: 'Filtri scelti' })).toHaveCount(0);
  });

  test("on a phone the filters open as a sheet that shows 'Mostra N risultati' @phone", async ({ page }) => {
    // The sheet is the small screens' filter panel: the desktop run looks at it on a phone-sized window.
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto(FAMILY);
    await page.getByRole('button', { name: 'Filtri', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtri' });
    const sizeBoxes = sheet.getByRole('group', { name: 'Taglia disponibile' }).getByRole('checkbox');
    await expect(sizeBoxes.first()).toBeVisible();
    const [size] = await offered(sizeBoxes);
    await sizeBoxes.first().check();
    const show = sheet.getByRole('button', { name: new RegExp(`^Mostra ${size!.count} risultat[oi]$`) });
    await expect(show).toBeVisible();
    await expect(page).toHaveURL(/\/items\/famiglia\/PA$/);
    await show.click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`taglie=${size!.name}$`));
    await expectResults(page, size!.count);
    await page.getByRole('button', { name: `Rimuovi il filtro ${size!.name}` }).click();
    await expect(page).toHaveURL(/\/items\/famiglia\/PA$/);
  });
});

test.describe('back to a list', () => {
  test.describe.configure({ timeout: 90_000 });

  test('back from a product shows the same card in view @phone', async ({ page }) => {
    await page.goto('/items');
    const cards = page.getByRole('list', { name: 'Articoli' }).getByTestId('product-card');
    await expect(cards).toHaveCount(40);
    const card = cards.nth(25);
    const link = card.getByRole('heading').getByRole('link');
    const name = (await link.textContent())!;
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/items\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/items$/);
    const again = page.getByRole('list', { name: 'Articoli' }).getByRole('link', { name, exact: true });
    await expect(again).toBeInViewport({ ratio: 1 });
    const box = (await again.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  });

  test("back from a product opened with the keyboard returns focus to the card's link", async ({ page }) => {
    await page.goto('/items?page=2');
    const cards = page.getByRole('list', { name: 'Articoli' }).getByTestId('product-card');
    await expect(cards).toHaveCount(40);
    const link = cards.nth(30).getByRole('heading').getByRole('link');
    const name = (await link.textContent())!;
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();
    const again = page.getByRole('list', { name: 'Articoli' }).getByRole('link', { name, exact: true });
    await expect(again).toBeFocused();
    await expect(again).toBeInViewport({ ratio: 1 });
  });
});
