import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { accountActionLimits } from '../../src/app/action-registry';
import { orders } from '../../src/core/db/schema';
import { postgresAvailable } from '../support/databases';
import { redisAvailable, TEST_REDIS_URL } from '../support/redis';
import { testConfig } from '../support/test-shop';
import { freePort } from '../support/free-port';
import { startBalancer, type Balancer } from './balancer';
import { writeFigures } from './figures';
import { prepareDatabase, type PreparedDatabase } from './prepared-database';
import {
  API,
  APPROVING_CARD,
  audit,
  checkout,
  crossedCart,
  keyOf,
  lastOrderId,
  lostOrders,
  payAtGateway,
  pickSizes,
  postJson,
  setStock,
  type Checkout,
  type StockKey,
} from './shopper';
import { startShopProcess, type ShopProcess } from './shop-process';

const STOCK = 100;
const FIRST_WAVE = 60;
/** One instance is killed when this many checkouts of the first wave have been answered. */
const KILL_AFTER = 15;
const SECOND_WAVE = 24;
const PAID = 6;

const run = postgresAvailable() && redisAvailable() ? describe : describe.skip;

type Created = Extract<Checkout, { ok: true }>;

/** Three instances on one Postgres and one Redis behind HAProxy with the shop's deploy/haproxy.cfg. */
run('three instances behind the real load balancer (postgres, redis, haproxy)', () => {
  let prepared: PreparedDatabase;
  let instances: ShopProcess[] = [];
  let balancer: Balancer | undefined;
  let dataDir = '';
  let sizes: StockKey[] = [];
  // A fresh address range each run: the limits' counts in Redis outlive a run for their window.
  const net = `10.${100 + (randomBytes(1)[0]! % 150)}.${randomBytes(1)[0]!}`;
  const opsToken = randomBytes(16).toString('hex');

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-lb-'));
    prepared = await prepareDatabase('postgres');
    sizes = await pickSizes(prepared.database.db, 3);
    for (const size of sizes) await setStock(prepared.database.db, size, STOCK);
    const port = await freePort();
    instances = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        startShopProcess({
          dataDir: path.join(dataDir, name),
          databaseUrl: prepared.url!,
          env: {
            REDIS_URL: TEST_REDIS_URL,
            OPS_TOKEN: opsToken,
            // Behind the balancer every instance has the one public address.
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            // The production limits: they must hold across the instances.
            RATE_LIMIT_FACTOR: '1',
          },
        }),
      ),
    );
    balancer = await startBalancer({ port, instances: instances.map((i) => i.origin), opsToken });
  }, 180_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    await prepared?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const figures: Record<string, unknown> = { instances: 3, balancer: 'HAProxy with deploy/haproxy.cfg' };
  afterAll(() => writeFigures('load-balancer', figures));

  it('keeps every rate limit across the instances', async () => {
    const origin = balancer!.origin;
    const login = accountActionLimits.login!.perEmail!;
    const email = `${randomBytes(4).toString('hex')}@example.com`;
    const attempts: number[] = [];
    for (let i = 0; i <= login.max; i += 1) {
      const reply = await postJson(origin, `${API}/AccountAction/login`, { email, password: 'sbagliata-123' }, { ip: `${net}.1` });
      attempts.push(reply.status);
    }
    // Ten wrong passwords for one account from one address, spread over three instances, then refused.
    expect(attempts.slice(0, login.max)).toEqual(Array(login.max).fill(200));
    expect(attempts[login.max]).toBe(429);
    // From another address the owner is not locked out.
    const owner = await postJson<{ error: boolean }>(origin, `${API}/AccountAction/login`, testConfig().demo, { ip: `${net}.2` });
    expect(owner.body.error).toBe(false);

    const contact = accountActionLimits.contact!;
    const calls: number[] = [];
    for (let i = 0; i <= contact.max; i += 1) {
      calls.push((await postJson(origin, `${API}/AccountAction/contact`, {}, { ip: `${net}.3` })).status);
    }
    expect(calls).toEqual([...Array(contact.max).fill(400), 429]);
    figures.rateLimits = { loginPerAccountAndAddress: attempts, contactPerAddress: calls };
  }, 60_000);

  it('loses no order and oversells nothing when an instance is killed mid-load', async () => {
    const origin = balancer!.origin;
    const db = prepared.database.db;
    const initial = new Map(sizes.map((stock) => [keyOf(stock), { stock, qta: STOCK }]));
    const afterId = await lastOrderId(db);

    let answered = 0;
    let reachedKillPoint: () => void = () => undefined;
    const killPoint = new Promise<void>((resolve) => (reachedKillPoint = resolve));
    const firstWave = Array.from({ length: FIRST_WAVE }, (_, i) =>
      checkout(origin, 4000 + i, crossedCart(sizes, i)).then(
        (reply) => {
          answered += 1;
          if (answered >= KILL_AFTER) reachedKillPoint();
          return reply;
        },
        () => null,
      ),
    );
    await Promise.race([killPoint, Promise.all(firstWave)]);
    await instances[1]!.kill();
    const first = await Promise.all(firstWave);

    // The balancer leaves the dead instance out: every later checkout is answered.
    const second = await Promise.all(Array.from({ length: SECOND_WAVE }, (_, i) => checkout(origin, 5000 + i, crossedCart(sizes, i))));
    expect(second.filter((reply) => !reply.ok)).toEqual([]);

    const created = [...first, ...second].filter((reply): reply is Created => reply?.ok === true);
    // Paid through the balancer: the stand-in gateway notifies the public address, any instance takes it.
    const toPay = created.slice(0, PAID);
    for (const order of toPay) expect((await payAtGateway(origin, order.payment, APPROVING_CARD)).status).toBe(303);
    const paid = await db
      .select({ orderId: orders.orderId, status: orders.status })
      .from(orders)
      .where(
        inArray(
          orders.orderId,
          toPay.map((o) => o.orderId),
        ),
      );
    expect(paid.map((o) => o.status)).toEqual(Array(PAID).fill('WaitDelivery'));

    const session = await postJson<{ error: boolean; xtstoredsession?: string }>(origin, `${API}/AccountAction/login`, testConfig().demo, {
      ip: `${net}.9`,
    });
    expect(session.body.error).toBe(false);

    const books = await audit(db, initial, afterId);
    const lost = await lostOrders(
      db,
      created.map((c) => c.orderId),
    );
    const [firstOrder] = await db.select().from(orders).where(eq(orders.orderId, created[0]!.orderId));
    expect(firstOrder).toBeDefined();
    Object.assign(figures, {
      checkoutsSent: FIRST_WAVE + SECOND_WAVE,
      killedAfterAnswers: KILL_AFTER,
      cutByKill: first.filter((reply) => reply === null || !reply.ok).length,
      answeredAfterKill: second.length,
      ordersAnswered: created.length,
      ordersFound: books.orders,
      ordersByStatus: books.byStatus,
      ordersPaidThroughBalancer: PAID,
      ordersLost: lost.length,
      unitsOversold: books.oversold,
      inconsistencies: books.problems.length,
    });
    expect(books.problems).toEqual([]);
    expect(lost).toEqual([]);
    expect(books.oversold).toBe(0);
  }, 120_000);

  it('names the public address behind the balancer, whatever X-Forwarded-Host a client sends', async () => {
    const robots = await fetch(`${balancer!.origin}/robots.txt`, { headers: { 'x-forwarded-host': 'altrove.example' } });
    const text = await robots.text();
    expect(text).toContain(`Sitemap: ${balancer!.origin}/sitemap.xml`);
    expect(text).not.toContain('altrove.example');
  });

  it('serves the remotes\u2019 hashed files from the balancer\u2019s cache and keeps readiness private', async () => {
    const origin = balancer!.origin;
    const page = await (await fetch(`${origin}/`)).text();
    const asset = /src="(\/[^"]+[.-][0-9a-f]{8,}\.js)"/.exec(page)?.[1];
    expect(asset).toBeDefined();
    const once = await fetch(`${origin}${asset}`);
    const twice = await fetch(`${origin}${asset}`);
    expect(once.headers.get('cache-control')).toContain('immutable');
    expect(twice.status).toBe(200);
    expect(twice.headers.get('age')).not.toBeNull();
    expect((await fetch(`${origin}/readyz`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics`)).status).toBe(404);
    figures.assetCachedByBalancer = asset;
  });
});
