import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { accountActionLimits } from '../actions/registry';
import { buildApp } from '../app';
import type { Db } from '../db/client';
import { freePort } from '../testing/free-port';
import { redisAvailable, TEST_REDIS_URL } from '../testing/redis';
import { testConfig } from '../testing/test-shop';
import { connectRedis } from './redis';
import { memoryCounters, redisCounters } from './shared-counters';

const noDatabase = {} as Db;
const missing = path.join(tmpdir(), 'no-such-build');
const contact = '/Apps/WebObjects/Shop.woa/wa/AccountAction/contact';
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

  it('sign-in counters are shared, start their window at the first event and never stretch it', async () => {
    const a = await connectRedis(TEST_REDIS_URL);
    const b = await connectRedis(TEST_REDIS_URL);
    const key = `test:${freshAddress()}`;
    try {
      const [first, second] = [redisCounters(a), redisCounters(b)];
      expect(await first.hit(key, 60_000)).toBe(1);
      expect(await second.hit(key, 60_000)).toBe(2);
      const ttl = await a.pttl(`shop:count:${key}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      expect(await first.hit(key, 600_000)).toBe(3);
      expect(await a.pttl(`shop:count:${key}`)).toBeLessThanOrEqual(60_000);
    } finally {
      await a.del(`shop:count:${key}`);
      a.disconnect();
      b.disconnect();
    }
  });
});

describe('the connection to REDIS_URL', () => {
  it('refuses to start with one clear line when Redis does not answer', async () => {
    await expect(connectRedis('redis://127.0.0.1:1', 1_000)).rejects.toThrow(/REDIS_URL does not answer/);
  });

  it('counts per process in memory without Redis, each window on its own', async () => {
    const counters = memoryCounters();
    expect(await counters.hit('a', 60_000)).toBe(1);
    expect(await counters.hit('a', 60_000)).toBe(2);
    expect(await counters.hit('b', 60_000)).toBe(1);
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
