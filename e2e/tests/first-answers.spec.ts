import type { Page } from '@playwright/test';
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
