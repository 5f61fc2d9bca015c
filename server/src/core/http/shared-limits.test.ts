import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { accountActionLimits } from '../../app/action-registry';
import { buildApp } from '../../app/app';
import type { Db } from '../db/client';
import { freePort } from '../../../test/support/free-port';
import { redisAvailable, TEST_REDIS_URL } from '../../../test/support/redis';
import { italianPrivate } from '../../../test/support/account-fixtures';
import { createTestShop, testConfig, type TestShop } from '../../../test/support/test-shop';
import { SIGN_IN_ALLOWANCE } from '../../account/login-throttle';
import { connectRedis } from './redis';
import { memoryCounters, redisCounters, type AttemptRule, type Counters } from './shared-counters';

const noDatabase = {} as Db;
const missing = path.join(tmpdir(), 'no-such-build');
const action = (name: string) => `/Apps/WebObjects/Shop.woa/wa/AccountAction/${name}`;
const contact = action('contact');
const LIMIT = accountActionLimits.contact!;

async function instance(redisUrl: string | undefined): Promise<FastifyInstance> {
  const config = testConfig({ shellDist: missing, remoteDist: () => missing, rateLimitFactor: 1, redisUrl });
  const app = await buildApp({ db: noDatabase, config, logger: false });
  await app.ready();
  return app;
}

/** Calls from one address, taking turns over the instances as a load balancer would. */
async function statuses(apps: FastifyInstance[], count: number, ip: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const reply = await apps[i % apps.length]!.inject({ method: 'POST', url: contact, payload: {}, remoteAddress: ip });
    codes.push(reply.statusCode);
  }
  return codes;
}

// A fresh address each run: the counts in Redis outlive a test run for the limit's window.
const freshAddress = () => `10.${randomInt(100, 250)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

const withRedis = redisAvailable() ? describe : describe.skip;

const RULE: AttemptRule = { allowance: 3, windowMs: 60_000, firstLockMs: 400, maxLockMs: 1_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The allowance (one attempt given back, as a success is), then one attempt that locks the key;
 * refusals while locked, not counted; after the lock one more attempt and a lock twice as long.
 * Attempts take turns over `counters`.
 */
async function lockingBehaviour(counters: Counters[], key: string) {
  const on = (i: number) => counters[i % counters.length]!;
  const allowed: boolean[] = [];
  const waits: number[] = [];
  const attempt = async (i: number) => {
    const outcome = await on(i).attempt(key, RULE);
    allowed.push(outcome.allowed);
    if (!outcome.allowed) waits.push(outcome.retryAfterMs);
  };
  for (let i = 0; i < RULE.allowance; i += 1) await attempt(i);
  await on(1).giveBack(key);
  for (let i = 0; i < 4; i += 1) await attempt(i);
  expect(allowed).toEqual([true, true, true, true, true, false, false]);
  for (const wait of waits) expect(wait).toBeGreaterThan(0);
  for (const wait of waits) expect(wait).toBeLessThanOrEqual(RULE.firstLockMs);
  await sleep(RULE.firstLockMs + 50);
  expect(await on(1).attempt(key, RULE)).toEqual({ allowed: true });
  const doubled = await on(0).attempt(key, RULE);
  expect(doubled.allowed).toBe(false);
  if (!doubled.allowed) expect(doubled.retryAfterMs).toBeGreaterThan(RULE.firstLockMs);
}

withRedis('limits shared by instances through Redis', () => {
  let apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
  });

  it('two instances on one Redis allow the limit once between them, then both refuse', async () => {
    apps = [await instance(TEST_REDIS_URL), await instance(TEST_REDIS_URL)];
    const codes = await statuses(apps, LIMIT.max + 2, freshAddress());
    expect(codes.slice(0, LIMIT.max)).toEqual(Array(LIMIT.max).fill(400));
    expect(codes.slice(LIMIT.max)).toEqual([429, 429]);
  });

  it('without Redis each instance counts alone: the same calls are all let through', async () => {
    apps = [await instance(undefined), await instance(undefined)];
    const codes = await statuses(apps, LIMIT.max + 2, freshAddress());
    expect(codes).toEqual(Array(LIMIT.max + 2).fill(400));
  });

  it('counts the attempts of one key once between two connections, and keeps counts and locks apart', async () => {
    const a = await connectRedis(TEST_REDIS_URL);
    const b = await connectRedis(TEST_REDIS_URL);
    const key = `test:${freshAddress()}`;
    try {
      await lockingBehaviour([redisCounters(a), redisCounters(b)], key);
      expect(await a.pttl(`shop:count:${key}`)).toBeGreaterThan(RULE.windowMs - 5_000);
      // A key that names another key's lock is a key of its own.
      expect(await redisCounters(a).attempt(`${key}:lock`, RULE)).toEqual({ allowed: true });
    } finally {
      await a.del(`shop:count:${key}`, `shop:lock:${key}`, `shop:count:${key}:lock`);
      a.disconnect();
      b.disconnect();
    }
  });
});

withRedis('sign-ins of one account through two instances on one Redis', () => {
  let shop: TestShop;
  let other: FastifyInstance;
  beforeAll(async () => {
    shop = await createTestShop('pglite', { redisUrl: TEST_REDIS_URL, rateLimitFactor: 1 });
    other = await buildApp({ db: shop.database.db, config: shop.config, logger: false });
    await other.ready();
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await shop?.close();
  });

  it('refuses most of 60 wrong passwords sent at once from 20 addresses to both, then lets the owner in', async () => {
    // Counts in Redis outlive a run: a new account and new addresses each time.
    const owner = italianPrivate(`indovina.${randomInt(1e9)}@example.com`);
    const created = await shop.app.inject({ method: 'POST', url: action('createAccount'), payload: owner, remoteAddress: freshAddress() });
    expect(created.json()).toMatchObject({ error: false });
    const addresses = Array.from({ length: 20 }, freshAddress);
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        [shop.app, other][i % 2]!.inject({
          method: 'POST',
          url: action('login'),
          payload: { email: owner.email, password: `Sbagliata!${i}` },
          remoteAddress: addresses[i % 20],
        }),
      ),
    );
    const refused = guesses.filter((reply) => reply.statusCode === 429);
    expect(guesses.filter((reply) => reply.statusCode === 200)).toHaveLength(SIGN_IN_ALLOWANCE + 1);
    expect(refused).toHaveLength(60 - SIGN_IN_ALLOWANCE - 1);
    await new Promise((resolve) => setTimeout(resolve, Math.max(...refused.map((reply) => Number(reply.headers['retry-after']))) * 1000));
    const signedIn = await other.inject({
      method: 'POST',
      url: action('login'),
      payload: { email: owner.email, password: owner.password },
      remoteAddress: freshAddress(),
    });
    expect(signedIn.json()).toMatchObject({ error: false });
  });
});

describe('the connection to REDIS_URL', () => {
  it('refuses to start with one clear line when Redis does not answer', async () => {
    await expect(connectRedis('redis://127.0.0.1:1', 1_000)).rejects.toThrow(/REDIS_URL does not answer/);
  });

  it('counts per process in memory without Redis, each key on its own', async () => {
    const counters = memoryCounters();
    await lockingBehaviour([counters], 'a');
    expect(await counters.attempt('b', RULE)).toEqual({ allowed: true });
  });

  it('a Redis that stops answering lets requests through instead of failing every one', async () => {
    const own = await startOwnRedis();
    const app = await instance(own.url);
    try {
      expect(await statuses([app], 1, freshAddress())).toEqual([400]);
      await own.stop();
      const codes = await statuses([app], 3, freshAddress());
      expect(codes).toEqual([400, 400, 400]);
    } finally {
      await app.close();
      await own.stop();
    }
  });
});

/** A Redis of the test's own on a free port, to be stopped while the shop uses it. */
async function startOwnRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', () => reject(new Error(`redis-server did not start: ${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
