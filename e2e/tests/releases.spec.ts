import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appendToEntry, changedCatalogBuild } from './release-builds';

/**
 * A team ships the catalogue on its own: a changed build published with the catalogue's deploy
 * token (the cart's is refused) goes live on the storefront once activated, without a restart, and
 * a rollback brings the shop's own build back. A release that cannot load shows the fallback, is
 * counted in the metrics and is rolled back by the shop itself.
 */

const tokens = JSON.parse(readFileSync(path.join(__dirname, '../.data/release-tokens.json'), 'utf8')) as Record<
  'ops' | 'catalog' | 'cart',
  string
>;

async function publish(request: APIRequestContext, token: string, tarball: Buffer) {
  return request.post('/ops/remotes/catalog/releases', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' },
    data: tarball,
  });
}

const ops = { authorization: `Bearer ${tokens.ops}` };

/** The catalogue's list page with its products. */
async function expectCatalogue(page: Page) {
  await page.goto('/items/list');
  await expect(page.getByRole('main').getByRole('link', { name: /.+/ }).first()).toBeVisible();
  await expect(page.getByRole('main').getByTestId('remote-fallback')).toHaveCount(0);
}

test.describe.configure({ timeout: 90_000 });

test('a changed catalogue release goes live when activated and goes away when rolled back', async ({ page, request }) => {
  // The entry, once loaded, marks the page: the visible sign of the team's change.
  const tarball = changedCatalogBuild((dir) =>
    appendToEntry(dir, ";document.documentElement.setAttribute('data-catalog-build', 'seconda');"),
  );
  const refused = await publish(request, tokens.cart, tarball);
  expect(refused.status()).toBe(403);
  const published = await publish(request, tokens.catalog, tarball);
  expect(published.status()).toBe(200);
  const { release } = (await published.json()) as { release: string };

  await expectCatalogue(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-catalog-build', 'seconda');

  const activated = await request.post('/ops/remotes/catalog/activate', { headers: ops, data: { release } });
  expect(activated.status()).toBe(200);
  // The page already open keeps the release it started with.
  await page.getByRole('main').getByRole('link', { name: /.+/ }).first().click();
  await expect(page.locator('html')).not.toHaveAttribute('data-catalog-build', 'seconda');

  await expectCatalogue(page);
  await expect(page.locator('html')).toHaveAttribute('data-catalog-build', 'seconda');

  const back = await request.post('/ops/remotes/catalog/rollback', { headers: ops });
  expect(back.status()).toBe(200);
  await expectCatalogue(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-catalog-build', 'seconda');
});

test('a catalogue release that cannot load shows the fallback, is counted, and is rolled back by itself', async ({ page, request }) => {
  // A build whose pages' chunk came out empty: its entry loads, its pages cannot.
  const broken = changedCatalogBuild((dir) => {
    for (const file of readdirSync(path.join(dir, 'static')).filter((name) => name.startsWith('__federation_expose_routes.'))) {
      if (/\.(br|gz)$/.test(file)) rmSync(path.join(dir, 'static', file));
      else writeFileSync(path.join(dir, 'static', file), '/* empty */\n');
    }
  });
  const published = await publish(request, tokens.catalog, broken);
  expect(published.status()).toBe(200);
  const { release } = (await published.json()) as { release: string };
  expect((await request.post('/ops/remotes/catalog/activate', { headers: ops, data: { release } })).status()).toBe(200);

  const fallback = page.getByRole('main').getByTestId('remote-fallback');
  await page.goto('/items/list');
  await expect(fallback).toContainText('Questa sezione non è al momento disponibile');
  const counted = `shop_remote_failures_total{remote="catalog",release="${release}",kind="load"} 1`;
  await expect.poll(async () => (await (await request.get('/metrics')).text()).includes(counted)).toBe(true);

  // A second page that fails: the shop goes back to the catalogue's own build.
  await page.reload();
  await expect(fallback).toBeVisible();
  await expect
    .poll(async () => {
      const manifest = (await (await request.get('/mf/remotes.json')).json()) as { remotes: { name: string; release?: string }[] };
      return manifest.remotes.find((remote) => remote.name === 'catalog')?.release ?? 'build';
    })
    .toBe('build');
  await expectCatalogue(page);
});
