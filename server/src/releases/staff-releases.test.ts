import { RELEASE_LIST_LIMITS, staffReleasesReplySchema, type StaffReleasesReply } from '@shop/shared/contracts';
import { describeEachDatabase, type TestShop } from '../../test/support/test-shop';
import { packedBuild } from '../../test/support/release-builds';
import { createDeployToken } from './deploy-tokens';

const OPS_TOKEN = 'ops-token-for-the-staff-release-tests';
const ops = { authorization: `Bearer ${OPS_TOKEN}` };

async function publish(shop: TestShop, token: string, marker: string, version: string): Promise<string> {
  const reply = await shop.app.inject({
    method: 'POST',
    url: '/ops/remotes/catalog/releases',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' },
    payload: await packedBuild({ marker, version }),
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<{ release: string }>().release;
}

const activate = async (shop: TestShop, release: string, percent = 100) =>
  expect(
    (await shop.app.inject({ method: 'POST', url: '/ops/remotes/catalog/activate', headers: ops, payload: { release, percent } }))
      .statusCode,
  ).toBe(200);
const rollback = async (shop: TestShop) =>
  expect((await shop.app.inject({ method: 'POST', url: '/ops/remotes/catalog/rollback', headers: ops, payload: {} })).statusCode).toBe(200);

describeEachDatabase(
  "the back-office's read of the releases",
  (shop) => {
    let session: Record<string, string> = {};
    let token = '';
    let first = '';
    let second = '';

    const read = async (headers: Record<string, string> = session) => {
      const reply = await shop().app.inject({ method: 'POST', url: `${shop().config.apiBase}/StaffAction/releases`, headers, payload: {} });
      return reply;
    };
    const releases = async (headers?: Record<string, string>): Promise<StaffReleasesReply> => {
      const reply = await read(headers);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-store');
      return staffReleasesReplySchema.parse(reply.json());
    };
    const catalog = async (headers?: Record<string, string>) => {
      const remote = (await releases(headers)).remotes.find((entry) => entry.remote === 'catalog');
      if (!remote) throw new Error('no catalogue in the reply');
      return remote;
    };

    beforeAll(async () => {
      token = await createDeployToken(shop().database.db, 'catalog');
      const { staff } = shop().config;
      const login = await shop().app.inject({
        method: 'POST',
        url: `${shop().config.apiBase}/StaffAction/login`,
        payload: { email: staff.email, password: staff.password },
      });
      session = { 'x-staff-session': String(login.json<{ wosid: string }>().wosid) };
    });

    it('answers staff only, and with nothing published every remote runs the build shipped with the shop', async () => {
      expect((await read({})).statusCode).toBe(401);
      expect((await read({ 'x-staff-session': 'not-a-session' })).statusCode).toBe(401);
      const reply = await releases();
      expect(reply.remotes.map((remote) => remote.remote)).toEqual(['catalog', 'account', 'cart', 'cms', 'backoffice']);
      expect(
        reply.remotes.every((remote) => !remote.active && !remote.candidate && !remote.previous.length && !remote.history.length),
      ).toBe(true);
      expect(reply.pins).toEqual([]);
    });

    it('shows the active release, who activated it and when, and the candidate with its share', async () => {
      first = await publish(shop(), token, 'first', '1.0.0');
      const waiting = await catalog();
      expect(waiting.active).toBeNull();
      expect(waiting.previous).toEqual([
        expect.objectContaining({ id: first, version: '1.0.0', publishedBy: 'deploy:catalog', served: false }),
      ]);

      const before = Date.now();
      await activate(shop(), first);
      second = await publish(shop(), token, 'second', '1.1.0');
      await activate(shop(), second, 25);
      const remote = await catalog();
      expect(remote.active).toMatchObject({ id: first, version: '1.0.0', activatedBy: 'ops', rollback: false });
      expect(Date.parse(remote.active?.activatedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
      expect(remote.candidate).toMatchObject({ id: second, version: '1.1.0', percent: 25, activatedBy: 'ops' });
      expect(remote.previous).toEqual([]);
      expect(remote.history.map((row) => [row.releaseId, row.candidateId, row.percent, row.rollback])).toEqual([
        [first, second, 25, false],
        [first, null, 100, false],
      ]);
    });

    it('lists the releases before, newest first, and a rollback names who brought the release back', async () => {
      await activate(shop(), second);
      let remote = await catalog();
      expect(remote.active).toMatchObject({ id: second, rollback: false });
      expect(remote.candidate).toBeNull();
      expect(remote.previous.map((release) => [release.id, release.served])).toEqual([[first, true]]);

      await rollback(shop());
      const third = await publish(shop(), token, 'third', '1.2.0');
      remote = await catalog();
      expect(remote.active).toMatchObject({ id: first, rollback: true, activatedBy: 'ops' });
      expect(remote.previous.map((release) => [release.id, release.served])).toEqual([
        [third, false],
        [second, true],
      ]);
      expect(remote.history[0]).toMatchObject({ releaseId: first, rollback: true });
      // The other remotes are untouched.
      expect((await releases()).remotes.filter((other) => other.remote !== 'catalog').every((other) => !other.history.length)).toBe(true);
    });

    it('keeps the history to the latest activations', async () => {
      for (let i = 0; i < RELEASE_LIST_LIMITS.history; i += 1) await activate(shop(), i % 2 ? first : second);
      const remote = await catalog();
      expect(remote.history).toHaveLength(RELEASE_LIST_LIMITS.history);
      expect(remote.history[0]).toMatchObject({ releaseId: first, rollback: false });
      expect(remote.active?.id).toBe(first);
    });

    it("gives back the releases pinned in the caller's browser, honoured with a live staff session only", async () => {
      const pinned = await shop().app.inject({
        method: 'POST',
        url: '/ops/remotes/pins',
        headers: session,
        payload: { pins: [{ remote: 'catalog', release: second }] },
      });
      expect(pinned.statusCode).toBe(200);
      const cookie = [pinned.headers['set-cookie']]
        .flat()
        .map((value) => String(value).split(';')[0])
        .join('; ');
      expect((await releases({ ...session, cookie })).pins).toEqual([{ remote: 'catalog', release: second }]);
      expect((await releases(session)).pins).toEqual([]);
      const stale = cookie.replace(/shop_pin_staff=[^;]*/, 'shop_pin_staff=not-a-session');
      expect((await releases({ ...session, cookie: stale })).pins).toEqual([]);
    });
  },
  () => ({ opsToken: OPS_TOKEN }),
);
