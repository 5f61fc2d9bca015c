import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { staffLogin } from './backoffice-helpers';
import { expect, test } from './fixtures';
import { appendToEntry, changedCatalogBuild } from './release-builds';

/**
 * The back-office shows each remote's releases: a catalogue release published with the team's deploy
 * token and activated by an operator through the operations API shows as active with who activated it,
 * a second one rolled out to a share of the visitors shows with its share, and a member of staff pins
 * it for their own browser, which keeps it after a reload until they go back to the active ones.
 */

const tokens = JSON.parse(readFileSync(path.join(__dirname, '../.data/release-tokens.json'), 'utf8')) as Record<'ops' | 'catalog', string>;
const ops = { authorization: `Bearer ${tokens.ops}` };

/** The catalogue's production build with a mark of its own in its entry, packed as its CI would. */
const markedBuild = (mark: string): Buffer => changedCatalogBuild((dir) => appendToEntry(dir, `/* ${mark} */`));

async function publish(request: APIRequestContext, mark: string): Promise<string> {
  const reply = await request.post('/ops/remotes/catalog/releases', {
    headers: { authorization: `Bearer ${tokens.catalog}`, 'content-type': 'application/gzip' },
    data: markedBuild(mark),
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { release: string }).release;
}

async function activate(request: APIRequestContext, release: string, percent = 100): Promise<void> {
  expect((await request.post('/ops/remotes/catalog/activate', { headers: ops, data: { release, percent } })).status()).toBe(200);
}

/** Back to the shop's own build, whatever the catalogue serves, so the other journeys see the catalogue as shipped. */
async function backToTheBuild(request: APIRequestContext): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    const manifest = (await (await request.get('/mf/remotes.json')).json()) as { remotes: { name: string; release?: string }[] };
    if (!manifest.remotes.find((remote) => remote.name === 'catalog')?.release) return;
    await request.post('/ops/remotes/catalog/rollback', { headers: ops });
  }
}

test.describe.configure({ timeout: 90_000 });

test.afterEach(async ({ request }) => backToTheBuild(request));

test('staff see the catalogue’s active release with who activated it, its trial, and try the trial in their own browser @phone', async ({
  page,
  request,
}) => {
  const first = await publish(request, 'back-office releases: first');
  await activate(request, first);
  const second = await publish(request, 'back-office releases: second');
  await activate(request, second, 30);

  await staffLogin(page);
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Rilasci' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rilasci' })).toBeVisible();
  await expect(page.getByText('Attivare o annullare una release spetta agli operatori', { exact: false })).toBeVisible();

  const catalogue = page.getByRole('region', { name: 'Catalogo' });
  const active = catalogue.locator('[data-slot="active"]');
  await expect(active).toContainText(first);
  await expect(active).toContainText(/Attivata il \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} da ops/);
  const trial = catalogue.locator('[data-slot="candidate"]');
  await expect(trial.getByRole('heading', { name: 'In prova al 30% dei visitatori' })).toBeVisible();
  await expect(trial).toContainText(second);
  // A remote no team has released runs the build shipped with the shop.
  await expect(page.getByRole('region', { name: 'Contenuti' })).toContainText('Build distribuita con il negozio');
  // The history, newest first: the trial, then the activation.
  await catalogue.getByText('Storico delle attivazioni').click();
  const rows = catalogue.getByRole('table', { name: 'Attivazioni di Catalogo, dalla più recente' }).locator('tbody tr');
  await expect(rows.nth(0)).toContainText(`${second} in prova al 30%`);
  await expect(rows.nth(1)).toContainText(`Attivata ${first} per tutti`);

  await trial.getByRole('button', { name: /Prova nel mio browser/ }).click();
  await expect(page.getByText(`Release ${second} fissata nel tuo browser`, { exact: false })).toBeVisible();
  await page.reload();
  const pins = page.getByRole('region', { name: 'Prove nel tuo browser' });
  await expect(pins).toContainText(`Catalogo: ${second}`);
  await expect(page.getByRole('region', { name: 'Catalogo' }).locator('[data-slot="candidate"]')).toContainText('Nel tuo browser');
  // The pin is the server's cookie of this browser, honoured with the staff member's session.
  const pinCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'shop_release_pins')?.value;
  expect(await pinCookie()).toBe(`catalog:${second}`);
  const served = async () =>
    ((await (await page.request.get('/mf/remotes.json')).json()) as { remotes: { name: string; release?: string }[] }).remotes.find(
      (remote) => remote.name === 'catalog',
    )?.release;
  expect(await served()).toBe(second);

  await pins.getByRole('button', { name: 'Torna alle release attive' }).click();
  await expect(pins).toContainText('Il tuo browser usa le release attive, come i clienti.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Prove nel tuo browser' })).toContainText('Il tuo browser usa le release attive');
  expect(await pinCookie()).toBeUndefined();
});
