import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, type Db } from '../../src/core/db/client';
import { orders } from '../../src/core/db/schema';
import { postgresAvailable } from '../support/databases';
import { writeFigures } from './figures';
import { prepareDatabase } from './prepared-database';
import {
  APPROVING_CARD,
  audit,
  checkout,
  crossedCart,
  atOrigin,
  gatewayForm,
  keyOf,
  lastOrderId,
  lostOrders,
  payAtGateway,
  pickSizes,
  postForm,
  setStock,
  type Checkout,
} from './shopper';
import { startShopProcess } from './shop-process';

const REQUESTS = 60;
const ROUNDS = 2;
const STOCK = 60;
/** The server is killed when this many checkouts have been answered: the rest are in flight. */
const KILL_AFTER = 12;

const figures: Record<string, object> = {};
afterAll(() => {
  if (Object.keys(figures).length) writeFigures('kill-during-checkout', { requestsPerRound: REQUESTS, rounds: ROUNDS, runs: figures });
});

for (const kind of ['pglite', 'postgres'] as const) {
  const run = kind === 'postgres' && !postgresAvailable() ? describe.skip : describe;
  run(`the server killed during checkouts and restarted (${kind})`, () => {
    let dataDir = '';
    beforeAll(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), `shop-kill-${kind}-`));
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('loses no order, writes no half order, keeps every piece accounted for, and serves again', async () => {
      const pgliteDir = path.join(dataDir, 'pglite');
      const prepared = await prepareDatabase(kind);
      const sizes = await pickSizes(prepared.database.db, 3);
      for (const size of sizes) await setStock(prepared.database.db, size, STOCK);
      const initial = new Map(sizes.map((stock) => [keyOf(stock), { stock, qta: STOCK }]));
      const afterId = await lastOrderId(prepared.database.db);
      // The embedded database has one owner at a time: the test opens it only while no server runs.
      if (kind === 'pglite') await prepared.saveTo(pgliteDir);
      const withDb = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
        if (kind === 'postgres') return work(prepared.database.db);
        const database = await openDatabase({ pgliteDir });
        try {
          return await work(database.db);
        } finally {
          await database.close();
        }
      };
      const start = () => startShopProcess({ dataDir, ...(prepared.url ? { databaseUrl: prepared.url } : {}) });

      const totals = { requestsSent: 0, answeredBeforeKill: 0, cutByKill: 0, kills: 0, paidAfterRestart: 0 };
      const promised: string[] = [];
      const problems: string[] = [];
      try {
        for (let round = 0; round < ROUNDS; round += 1) {
          const server = await start();
          let answered = 0;
          let reachedKillPoint: () => void = () => undefined;
          const killPoint = new Promise<void>((resolve) => (reachedKillPoint = resolve));
          const inFlight = Array.from({ length: REQUESTS }, (_, i) =>
            checkout(server.origin, round * 1000 + i + 1, crossedCart(sizes, i)).then(
              (reply) => {
                answered += 1;
                if (answered >= KILL_AFTER) reachedKillPoint();
                return reply;
              },
              () => null,
            ),
          );
          totals.requestsSent += REQUESTS;
          await Promise.race([killPoint, Promise.all(inFlight)]);
          await server.kill();
          totals.kills += 1;
          const replies = await Promise.all(inFlight);
          const created = replies.filter((r): r is Extract<Checkout, { ok: true }> => r?.ok === true);
          totals.answeredBeforeKill += replies.filter((r) => r !== null).length;
          totals.cutByKill += replies.filter((r) => r === null).length;
          promised.push(...created.map((c) => c.orderId));

          await withDb(async (db) => {
            problems.push(...(await audit(db, initial, afterId)).problems);
            problems.push(...(await lostOrders(db, promised)).map((id) => `order ${id} answered but lost`));
          });

          // The same database again: a payment begun before the kill still verifies and pays.
          const restarted = await start();
          try {
            const first = created[0];
            if (first) {
              const moved = atOrigin(first.payment, restarted.origin);
              const page = await postForm(moved.action, gatewayForm(moved));
              expect(page.status).toBe(200);
              const paid = await payAtGateway(restarted.origin, first.payment, APPROVING_CARD);
              expect(paid.status).toBe(303);
              totals.paidAfterRestart += 1;
            }
            const fresh = await checkout(restarted.origin, round * 1000 + 999, crossedCart(sizes, 0));
            if (fresh.ok) promised.push(fresh.orderId);
            else expect(fresh.status).toBe(200);
          } finally {
            await restarted.stop();
          }
          if (first(created)) {
            const status = await withDb(
              async (db) =>
                (
                  await db
                    .select()
                    .from(orders)
                    .where(eq(orders.orderId, first(created)!))
                ).at(0)?.status,
            );
            expect(status).toBe('WaitDelivery');
          }
        }
        const books = await withDb((db) => audit(db, initial, afterId));
        problems.push(...books.problems);
        const lost = await withDb((db) => lostOrders(db, promised));
        figures[kind] = {
          ...totals,
          ordersAnswered: promised.length,
          ordersFound: books.orders,
          ordersByStatus: books.byStatus,
          ordersLost: lost.length,
          unitsOversold: books.oversold,
          inconsistencies: problems.length,
        };
        expect(problems).toEqual([]);
        expect(lost).toEqual([]);
        expect(books.oversold).toBe(0);
        expect(totals.kills).toBe(ROUNDS);
      } finally {
        await prepared.close();
      }
    }, 150_000);
  });
}

const first = (created: Extract<Checkout, { ok: true }>[]) => created[0]?.orderId;
