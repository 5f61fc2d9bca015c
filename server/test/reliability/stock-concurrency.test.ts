import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@shop/shared/contracts';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../../src/core/db/client';
import { orders } from '../../src/core/db/schema';
import { expireReservations } from '../../src/checkout/stock/reservations';
import { postgresAvailable } from '../support/databases';
import { createTestShop, testConfig, type TestShop } from '../support/test-shop';
import { writeFigures } from './figures';
import { prepareDatabase, type PreparedDatabase } from './prepared-database';
import {
  API,
  APPROVING_CARD,
  DECLINING_CARD,
  audit,
  cartOf,
  checkout,
  keyOf,
  lastOrderId,
  lostOrders,
  payAtGateway,
  pickSizes,
  postJson,
  setStock,
  stockOf,
  type Checkout,
} from './shopper';
import { startShopProcess, type ShopProcess } from './shop-process';

const BUYERS = 40;
const STOCK = 4;
const figures: Record<string, object> = {};

afterAll(() => {
  if (Object.keys(figures).length) writeFigures('stock-concurrency', { buyers: BUYERS, stock: STOCK, runs: figures });
});

/**
 * Many shoppers confirm at once for the last pieces of one size; then one order is paid, one
 * declined, one left to expire and one paid while two expiry runs race it.
 */
async function lastPieces(origins: string[], db: Db, expiryDbs: [Db, Db]) {
  const [size] = await pickSizes(db, 1);
  await setStock(db, size!, STOCK);
  const initial = new Map([[keyOf(size!), { stock: size!, qta: STOCK }]]);
  const before = await lastOrderId(db);
  const login = await postJson<{ xtstoredsession?: string }>(origins[0]!, `${API}/AccountAction/login`, testConfig().demo, {
    ip: '10.200.0.1',
  });
  const token = login.body.xtstoredsession;
  expect(token).toBeTruthy();
  const cart = cartOf([{ stock: size!, pieces: 1 }]);

  const replies: Checkout[] = await Promise.all(
    // One signed-in customer among the guests (a customer's new cart would end their own earlier reservation).
    Array.from({ length: BUYERS }, (_, i) => checkout(origins[i % origins.length]!, i + 1, cart, i === 0 ? token : undefined)),
  );
  const created = replies.filter((r): r is Extract<Checkout, { ok: true }> => r.ok);
  const refused = replies.filter((r): r is Extract<Checkout, { ok: false }> => !r.ok);
  const errors = refused.filter((r) => r.status !== 200 || !r.message.includes(MESSAGES.quantityUnavailable));
  expect(errors).toEqual([]);
  expect(created).toHaveLength(STOCK);
  expect(await stockOf(db, size!)).toBe(0);

  const [paid, declined, expiring, raced] = created;
  const gateway = origins[origins.length - 1]!;
  expect((await payAtGateway(gateway, paid!.payment, APPROVING_CARD)).status).toBe(303);
  expect((await payAtGateway(origins[0]!, declined!.payment, DECLINING_CARD)).status).toBe(303);
  // Declined: the order stays payable with its piece reserved until its reservation runs out.
  const [stillPending] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(inArray(orders.orderId, [declined!.orderId]));
  expect(stillPending?.status).toBe('PendingTransaction');
  await db
    .update(orders)
    .set({ createdAt: sql`now() - interval '2 hours'` })
    .where(inArray(orders.orderId, [declined!.orderId, expiring!.orderId, raced!.orderId]));
  const [firstRun, secondRun, racedPayment] = await Promise.all([
    expireReservations(expiryDbs[0], 30),
    expireReservations(expiryDbs[1], 30),
    payAtGateway(gateway, raced!.payment, APPROVING_CARD),
  ]);
  expect(racedPayment.status).toBe(303);
  // The gateway retries the approved payment: nothing moves the second time.
  expect((await payAtGateway(origins[0]!, paid!.payment, APPROVING_CARD)).status).toBe(303);

  const statuses = Object.fromEntries(
    (
      await db
        .select()
        .from(orders)
        .where(
          inArray(
            orders.orderId,
            created.map((c) => c.orderId),
          ),
        )
    ).map((o) => [o.orderId, o.status]),
  );
  expect(statuses[paid!.orderId]).toBe('WaitDelivery');
  expect(statuses[declined!.orderId]).toBe('Expired');
  expect(statuses[expiring!.orderId]).toBe('Expired');
  // Paid in time, or expired first and then taken again from the stock the others gave back.
  expect(statuses[raced!.orderId]).toBe('WaitDelivery');
  const paidUnits = Object.values(statuses).filter((s) => s === 'WaitDelivery').length;
  expect(await stockOf(db, size!)).toBe(STOCK - paidUnits);
  const books = await audit(db, initial, before);
  expect(books.problems).toEqual([]);
  expect(Object.values(statuses)).not.toContain('PendingTransaction');
  const lost = await lostOrders(
    db,
    created.map((c) => c.orderId),
  );
  expect(lost).toEqual([]);
  return {
    instances: origins.length,
    attempts: BUYERS,
    ordersCreated: created.length,
    refused: refused.length,
    errors: errors.length,
    unitsOversold: books.oversold,
    ordersLost: lost.length,
    expiredByTwoConcurrentRuns: firstRun + secondRun,
    finalStatuses: Object.values(statuses).sort(),
    stockInitial: STOCK,
    stockFinal: await stockOf(db, size!),
    unitsPaid: paidUnits,
    inconsistencies: books.problems.length,
  };
}

/**
 * Two sizes, carts listing them in opposite orders: the checkouts lock the same stock rows and must
 * wait for each other, never deadlock (an error for the shopper) or oversell.
 */
async function crossedCarts(origins: string[], db: Db) {
  const [first, second] = await pickSizes(db, 2);
  const pieces = 10;
  const buyers = 30;
  for (const size of [first!, second!]) await setStock(db, size, pieces);
  const before = await lastOrderId(db);
  const carts = [
    cartOf([
      { stock: first!, pieces: 1 },
      { stock: second!, pieces: 1 },
    ]),
    cartOf([
      { stock: second!, pieces: 1 },
      { stock: first!, pieces: 1 },
    ]),
  ];
  const replies = await Promise.all(
    Array.from({ length: buyers }, (_, i) => checkout(origins[i % origins.length]!, 500 + i, carts[i % 2]!)),
  );
  const created = replies.filter((r) => r.ok).length;
  const errors = replies.filter((r) => !r.ok && (r.status !== 200 || !r.message.includes(MESSAGES.quantityUnavailable)));
  const books = await audit(db, new Map([first!, second!].map((stock) => [keyOf(stock), { stock, qta: pieces }])), before);
  expect(errors).toEqual([]);
  expect(created).toBe(pieces);
  expect(books.problems).toEqual([]);
  return {
    attempts: buyers,
    ordersCreated: created,
    refused: buyers - created - errors.length,
    errors: errors.length,
    unitsOversold: books.oversold,
  };
}

describe('the last pieces under concurrent checkouts (pglite, one server over HTTP)', () => {
  let shop: TestShop;
  let origin = '';
  beforeAll(async () => {
    // Behind the shop's reverse proxy on this machine: each shopper's address comes in x-forwarded-for.
    shop = await createTestShop('pglite', { trustProxy: ['loopback'], rateLimitFactor: 1000 });
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const address = shop.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 120_000);
  afterAll(async () => shop?.close());

  it('never sells more than the stock and leaves no reservation hanging', async () => {
    figures.pglite = await lastPieces([origin], shop.database.db, [shop.database.db, shop.database.db]);
  }, 60_000);

  it('serves crossed two-size carts without a deadlock or an oversell', async () => {
    figures.pgliteCrossedCarts = await crossedCarts([origin], shop.database.db);
  }, 60_000);
});

const onPostgres = postgresAvailable() ? describe : describe.skip;

onPostgres('the last pieces under concurrent checkouts (postgres, two server processes)', () => {
  let prepared: PreparedDatabase;
  let second: Database;
  let servers: ShopProcess[] = [];
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-stock-'));
    prepared = await prepareDatabase('postgres');
    second = await openDatabase({ databaseUrl: prepared.url });
    servers = await Promise.all(
      ['a', 'b'].map((name) => startShopProcess({ dataDir: path.join(dataDir, name), databaseUrl: prepared.url! })),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await second?.close();
    await prepared?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('never sells more than the stock across instances and leaves no reservation hanging', async () => {
    figures.postgresTwoInstances = await lastPieces(
      servers.map((s) => s.origin),
      prepared.database.db,
      [prepared.database.db, second.db],
    );
  }, 60_000);

  it('serves crossed two-size carts across instances without a deadlock or an oversell', async () => {
    figures.postgresTwoInstancesCrossedCarts = await crossedCarts(
      servers.map((s) => s.origin),
      prepared.database.db,
    );
  }, 60_000);
});
