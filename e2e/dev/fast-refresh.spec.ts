import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const LIST_PAGE = path.join(__dirname, '../../mfe-catalog/src/pages/list-page.tsx');
const EYEBROW = "eyebrow={text('catalog.section')}";

test('an edited catalogue component shows in the shop without a reload, its state kept', async ({ page }) => {
  const source = readFileSync(LIST_PAGE, 'utf8');
  expect(source, `the list page's eyebrow (${EYEBROW}) is what this test edits`).toContain(EYEBROW);

  // Not the journeys' fixture: axe reads the development server's (cross-origin) stylesheets through
  // inline styles, which the policy refuses. The page itself must break no rule of the policy.
  const refused: string[] = [];
  page.on('pageerror', (error) => refused.push(error.message));
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });

  await page.goto('/items');
  await expect(page.getByRole('heading', { level: 1, name: 'Collezione' })).toBeVisible();
  await expect(page.getByText('Catalogo', { exact: true })).toBeVisible();
  // The catalogue comes from the development server, with its live-reload socket open.
  const remotes = (await (await page.request.get('/mf/remotes.json')).json()) as { remotes: { name: string; entry: string }[] };
  const entry = remotes.remotes.find((remote) => remote.name === 'catalog')?.entry ?? '';
  expect(entry).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/remoteEntry\.js$/);

  // A full reload would lose both: a value on the page's window and what is typed in the search box.
  await page.evaluate(() => Object.assign(window, { beforeTheEdit: 'still here' }));
  const search = page.getByRole('searchbox').first();
  await search.fill('lino');

  try {
    writeFileSync(LIST_PAGE, source.replace(EYEBROW, 'eyebrow="Catalogo ritoccato"'));
    await expect(page.getByText('Catalogo ritoccato', { exact: true })).toBeVisible({ timeout: 60_000 });
  } finally {
    writeFileSync(LIST_PAGE, source);
  }
  expect(await page.evaluate(() => (window as Window & { beforeTheEdit?: string }).beforeTheEdit)).toBe('still here');
  await expect(search).toHaveValue('lino');
  // Put back, the text comes back the same way.
  await expect(page.getByText('Catalogo', { exact: true })).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => (window as Window & { beforeTheEdit?: string }).beforeTheEdit)).toBe('still here');
  expect(refused, 'page errors and Content-Security-Policy refusals').toEqual([]);
});
