import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app/app';
import { loadConfig, type AppConfig } from '../../src/core/config';
import { openDatabase, type Database } from '../../src/core/db/client';
import { useSharedStandInKey } from '../../src/checkout/payment/stand-in-key';
import { seedDatabase } from '../../src/seed/index';
import { routeRecorder } from '../security/route-list';
import { createTestDatabase, postgresAvailable } from './databases';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestShop {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /**
   * The same database for a test's long setup work (bulk copies for a query plan): on Postgres a
   * second pool without the serving time limits, which a busy machine may exceed while the test is
   * about something else; on PGlite the shop's own. Close it when done.
   */
  withoutTimeLimits(): Promise<{ db: Database['db']; close(): Promise<void> }>;
  close(): Promise<void>;
}

/** Small enough to keep the suite fast, large enough for every family and grouping. */
export const TEST_ARTICLES = 60;

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig({ LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0' }, overrides);
}

/** The configuration of a shop whose PUBLIC_URL is `origin`. */
export const publicAt = (origin: string): Partial<AppConfig> => ({ payment: { ...testConfig().payment, publicUrl: origin } });

/** What a test may hand the shop besides its configuration. */
export type ShopExtras = Pick<BuildOptions, 'storage'>;

/**
 * A migrated, seeded shop on an in-memory PGlite or a fresh Postgres database. Its files (media, mail
 * outbox, uploads) go to a folder of its own, removed when it closes, unless `dataDir` is given.
 */
export async function createTestShop(kind: DatabaseKind, overrides: Partial<AppConfig> = {}, extras: ShopExtras = {}): Promise<TestShop> {
  const ownDir = overrides.dataDir ? null : await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  const config = testConfig({ ...(ownDir ? { dataDir: ownDir } : {}), ...overrides });
  const postgres = kind === 'postgres' ? await createTestDatabase() : null;
  const database = await openDatabase({ databaseUrl: postgres?.url, pgliteDir: null });
  await database.migrate(config.migrationsDir);
  await seedDatabase(database.db, { articles: TEST_ARTICLES, demo: config.demo, staff: config.staff });
  await useSharedStandInKey(database.db, config);
  const routes = routeRecorder();
  const app = await buildApp({ db: database.db, config, logger: false, changes: database.changes, onRoute: routes.onRoute, ...extras });
  routes.keep(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async withoutTimeLimits() {
      if (!postgres) return { db: database.db, close: async () => undefined };
      const batch = await openDatabase({ databaseUrl: postgres.url, pgliteDir: null, limits: false });
      return { db: batch.db, close: () => batch.close() };
    },
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      if (ownDir) await rm(ownDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a suite once per database: PGlite always, Postgres when a server answers (skipped otherwise).
 * `overrides` is read when each shop starts (after the file's own beforeAll hooks).
 */
export function describeEachDatabase(
  title: string,
  suite: (shop: () => TestShop, kind: DatabaseKind) => void,
  overrides: () => Partial<AppConfig> = () => ({}),
  extras: () => ShopExtras = () => ({}),
): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    const run = kind === 'postgres' && !postgresAvailable() ? describe.skip : describe;
    run(`${title} (${kind})`, () => {
      let shop: TestShop | undefined;
      beforeAll(async () => {
        shop = await createTestShop(kind, overrides(), extras());
      }, 120_000);
      afterAll(async () => {
        await shop?.close();
      }, 30_000);
      suite(() => {
        if (!shop) throw new Error('test shop not started');
        return shop;
      }, kind);
    });
  }
}
