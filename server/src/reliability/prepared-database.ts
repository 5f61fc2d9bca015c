import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../seed';
import { createTestDatabase } from '../testing/databases';
import { testConfig } from '../testing/test-shop';

/** Articles seeded for the process suites: enough sellable sizes, quick to make. */
export const PROCESS_ARTICLES = 24;

export interface PreparedDatabase {
  database: Database;
  /** Postgres URL, or undefined for the embedded database in `pgliteDir`. */
  url: string | undefined;
  close(): Promise<void>;
}

/**
 * A migrated, seeded database the test reads and writes directly while server processes use it:
 * a fresh Postgres database, or an embedded one in a folder (closed again before a server opens it).
 */
export async function prepareDatabase(kind: 'pglite' | 'postgres', pgliteDir?: string): Promise<PreparedDatabase> {
  const config = testConfig();
  const postgres = kind === 'postgres' ? await createTestDatabase() : null;
  const database = await openDatabase({ databaseUrl: postgres?.url, pgliteDir: pgliteDir ?? null });
  await database.migrate(config.migrationsDir);
  await seedDatabase(database.db, { articles: PROCESS_ARTICLES, demo: config.demo, staff: config.staff });
  return {
    database,
    url: postgres?.url,
    async close() {
      await database.close().catch(() => undefined);
      await postgres?.drop();
    },
  };
}
