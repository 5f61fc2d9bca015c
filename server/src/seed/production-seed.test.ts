import { count } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type Database, type Db } from '../core/db/client';
import * as schema from '../core/db/schema';
import { createTestDatabase, postgresAvailable } from '../../test/support/databases';
import { testConfig } from '../../test/support/test-shop';
import { isDatabaseEmpty, seedDatabase } from './index';

const config = testConfig();

async function rows(db: Db, table: AnyPgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** A migrated, empty database of each kind. */
async function emptyDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: Database; close(): Promise<void> }> {
  const postgres = kind === 'postgres' ? await createTestDatabase() : null;
  const database = await openDatabase({ databaseUrl: postgres?.url, pgliteDir: null });
  await database.migrate(config.migrationsDir);
  return {
    database,
    async close() {
      await database.close();
      await postgres?.drop();
    },
  };
}

for (const kind of ['pglite', 'postgres'] as const) {
  const run = kind === 'postgres' && !postgresAvailable() ? describe.skip : describe;
  run(`production seed (${kind})`, () => {
    it('creates the starting catalogue and contents, and no customer, order or staff user', async () => {
      const { database, close } = await emptyDatabase(kind);
      try {
        await seedDatabase(database.db, { articles: 30, demo: config.demo, staff: config.staff, demoUsers: false });
        expect(await rows(database.db, schema.articolo)).toBe(30);
        expect(await rows(database.db, schema.containers)).toBeGreaterThan(0);
        expect(await rows(database.db, schema.famigliaArticolo)).toBeGreaterThan(0);
        expect(await rows(database.db, schema.staffUsers)).toBe(0);
        expect(await rows(database.db, schema.customers)).toBe(0);
        expect(await rows(database.db, schema.orders)).toBe(0);
        // The catalogue alone makes the database a used one: a restart does not seed again.
        expect(await isDatabaseEmpty(database.db)).toBe(false);
      } finally {
        await close();
      }
    }, 120_000);

    it('leaves the demo users out by default when NODE_ENV is production', async () => {
      const { database, close } = await emptyDatabase(kind);
      const before = process.env.NODE_ENV;
      try {
        process.env.NODE_ENV = 'production';
        await seedDatabase(database.db, { articles: 10, demo: config.demo, staff: config.staff });
        expect(await rows(database.db, schema.articolo)).toBe(10);
        expect(await rows(database.db, schema.staffUsers)).toBe(0);
        expect(await rows(database.db, schema.customers)).toBe(0);
      } finally {
        process.env.NODE_ENV = before;
        await close();
      }
    }, 120_000);
  });
}

describe('demo seed outside production', () => {
  it('still creates the demo customer and the staff user', async () => {
    const { database, close } = await emptyDatabase('pglite');
    try {
      await seedDatabase(database.db, { articles: 10, demo: config.demo, staff: config.staff });
      expect(await rows(database.db, schema.staffUsers)).toBe(1);
      expect(await rows(database.db, schema.customers)).toBe(1);
    } finally {
      await close();
    }
  }, 120_000);
});
