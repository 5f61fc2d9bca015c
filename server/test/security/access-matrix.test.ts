import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { accountActions, readEntities, staffReadSchema, HEADERS, STAFF_SESSION_HEADER } from '@shop/shared/contracts';
import { legacyPaths } from '../../src/core/http/legacy-paths';
import { multipartBody } from '../support/photos';
import { describeEachDatabase } from '../support/test-shop';
import { accessMatrix, actors, isCustomer, staffReadEntities, type Actor, type Call } from './access-matrix';
import { changedTables, fingerprint, leaks, send, startProbeShop, storedSecrets, type ProbeRequest, type ProbeShop } from './probe-kit';
import { buildWorld, type ProbeWorld } from './probe-world';
import { registeredRoutes } from './route-list';

const RESULTS = path.join(__dirname, '..', '..', '..', 'reliability', 'results');
/** Calls that only read: a refusal there is not fingerprinted (nothing could have been written). */
const READ_ONLY = new Set(['API/read', 'XAPI/list', 'StaffAPI/read']);

const urlsOf = (call: Call, appName: string): string[] => (call.action ? legacyPaths(appName, call.action) : [call.route ?? '']);

function headersOf(actor: Actor, call: Call, world: ProbeWorld): Record<string, string> {
  if (actor === 'adminHeaderOnly') return { [HEADERS.admin]: 'true' };
  if (isCustomer(actor)) return { authorization: `Bearer ${world.token(actor)}` };
  if (actor === 'staff' && !call.staffInQuery) return { [STAFF_SESSION_HEADER]: world.token('staff') };
  return {};
}

function requestOf(call: Call, url: string, actor: Actor, world: ProbeWorld): ProbeRequest {
  const concrete = call.path ? call.path(world) : url;
  const query = [call.query?.(world, actor), actor === 'staff' && call.staffInQuery ? `wosid=${world.token('staff')}` : '']
    .filter(Boolean)
    .join('&');
  const headers = headersOf(actor, call, world);
  const target = query ? `${concrete}?${query}` : concrete;
  if (call.method === 'GET') return { method: 'GET', url: target, headers };
  if (call.multipart) {
    const form = call.multipart(world);
    const { body, contentType } = multipartBody(form.fields, form.files);
    return { method: 'POST', url: target, headers: { ...headers, 'content-type': contentType }, body };
  }
  const body = call.body?.(world, actor) ?? {};
  if (call.form) {
    const fields = Object.fromEntries(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    return {
      method: 'POST',
      url: target,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    };
  }
  return { method: 'POST', url: target, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

interface Figures {
  database: string;
  rows: number;
  cases: number;
  requests: number;
  statuses: Record<string, number>;
  serverErrors: number;
  mismatches: string[];
  leaks: string[];
  partialWrites: string[];
  refusalsFingerprinted: number;
  perCall: Record<string, Record<Actor, number>>;
}

describeEachDatabase('access matrix', (_shop, kind) => {
  let probe: ProbeShop;
  let world: ProbeWorld;
  beforeAll(async () => {
    probe = await startProbeShop(kind);
    world = await buildWorld(probe);
  }, 120_000);
  afterAll(async () => probe?.close(), 30_000);

  it('has a row for every registered route, action and entity, and every row names a real route', () => {
    const appName = probe.shop.config.appName;
    const covered = new Set(accessMatrix.flatMap((call) => urlsOf(call, appName).map((url) => `${call.method} ${url}`)));
    const registered = registeredRoutes(probe.shop.app).filter((route) => route.method !== 'HEAD');
    expect(registered.length).toBeGreaterThan(60);
    const unlisted = registered.map((route) => `${route.method} ${route.url}`).filter((route) => !covered.has(route));
    expect(unlisted).toEqual([]);
    const known = new Set(registered.map((route) => `${route.method} ${route.url}`));
    expect([...covered].filter((route) => !known.has(route))).toEqual([]);
    const names = new Set(accessMatrix.map((call) => call.name));
    expect(names.size).toBe(accessMatrix.length);
    expect(readEntities.filter((entity) => ![...names].some((name) => name.startsWith(`API/read ${entity}`)))).toEqual([]);
    expect(accountActions.filter((action) => !accessMatrix.some((call) => call.action === `AccountAction/${action}`))).toEqual([]);
    const staffEntities = staffReadSchema.options.map((option) => option.shape.entity.value);
    expect([...staffReadEntities].sort()).toEqual([...staffEntities].sort());
  });

  it('gives every caller exactly its outcome, leaks no secret and writes nothing when it refuses', async () => {
    const appName = probe.shop.config.appName;
    const figures: Figures = {
      database: kind,
      rows: accessMatrix.length,
      cases: 0,
      requests: 0,
      statuses: {},
      serverErrors: 0,
      mismatches: [],
      leaks: [],
      partialWrites: [],
      refusalsFingerprinted: 0,
      perCall: {},
    };
    let secrets = await storedSecrets(probe.db);
    // Both legacy paths in turn, each a full pass, so create-update-delete sequences run whole on each.
    for (const pass of [0, 1]) {
      for (const call of accessMatrix) {
        const url = urlsOf(call, appName)[pass];
        if (url === undefined) continue;
        for (const actor of actors) {
          const expected = call.expect[actor];
          const label = `${call.name} ${call.path ? '' : url} as ${actor}`.replace(/\s+/g, ' ');
          const refusalToCheck = expected.status >= 400 && call.method === 'POST' && !READ_ONLY.has(call.action ?? '');
          const before = refusalToCheck ? await fingerprint(probe.db) : null;
          const response = await send(probe.origin, requestOf(call, url, actor, world));
          figures.cases += 1;
          figures.requests += 1;
          figures.statuses[response.status] = (figures.statuses[response.status] ?? 0) + 1;
          figures.perCall[call.name] ??= { anonymous: 0, adminHeaderOnly: 0, customerA: 0, customerB: 0, staff: 0 };
          figures.perCall[call.name]![actor] += 1;
          if (response.status >= 500) figures.serverErrors += 1;
          const body: Record<string, unknown> = { ...((response.json ?? {}) as Record<string, unknown>), location: response.location };
          let problem = response.status === expected.status ? await expected.check?.(body, world, actor) : undefined;
          if (response.status !== expected.status) problem = `status ${response.status} (${response.text.slice(0, 160)})`;
          if (!problem && response.status >= 400 && response.contentType.includes('json') && typeof body.message !== 'string') {
            problem = 'refusal without a message';
          }
          if (problem) figures.mismatches.push(`${label}: expected ${expected.status}, ${problem}`);
          // Someone else's session token, or any stored hash, must never be in a reply.
          const foreignTokens = (['customerA', 'customerB', 'staff'] as const)
            .filter((who) => who !== actor)
            .map((who) => world.token(who));
          if (call.method === 'POST' && response.status < 400) secrets = await storedSecrets(probe.db);
          const found = leaks(response.text, response.json, [...foreignTokens, ...secrets]);
          if (found.length) figures.leaks.push(`${label}: ${found.join(', ')}`);
          if (before) {
            figures.refusalsFingerprinted += 1;
            const changed = changedTables(before, await fingerprint(probe.db));
            if (changed.length) figures.partialWrites.push(`${label}: ${changed.join(', ')}`);
          }
          if (call.endsSessions) await world.relogin();
        }
      }
    }
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(path.join(RESULTS, `access-matrix-${kind}.json`), `${JSON.stringify(figures, null, 2)}\n`);
    expect(figures.mismatches).toEqual([]);
    expect(figures.leaks).toEqual([]);
    expect(figures.partialWrites).toEqual([]);
    expect(figures.serverErrors).toBe(0);
    expect(figures.cases).toBeGreaterThan(500);
  }, 300_000);

  it('treats a customer token sent with the admin header as that customer only', async () => {
    const response = await send(probe.origin, {
      method: 'POST',
      url: `${world.apiBase}/StaffAPI/read`,
      headers: { 'content-type': 'application/json', [HEADERS.admin]: 'true', authorization: `Bearer ${world.token('customerA')}` },
      body: JSON.stringify({ entity: 'Audit' }),
    });
    expect(response.status).toBe(401);
  });
});
