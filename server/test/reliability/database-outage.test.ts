import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverText } from '../../src/core/http/messages';
import { postgresAvailable } from '../support/databases';
import { testConfig } from '../support/test-shop';
import { writeFigures } from './figures';
import { prepareDatabase, type PreparedDatabase } from './prepared-database';
import { startTcpProxy, type Cut, type TcpProxy } from './proxies';
import { API, audit, cartOf, guest, keyOf, lastOrderId, pickSizes, postJson, setStock, type Reply, type StockKey } from './shopper';
import { startShopProcess, type ShopProcess } from './shop-process';

/** How long a request may take to be told the database is away, per kind of outage. */
const ANSWER_WITHIN_MS: Record<Cut, number> = { refuse: 5_000, silent: 10_000 };
const STOCK = 30;

const onPostgres = postgresAvailable() ? describe : describe.skip;

/**
 * The server reaches Postgres through a proxy the test cuts: refused (the database is down) and
 * silent (the network drops everything). Clients get a quick, clear 503; when the database is back
 * the same server process serves again without a restart.
 */
onPostgres('the database unreachable and back (postgres, one server process)', () => {
  let prepared: PreparedDatabase;
  let proxy: TcpProxy;
  let server: ShopProcess;
  let dataDir = '';
  let size: StockKey;
  let afterId = 0;
  let token = '';
  let n = 0;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-outage-'));
    prepared = await prepareDatabase('postgres');
    [size] = (await pickSizes(prepared.database.db, 1)) as [StockKey];
    await setStock(prepared.database.db, size, STOCK);
    afterId = await lastOrderId(prepared.database.db);
    const url = new URL(prepared.url!);
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.host = `127.0.0.1:${proxy.port}`;
    server = await startShopProcess({ dataDir, databaseUrl: url.toString() });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await prepared?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** One of each kind of request a shopper makes that needs the database. */
  const requests = (): Promise<Reply>[] => {
    n += 1;
    const ip = `10.66.${n}.1`;
    const action = (name: string, body: object, withToken = false) =>
      postJson(server.origin, `${API}/AccountAction/${name}`, body, { ip, timeoutMs: 30_000, ...(withToken ? { token } : {}) });
    return [
      action('login', testConfig().demo),
      action('storedSession', { xtstoredsession: token }),
      postJson(server.origin, `${API}/API/read`, { entity: 'Order' }, { ip, token, timeoutMs: 30_000 }),
      action('confirmCart', { cart: cartOf([{ stock: size, pieces: 1 }]), cliente: guest(n), privacy: true }),
    ];
  };

  const allServed = async () => {
    const replies = await Promise.all(requests());
    return replies.every((r) => r.status === 200 && r.body.error !== true);
  };

  const figures: Record<string, object> = {};
  afterAll(() => {
    if (Object.keys(figures).length) writeFigures('database-outage', { serverRestarts: 0, outages: figures });
  });

  it('serves normally through the proxy', async () => {
    const login = await postJson<{ xtstoredsession?: string }>(server.origin, `${API}/AccountAction/login`, testConfig().demo, {
      ip: '10.66.0.1',
    });
    token = login.body.xtstoredsession!;
    expect(token).toBeTruthy();
    expect(await allServed()).toBe(true);
  }, 30_000);

  for (const mode of ['refuse', 'silent'] as const) {
    it(`answers 503 quickly while the database is ${mode === 'refuse' ? 'down' : 'silent'}, then recovers without a restart`, async () => {
      const pid = server.pid;
      await proxy.cut(mode);
      const during: Reply[] = [];
      for (let wave = 0; wave < 2; wave += 1) during.push(...(await Promise.all([...requests(), ...requests()])));
      const statuses = during.map((r) => r.status);
      const slowest = Math.max(...during.map((r) => r.ms));
      expect(server.alive()).toBe(true);

      await proxy.restore();
      const restored = Date.now();
      let recovered = false;
      while (!recovered && Date.now() - restored < 20_000) {
        recovered = await allServed();
        if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const recoveryMs = Date.now() - restored;
      figures[mode] = {
        requestsDuringOutage: during.length,
        answered503: statuses.filter((s) => s === 503).length,
        answered500: statuses.filter((s) => s === 500).length,
        otherAnswers: statuses.filter((s) => s !== 503 && s !== 500).length,
        slowestAnswerMs: slowest,
        recoveredWithinMs: recovered ? recoveryMs : null,
        samePid: server.pid === pid && server.alive(),
      };
      expect(statuses.every((s) => s === 503)).toBe(true);
      for (const reply of during)
        expect(reply.body).toMatchObject({ error: true, statusCode: 503, message: serverText('ita', 'unavailable') });
      expect(slowest).toBeLessThan(ANSWER_WITHIN_MS[mode]);
      expect(recovered).toBe(true);
      expect(server.alive()).toBe(true);
      expect(server.pid).toBe(pid);
    }, 90_000);
  }

  it('took no piece for a checkout that failed during the outages', async () => {
    const books = await audit(prepared.database.db, new Map([[keyOf(size), { stock: size, qta: STOCK }]]), afterId);
    expect(books.problems).toEqual([]);
    expect(books.oversold).toBe(0);
  });
});
