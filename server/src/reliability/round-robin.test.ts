import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Cart, ConfirmCartReply } from '@shop/shared/contracts';
import { postgresAvailable } from '../testing/databases';
import { testConfig } from '../testing/test-shop';
import { writeFigures } from './figures';
import { prepareDatabase, type PreparedDatabase } from './prepared-database';
import { startRoundRobin, type RoundRobin } from './proxies';
import { API, APPROVING_CARD, cartOf, gatewayForm, pickSizes, postForm, postJson, setStock, type StockKey } from './shopper';
import { startShopProcess, type ShopProcess } from './shop-process';

interface SessionReply {
  error: boolean;
  message?: string;
  cart?: Cart;
  user?: { email: string } | null;
}

const onPostgres = postgresAvailable() ? describe : describe.skip;

/** Requests alternate between two server processes on one Postgres: the shopper notices nothing. */
onPostgres('a shopper behind a round-robin balancer over two server processes (postgres)', () => {
  let prepared: PreparedDatabase;
  let servers: ShopProcess[] = [];
  let balancer: RoundRobin;
  let dataDir = '';
  let sizes: StockKey[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-rr-'));
    prepared = await prepareDatabase('postgres');
    sizes = await pickSizes(prepared.database.db, 2);
    for (const size of sizes) await setStock(prepared.database.db, size, 5);
    servers = await Promise.all(
      ['a', 'b'].map((name) => startShopProcess({ dataDir: path.join(dataDir, name), databaseUrl: prepared.url! })),
    );
    balancer = await startRoundRobin(servers.map((s) => s.origin));
  }, 120_000);
  afterAll(async () => {
    await balancer?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await prepared?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('keeps the session, the cart and the order, and pays with a MAC both instances accept', async () => {
    const origin = balancer.origin;
    const ip = '10.77.0.1';
    const steps: string[] = [];
    const action = <T>(name: string, body: object, token?: string) =>
      postJson<T>(origin, `${API}/AccountAction/${name}`, body, { ip, ...(token ? { token } : {}) });

    const login = await action<{ xtstoredsession?: string }>('login', testConfig().demo);
    const token = login.body.xtstoredsession!;
    expect(token).toBeTruthy();
    steps.push('login');

    for (let i = 0; i < 4; i += 1) {
      const session = await action<SessionReply>('storedSession', { xtstoredsession: token });
      expect(session.body).toMatchObject({ error: false, user: { email: testConfig().demo.email } });
    }
    steps.push('session read on both instances');

    const full = cartOf([
      { stock: sizes[0]!, pieces: 2 },
      { stock: sizes[1]!, pieces: 1 },
    ]);
    expect((await action<SessionReply>('updateCart', { cart: full }, token)).body.error).toBe(false);
    const afterFirst = await action<SessionReply>('storedSession', { xtstoredsession: token });
    expect(afterFirst.body.cart?.righe.map((r) => r.qta_prog.reduce((a, b) => a + b, 0))).toEqual([2, 1]);
    const smaller = cartOf([{ stock: sizes[0]!, pieces: 1 }]);
    expect((await action<SessionReply>('updateCart', { cart: smaller }, token)).body.error).toBe(false);
    const afterSecond = await action<SessionReply>('storedSession', { xtstoredsession: token });
    const cart = afterSecond.body.cart!;
    expect(cart.righe.map((r) => [r.cod_articolo, r.qta_prog.reduce((a, b) => a + b, 0)])).toEqual([[sizes[0]!.codArticolo, 1]]);
    steps.push('cart changed and read back across instances');

    const confirmed = await action<ConfirmCartReply>('confirmCart', { cart }, token);
    expect(confirmed.body.error).toBe(false);
    const payment = confirmed.body.payment!;
    expect(payment.action.startsWith(origin)).toBe(true);
    steps.push('order confirmed');

    // The request MAC was made by one instance; the page is served by whichever comes next.
    for (let i = 0; i < 2; i += 1) {
      const page = await postForm(payment.action, gatewayForm(payment));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Numero carta');
    }
    const paid = await postForm(`${origin}${API}/CartAction/gateway/submit`, gatewayForm(payment, APPROVING_CARD));
    expect(paid.status).toBe(303);
    const back = await fetch(paid.headers.get('location')!, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`${API}/CartAction/ok?outcome=OK`);
    steps.push('paid at the gateway, notification and return checked by the instances');

    for (let i = 0; i < 2; i += 1) {
      const read = await postJson<{ records: { orderId: string; status: string }[] }>(
        origin,
        `${API}/API/read`,
        { entity: 'Order' },
        { ip, token },
      );
      expect(read.status).toBe(200);
      expect(read.body.records.find((o) => o.orderId === confirmed.body.orderId)?.status).toBe('WaitDelivery');
    }
    steps.push('order read as paid on both instances');

    expect((await action<SessionReply>('logout', {}, token)).body.error).toBe(false);
    for (let i = 0; i < 2; i += 1) {
      expect((await action<SessionReply>('storedSession', { xtstoredsession: token })).body.error).toBe(true);
    }
    steps.push('logout seen by both instances');

    const perInstance = [0, 1].map((n) => balancer.served.filter((s) => s === n).length);
    expect(Math.min(...perInstance)).toBeGreaterThanOrEqual(Math.floor(balancer.served.length / 2));
    writeFigures('round-robin', {
      instances: servers.length,
      requestsThroughBalancer: balancer.served.length,
      requestsPerInstance: perInstance,
      failures: 0,
      steps,
      ordersLost: 0,
    });
  }, 60_000);
});
