import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteManifest } from '@shop/shared/contracts';
import { describeEachDatabase, type TestShop } from '../../test/support/test-shop';
import { packedBuild, SHARED_VERSION } from '../../test/support/release-builds';

/** The next major of @shop/shared, which no shell of this repository offers yet. */
const NEXT_SHARED = `${Number(SHARED_VERSION.split('.')[0]) + 1}.0.0`;
import { ActiveReleases } from './active-releases';
import { shellProvides } from './compatibility';
import { createDeployToken } from './deploy-tokens';
import { servedIncompatibilities } from './release-store';

const OPS_TOKEN = 'ops-token-for-the-release-tests';
const ops = { authorization: `Bearer ${OPS_TOKEN}` };

/** A shell build of one page, enough for the server to send storefront pages. */
const shellDist = mkdtempSync(path.join(tmpdir(), 'release-shell-'));
writeFileSync(
  path.join(shellDist, 'index.html'),
  '<!doctype html><html lang="it"><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(shellDist, { recursive: true, force: true }));

type Served = Omit<RemoteManifest, 'remotes'> & { remotes: { name: string; entry: string; release?: string }[] };

async function publish(shop: TestShop, token: string, tarball: Buffer, remote = 'catalog') {
  return shop.app.inject({
    method: 'POST',
    url: `/ops/remotes/${remote}/releases`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' },
    payload: tarball,
  });
}

async function catalogEntry(shop: TestShop, visitor?: string): Promise<{ entry: string; release?: string }> {
  const reply = await shop.app.inject({
    method: 'GET',
    url: '/mf/remotes.json',
    headers: visitor ? { cookie: `shop_visitor=${visitor}` } : {},
  });
  const catalog = reply.json<Served>().remotes.find((remote) => remote.name === 'catalog');
  if (!catalog) throw new Error('no catalogue in the manifest');
  return catalog;
}

const activate = (shop: TestShop, release: string, percent?: number) =>
  shop.app.inject({
    method: 'POST',
    url: '/ops/remotes/catalog/activate',
    headers: ops,
    payload: { release, ...(percent ? { percent } : {}) },
  });
const rollback = (shop: TestShop) => shop.app.inject({ method: 'POST', url: '/ops/remotes/catalog/rollback', headers: ops, payload: {} });

describeEachDatabase(
  'remote releases',
  (shop) => {
    let catalogToken = '';
    let cartToken = '';
    let first = '';
    let second = '';

    beforeAll(async () => {
      catalogToken = await createDeployToken(shop().database.db, 'catalog');
      cartToken = await createDeployToken(shop().database.db, 'cart');
    });

    it("publishes a catalogue build with the catalogue's token, and refuses the cart's token and no token", async () => {
      const tarball = await packedBuild({ marker: 'first' });
      expect((await publish(shop(), cartToken, tarball)).statusCode).toBe(403);
      expect((await publish(shop(), 'rdt_catalog_madeup', tarball)).statusCode).toBe(401);
      const reply = await publish(shop(), catalogToken, tarball);
      expect(reply.statusCode).toBe(200);
      first = reply.json<{ release: string }>().release;
      expect(first).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
      // The same build again is the same release.
      expect((await publish(shop(), catalogToken, tarball)).json()).toEqual({ error: false, release: first, created: false });
      // Published is not live.
      expect(await catalogEntry(shop())).toEqual({ name: 'catalog', entry: '/mf/catalog/remoteEntry.js' });
    });

    it('serves a release’s files under its name with immutable caching', async () => {
      const reply = await shop().app.inject({ method: 'GET', url: `/mf/releases/catalog/${first}/remoteEntry.js` });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('javascript');
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.body).toContain('first');
      expect((await shop().app.inject({ method: 'GET', url: `/mf/releases/catalog/${first}/nothing.js` })).statusCode).toBe(404);
      expect((await shop().app.inject({ method: 'GET', url: `/mf/releases/cart/${first}/remoteEntry.js` })).statusCode).toBe(404);
    });

    it('activates with the operations token only, and the manifest and the page follow without a restart', async () => {
      expect(
        (await shop().app.inject({ method: 'POST', url: '/ops/remotes/catalog/activate', payload: { release: first } })).statusCode,
      ).toBe(404);
      const wrong = await shop().app.inject({
        method: 'POST',
        url: '/ops/remotes/catalog/activate',
        headers: { authorization: `Bearer ${catalogToken}` },
        payload: { release: first },
      });
      expect(wrong.statusCode).toBe(401);
      expect(await catalogEntry(shop())).toEqual({ name: 'catalog', entry: '/mf/catalog/remoteEntry.js' });

      expect((await activate(shop(), first)).statusCode).toBe(200);
      expect(await catalogEntry(shop())).toEqual({
        name: 'catalog',
        entry: `/mf/releases/catalog/${first}/remoteEntry.js`,
        release: first,
      });
      const page = await shop().app.inject({ method: 'GET', url: '/items/list' });
      expect(page.body).toContain(`/mf/releases/catalog/${first}/remoteEntry.js`);
    });

    it('checks a new shell against every active release, naming the package and both versions', async () => {
      const provides = shellProvides(shop().config.repoRoot);
      expect(await servedIncompatibilities(shop().database.db, ['catalog', 'cart'], provides)).toEqual([]);
      const newShell = { ...provides, react: '20.1.0' };
      expect(await servedIncompatibilities(shop().database.db, ['catalog', 'cart'], newShell)).toEqual([
        `catalog ${first}: react: la release richiede 19.3.1, la shell attiva offre 20.1.0`,
      ]);
    });

    it("has an instance whose shell cannot meet an active release serve the remote's own build instead, and say so", async () => {
      const provides = shellProvides(shop().config.repoRoot);
      const warnings: string[] = [];
      const warn = (error: unknown) => warnings.push(String(error));
      const same = new ActiveReleases(shop().database.db, null, warn, () => provides);
      await same.reload();
      expect(same.choose('catalog', null)?.id).toBe(first);
      const newShell = new ActiveReleases(shop().database.db, null, warn, () => ({ ...provides, react: '20.1.0' }));
      await newShell.reload();
      expect(newShell.choose('catalog', null)).toBeNull();
      expect(newShell.served()).toEqual([]);
      expect(warnings).toEqual([
        expect.stringContaining(`catalog ${first}: react: la release richiede 19.3.1, la shell attiva offre 20.1.0`),
      ]);
    });

    it('rolls back to the release before, and then to the shop’s own build', async () => {
      const reply = await publish(shop(), catalogToken, await packedBuild({ marker: 'second', version: '1.1.0' }));
      second = reply.json<{ release: string }>().release;
      expect(second).toMatch(/^1\.1\.0-/);
      expect((await activate(shop(), second)).statusCode).toBe(200);
      expect((await catalogEntry(shop())).release).toBe(second);
      expect((await rollback(shop())).statusCode).toBe(200);
      expect((await catalogEntry(shop())).release).toBe(first);
      expect((await rollback(shop())).statusCode).toBe(200);
      expect(await catalogEntry(shop())).toEqual({ name: 'catalog', entry: '/mf/catalog/remoteEntry.js' });
      const nothing = await rollback(shop());
      expect(nothing.statusCode).toBe(422);
    });

    it('refuses a release needing another major of react or of @shop/shared, naming the package and both versions, and changes nothing', async () => {
      await activate(shop(), first);
      const before = await shop().app.inject({ method: 'GET', url: '/ops/remotes', headers: ops });
      const react = await publish(
        shop(),
        catalogToken,
        await packedBuild({ marker: 'react20', shared: [{ name: 'react', version: '20.0.0', requiredVersion: '20.0.0' }] }),
      );
      expect(react.statusCode).toBe(422);
      expect(react.json<{ message: string }>().message).toBe('react: la release richiede 20.0.0, la shell attiva offre 19.3.1');
      const shared = await publish(
        shop(),
        catalogToken,
        await packedBuild({
          marker: 'shared-next',
          shared: [{ name: '@shop/shared', version: NEXT_SHARED, requiredVersion: `^${NEXT_SHARED}` }],
        }),
      );
      expect(shared.statusCode).toBe(422);
      expect(shared.json<{ message: string }>().message).toBe(
        `@shop/shared: la release richiede ^${NEXT_SHARED}, la shell attiva offre ${SHARED_VERSION}`,
      );
      const after = await shop().app.inject({ method: 'GET', url: '/ops/remotes', headers: ops });
      expect(after.json()).toEqual(before.json());
      expect((await catalogEntry(shop())).release).toBe(first);
    });

    it('rolls a release out to about a tenth of the visitors, each always getting the same', async () => {
      expect((await activate(shop(), second, 10)).statusCode).toBe(200);
      const visitors = Array.from({ length: 400 }, (_, i) => `visitor-number-${String(i).padStart(6, '0')}`);
      const served = await Promise.all(visitors.map(async (visitor) => (await catalogEntry(shop(), visitor)).release));
      const share = served.filter((release) => release === second).length / visitors.length;
      expect(share).toBeGreaterThan(0.05);
      expect(share).toBeLessThan(0.15);
      expect(served.every((release) => release === first || release === second)).toBe(true);
      for (const [i, visitor] of visitors.slice(0, 40).entries()) expect((await catalogEntry(shop(), visitor)).release).toBe(served[i]);
      // A visitor without an id gets one, and keeps it.
      const fresh = await shop().app.inject({ method: 'GET', url: '/mf/remotes.json' });
      expect(String(fresh.headers['set-cookie'])).toMatch(
        /^shop_visitor=[A-Za-z0-9_-]{24}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/,
      );
      // A rollback ends the rollout: everyone is back on the release before.
      await rollback(shop());
      expect((await catalogEntry(shop(), visitors[0])).release).toBe(first);
    });

    it('counts the failures the pages report by remote and release in the metrics', async () => {
      const report = (release: string, kind = 'load') =>
        shop().app.inject({ method: 'POST', url: '/mf/failures', payload: { remote: 'catalog', release, page: '/items/list', kind } });
      expect((await report(first)).statusCode).toBe(202);
      expect((await report(first, 'render')).statusCode).toBe(202);
      expect((await report('build')).statusCode).toBe(202);
      expect((await report('9.9.9-madeupname')).statusCode).toBe(202);
      expect(
        (
          await shop().app.inject({
            method: 'POST',
            url: '/mf/failures',
            payload: { remote: 'nope', release: first, page: '/', kind: 'load' },
          })
        ).statusCode,
      ).toBe(400);
      const metrics = (await shop().app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toContain(`shop_remote_failures_total{remote="catalog",release="${first}",kind="load"} 1`);
      expect(metrics).toContain(`shop_remote_failures_total{remote="catalog",release="${first}",kind="render"} 1`);
      expect(metrics).toContain('shop_remote_failures_total{remote="catalog",release="build",kind="load"} 1');
      expect(metrics).toContain('shop_remote_failures_total{remote="catalog",release="other",kind="load"} 1');
      // Without REMOTE_ROLLBACK_FAILURES only an operator rolls back.
      expect((await catalogEntry(shop())).release).toBe(first);
    });

    it('lists each remote’s releases and activations, who and when', async () => {
      const reply = await shop().app.inject({ method: 'GET', url: '/ops/remotes', headers: ops });
      const catalog = reply
        .json<{
          remotes: {
            remote: string;
            serving: { releaseId: string };
            releases: { id: string }[];
            history: { activatedBy: string; activatedAt: string }[];
          }[];
        }>()
        .remotes.find((remote) => remote.remote === 'catalog');
      expect(catalog?.serving.releaseId).toBe(first);
      expect(catalog?.releases.map((release) => release.id).sort()).toEqual([first, second].sort());
      expect(catalog?.history[0]).toMatchObject({ activatedBy: 'ops', rollback: true });
      expect(Number.isNaN(Date.parse(catalog?.history[0]?.activatedAt ?? ''))).toBe(false);
    });
  },
  () => ({ opsToken: OPS_TOKEN, shellDist }),
);

describeEachDatabase(
  'remote releases hosted elsewhere, and rolled back by their failures',
  (shop) => {
    let token = '';
    beforeAll(async () => {
      token = await createDeployToken(shop().database.db, 'catalog');
    });

    it('registers a release by its address, and the Content-Security-Policy admits its origin only while it is served', async () => {
      const manifest = {
        name: 'catalog',
        metaData: { buildInfo: { buildVersion: '2.0.0' }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
        shared: [{ name: '@shop/shared', version: SHARED_VERSION, requiredVersion: `^${SHARED_VERSION}` }],
      };
      const reply = await shop().app.inject({
        method: 'POST',
        url: '/ops/remotes/catalog/releases',
        headers: { authorization: `Bearer ${token}` },
        payload: { entry: 'https://cdn.example.test/catalog/2.0.0/remoteEntry.js', manifest },
      });
      expect(reply.statusCode).toBe(200);
      const hosted = reply.json<{ release: string }>().release;
      const policy = async () =>
        String((await shop().app.inject({ method: 'GET', url: '/mf/remotes.json' })).headers['content-security-policy']);
      expect(await policy()).not.toContain('cdn.example.test');
      await activate(shop(), hosted);
      expect(await catalogEntry(shop())).toEqual({
        name: 'catalog',
        entry: 'https://cdn.example.test/catalog/2.0.0/remoteEntry.js',
        release: hosted,
      });
      expect(await policy()).toMatch(/script-src 'self' https:\/\/cdn\.example\.test/);
      await rollback(shop());
      expect(await policy()).not.toContain('cdn.example.test');
    });

    it('rolls a release back by itself once pages report it failing as often as REMOTE_ROLLBACK_FAILURES says', async () => {
      const release = (await publish(shop(), token, await packedBuild({ marker: 'broken' }))).json<{ release: string }>().release;
      await activate(shop(), release);
      const report = () =>
        shop().app.inject({
          method: 'POST',
          url: '/mf/failures',
          payload: { remote: 'catalog', release, page: '/items/list', kind: 'load' },
        });
      expect((await report()).json()).toEqual({ error: false, rolledBack: false });
      expect((await report()).json()).toEqual({ error: false, rolledBack: false });
      expect((await report()).json()).toEqual({ error: false, rolledBack: true });
      expect(await catalogEntry(shop())).toEqual({ name: 'catalog', entry: '/mf/catalog/remoteEntry.js' });
      const list = await shop().app.inject({ method: 'GET', url: '/ops/remotes', headers: ops });
      const catalog = list
        .json<{ remotes: { remote: string; history: { activatedBy: string; rollback: boolean }[] }[] }>()
        .remotes.find((r) => r.remote === 'catalog');
      expect(catalog?.history[0]).toEqual(expect.objectContaining({ rollback: true, activatedBy: 'auto:3' }));
    });
  },
  () => ({ opsToken: OPS_TOKEN, shellDist, remoteRollbackFailures: 3 }),
);

describeEachDatabase(
  'staff pins of releases',
  (shop) => {
    it('lets a staff member try a published release in their own browser, while shoppers keep the active one', async () => {
      const token = await createDeployToken(shop().database.db, 'catalog');
      const release = (await publish(shop(), token, await packedBuild({ marker: 'pinned' }))).json<{ release: string }>().release;
      const { staff } = shop().config;
      const login = await shop().app.inject({
        method: 'POST',
        url: `${shop().config.apiBase}/StaffAction/login`,
        payload: { email: staff.email, password: staff.password },
      });
      const session = { 'x-staff-session': String(login.json<{ wosid: string }>().wosid) };
      const pin = (headers: Record<string, string>, pins: object[]) =>
        shop().app.inject({ method: 'POST', url: '/ops/remotes/pins', headers, payload: { pins } });

      expect((await pin({}, [{ remote: 'catalog', release }])).statusCode).toBe(401);
      expect((await pin(session, [{ remote: 'catalog', release: '9.9.9-0000000000' }])).statusCode).toBe(422);
      const pinned = await pin(session, [{ remote: 'catalog', release }]);
      expect(pinned.statusCode).toBe(200);
      const cookies = [pinned.headers['set-cookie']].flat().map((cookie) => String(cookie).split(';')[0]);
      expect(cookies).toEqual([`shop_release_pins=catalog:${release}`, `shop_pin_staff=${session['x-staff-session']}`]);

      const manifest = async (cookie: string) =>
        (await shop().app.inject({ method: 'GET', url: '/mf/remotes.json', headers: { cookie } }))
          .json<Served>()
          .remotes.find((r) => r.name === 'catalog');
      expect(await manifest(cookies.join('; '))).toEqual({
        name: 'catalog',
        entry: `/mf/releases/catalog/${release}/remoteEntry.js`,
        release,
      });
      // The pins alone, or with a session that is no staff member's, count for nothing.
      expect((await manifest(cookies[0] ?? ''))?.release).toBeUndefined();
      expect((await manifest(`${cookies[0]}; shop_pin_staff=not-a-session`))?.release).toBeUndefined();
      // Shoppers keep the shop's own build.
      expect(await catalogEntry(shop())).toEqual({ name: 'catalog', entry: '/mf/catalog/remoteEntry.js' });

      // A release hosted on another origin, pinned: this browser's policy alone admits that origin.
      const hosted = await shop().app.inject({
        method: 'POST',
        url: '/ops/remotes/catalog/releases',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          entry: 'https://preview.example.test/catalog/3.0.0/remoteEntry.js',
          manifest: {
            name: 'catalog',
            metaData: { buildInfo: { buildVersion: '3.0.0' }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
            shared: [{ name: '@shop/shared', version: SHARED_VERSION, requiredVersion: `^${SHARED_VERSION}` }],
          },
        },
      });
      expect(hosted.statusCode).toBe(200);
      const hostedPin = await pin(session, [{ remote: 'catalog', release: hosted.json<{ release: string }>().release }]);
      const hostedCookies = [hostedPin.headers['set-cookie']]
        .flat()
        .map((cookie) => String(cookie).split(';')[0])
        .join('; ');
      const policyFor = async (cookie: string) =>
        String(
          (await shop().app.inject({ method: 'GET', url: '/mf/remotes.json', headers: { cookie } })).headers['content-security-policy'],
        );
      expect(await policyFor(hostedCookies)).toMatch(/script-src 'self' https:\/\/preview\.example\.test/);
      expect(await policyFor('')).not.toContain('preview.example.test');

      const cleared = await pin(session, []);
      expect([cleared.headers['set-cookie']].flat().every((cookie) => String(cookie).includes('Max-Age=0'))).toBe(true);
    });
  },
  () => ({ opsToken: OPS_TOKEN, shellDist }),
);
