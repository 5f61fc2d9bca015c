import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STAFF_SESSION_HEADER } from '@shop/shared/contracts';
import fc from 'fast-check';
import { afterReplySettled } from '../../src/core/http/after-reply';
import { legacyPaths } from '../../src/core/http/legacy-paths';
import { describeEachDatabase } from '../support/test-shop';
import { accessMatrix, isCustomer, type Actor, type Call } from './access-matrix';
import { bodiesFor, formBodiesFor, pathSegments, queryStrings, type FuzzBody } from './fuzz-bodies';
import { changedTables, fingerprint, send, startProbeShop, type ProbeResponse, type ProbeShop } from './probe-kit';
import { buildWorld, type ProbeWorld } from './probe-world';

const RESULTS = path.join(__dirname, '..', '..', '..', 'reliability', 'results');
/** Bodies per POST endpoint and query strings per GET route; FUZZ_RUNS raises them for a longer run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const GET_RUNS = Math.max(10, Math.round(RUNS / 3));
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const BODY_LIMIT = 1024 * 1024;
/** Calls that never write: the whole batch, accepted bodies included, must leave every table as it was. */
const READ_ONLY = new Set([
  'API/read',
  'API/suggest',
  'XAPI/list',
  'StaffAPI/read',
  'CartAction/quote',
  'AccountAction/emailValidation',
  'AccountAction/storedSession',
  'AccountAction/paymentOrder',
  'StaffAction/session',
  'CartAction/gateway',
  'StaffAction/orders',
  'StaffAction/order',
  'StaffAction/stock',
  'StaffAction/photos',
]);

interface EndpointFigures {
  requests: number;
  statuses: Record<string, number>;
  kinds: Record<string, number>;
}

interface Figures {
  database: string;
  seed: number;
  runsPerPostEndpoint: number;
  runsPerGetRoute: number;
  requests: number;
  badInputsSent: number;
  accepted: number;
  statuses: Record<string, number>;
  serverErrors: number;
  failures: string[];
  partialWrites: string[];
  fingerprintsTaken: number;
  plainTextChecks: number;
  perEndpoint: Record<string, EndpointFigures>;
}

/** Who sends the bodies: a caller the endpoint lets through, so the body's own checks are reached. */
function fuzzActor(call: Call): Actor {
  if (call.expect.anonymous.status < 400) return 'anonymous';
  if (call.expect.customerA.status < 400) return 'customerA';
  return 'staff';
}

function authHeaders(actor: Actor, world: ProbeWorld): Record<string, string> {
  if (isCustomer(actor)) return { authorization: `Bearer ${world.token(actor)}` };
  if (actor === 'staff') return { [STAFF_SESSION_HEADER]: world.token('staff') };
  return {};
}

/** What is wrong with a reply to a generated request, if anything. */
function problemWith(response: ProbeResponse, body: FuzzBody | null): string | undefined {
  if (response.status >= 500) return `status ${response.status}`;
  if (body && (body.kind === 'malformed-json' || body.kind === 'huge-body') && body.contentType.includes('json') && response.status < 400) {
    return `accepted a ${body.kind} body with ${response.status}`;
  }
  if (response.status >= 400) {
    if (response.contentType.includes('json')) {
      const message = (response.json as { message?: unknown } | null)?.message;
      if (typeof message !== 'string' || message.trim() === '') return 'refusal without a message';
    } else if (response.text.trim() === '') return 'refusal with an empty body';
  }
  return undefined;
}

const firstPerAction = (calls: Call[]): Call[] => {
  const seen = new Set<string>();
  return calls.filter((call) => {
    const key = `${call.method} ${call.action ?? call.route}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

describeEachDatabase('bad input', (_shop, kind) => {
  let probe: ProbeShop;
  let world: ProbeWorld;
  const figures: Figures = {
    database: kind,
    seed: SEED,
    runsPerPostEndpoint: RUNS,
    runsPerGetRoute: GET_RUNS,
    requests: 0,
    badInputsSent: 0,
    accepted: 0,
    statuses: {},
    serverErrors: 0,
    failures: [],
    partialWrites: [],
    fingerprintsTaken: 0,
    plainTextChecks: 0,
    perEndpoint: {},
  };
  const count = (endpoint: string, response: ProbeResponse, bodyKind: string) => {
    figures.requests += 1;
    figures.badInputsSent += 1;
    if (response.status < 400) figures.accepted += 1;
    if (response.status >= 500) figures.serverErrors += 1;
    figures.statuses[response.status] = (figures.statuses[response.status] ?? 0) + 1;
    const entry = (figures.perEndpoint[endpoint] ??= { requests: 0, statuses: {}, kinds: {} });
    entry.requests += 1;
    entry.statuses[response.status] = (entry.statuses[response.status] ?? 0) + 1;
    entry.kinds[bodyKind] = (entry.kinds[bodyKind] ?? 0) + 1;
  };
  const print = async () => {
    figures.fingerprintsTaken += 1;
    return fingerprint(probe.db);
  };

  beforeAll(async () => {
    probe = await startProbeShop(kind);
    world = await buildWorld(probe);
  }, 120_000);
  afterAll(async () => {
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(path.join(RESULTS, `fuzz-${kind}.json`), `${JSON.stringify(figures, null, 2)}\n`);
    await probe?.close();
  }, 30_000);

  const posts = firstPerAction(accessMatrix.filter((call) => call.method === 'POST' && call.action));
  const gets = firstPerAction(accessMatrix.filter((call) => call.method === 'GET'));

  it.each(posts.map((call) => [call.action ?? '', call] as const))(
    'POST %s: never a 5xx, always a reason, no partial write',
    async (action, call) => {
      const actor = fuzzActor(call);
      const template = call.body?.(world, actor) ?? {};
      const arbitrary = call.form
        ? formBodiesFor(Object.fromEntries(Object.entries(template).map(([k, v]) => [k, String(v)])), BODY_LIMIT)
        : bodiesFor(template, BODY_LIMIT);
      const bodies = fc.sample(arbitrary, { numRuns: RUNS, seed: SEED + action.length });
      const readOnly = READ_ONLY.has(action);
      const urls = legacyPaths(probe.shop.config.appName, action);
      let base = await print();
      let index = 0;
      for (const body of bodies) {
        const url = urls[index++ % urls.length] ?? '';
        const response = await send(probe.origin, {
          method: 'POST',
          url,
          headers: { ...authHeaders(actor, world), 'content-type': body.contentType },
          body: body.payload,
        });
        count(action, response, body.kind);
        const problem = problemWith(response, body);
        if (problem)
          figures.failures.push(`${action} ${body.kind} ${body.payload.slice(0, 120)}: ${problem} ${response.text.slice(0, 160)}`);
        if (!readOnly) {
          // A refused body must leave every table as it was; an accepted one moves the baseline, once
          // the work it left for after its reply (a recovery code and its mail) has settled.
          await afterReplySettled();
          const after = await print();
          const changed = changedTables(base, after);
          if (response.status >= 400 && changed.length) {
            figures.partialWrites.push(`${action} ${body.kind} ${body.payload.slice(0, 80)} -> ${response.status}: ${changed.join(', ')}`);
          }
          base = after;
        }
        if (call.endsSessions || response.status === 200) await world.relogin();
      }
      if (readOnly) {
        const changed = changedTables(base, await print());
        if (changed.length) figures.partialWrites.push(`${action} (read-only) changed ${changed.join(', ')}`);
      }
      const alive = await send(probe.origin, { method: 'GET', url: '/mf/remotes.json' });
      expect(alive.status).toBe(200);
      expect(figures.failures.filter((failure) => failure.startsWith(`${action} `))).toEqual([]);
      expect(figures.partialWrites.filter((failure) => failure.startsWith(`${action} `))).toEqual([]);
    },
    120_000,
  );

  it.each(gets.map((call) => [call.route ?? call.action ?? '', call] as const))(
    'GET %s with hostile paths and queries: never a 5xx',
    async (route, call) => {
      const base = await print();
      const samples = fc.sample(fc.tuple(queryStrings, pathSegments, pathSegments), { numRuns: GET_RUNS, seed: SEED + route.length });
      for (const [query, first, second] of samples) {
        let target = call.action ? (legacyPaths(probe.shop.config.appName, call.action)[0] ?? '') : (call.path?.(world) ?? route);
        if (route.includes(':codArticolo')) target = `/media/articles/${first}/${second}`;
        else if (route.includes(':id')) target = `/media/photos/${first}/${second}`;
        else if (route.includes(':file')) target = `/media/content/${first}`;
        else if (route.endsWith('*')) target = `${route.slice(0, -1)}${first}`;
        const response = await send(probe.origin, { method: 'GET', url: `${target}?${query}` });
        count(`GET ${route}`, response, 'query');
        const problem = problemWith(response, null);
        if (problem) figures.failures.push(`GET ${target}?${query.slice(0, 100)}: ${problem}`);
      }
      const changed = changedTables(base, await print());
      if (changed.length) figures.partialWrites.push(`GET ${route} changed ${changed.join(', ')}`);
      expect(figures.failures.filter((failure) => failure.startsWith('GET '))).toEqual([]);
      expect(changed).toEqual([]);
    },
    120_000,
  );

  it('treats hostile search text as plain text, not as query syntax', async () => {
    const everything = await send(probe.origin, {
      method: 'POST',
      url: `${world.apiBase}/API/read`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ entity: 'Articolo', expression: {} }),
    });
    const total = (everything.json as { totalCount: number }).totalCount;
    expect(total).toBeGreaterThan(10);
    for (const keyword of ["' OR 1=1 --", "x' OR 'a'='a", '%', '_', "') OR ('1'='1", '* OR 1=1', '1 OR 1=1; --']) {
      const response = await send(probe.origin, {
        method: 'POST',
        url: `${world.apiBase}/API/read`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ entity: 'Articolo', expression: { keyword } }),
      });
      figures.plainTextChecks += 1;
      expect(response.status).toBeLessThan(500);
      if (response.status === 200) expect((response.json as { totalCount: number }).totalCount).toBeLessThan(total);
    }
  });

  it('stores hostile account text as written and hands it back as data', async () => {
    const name = "Robert'); DROP TABLE customers; --<script>alert(1)</script>";
    const user = { ...world.user('customerA'), name };
    const response = await send(probe.origin, {
      method: 'POST',
      url: `${world.apiBase}/AccountAction/updateAccount`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${world.token('customerA')}` },
      body: JSON.stringify({ user }),
    });
    figures.plainTextChecks += 1;
    expect(response.status).toBe(200);
    expect((await world.session('customerA')).user?.name).toBe(name);
    expect((await world.session('customerB')).user?.email).toBe(world.email('customerB'));
  });

  it('sanitises hostile HTML in content the staff publishes', async () => {
    const created = await send(probe.origin, {
      method: 'POST',
      url: `${world.apiBase}/API/create`,
      headers: { 'content-type': 'application/json', [STAFF_SESSION_HEADER]: world.token('staff') },
      body: JSON.stringify({
        entity: 'Container',
        fields: {
          name: world.unique('ostile'),
          containerClass: 'Page',
          published: true,
          description: '<p onclick="x()">Ciao<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">l</a></p>',
        },
      }),
    });
    expect(created.status).toBe(200);
    const id = (created.json as { id: number }).id;
    const listed = await send(probe.origin, {
      method: 'POST',
      url: `${world.apiBase}/XAPI/list`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ entity: 'Container', expression: { id } }),
    });
    figures.plainTextChecks += 1;
    expect(listed.status).toBe(200);
    expect(listed.text).toContain('Ciao');
    expect(listed.text).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });
});
