import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { openDatabase, type Database } from '../../src/core/db/client';
import { seedDatabase } from '../../src/seed/index';
import { createTestDatabase } from '../support/databases';
import { testConfig } from '../support/test-shop';

/** Articles seeded for the process suites: enough sellable sizes, quick to make. */
export const PROCESS_ARTICLES = 24;

export interface PreparedDatabase {
  database: Database;
  /** Postgres URL, or undefined for the embedded database in `pgliteDir`. */
  url: string | undefined;
  /**
   * Embedded only: writes the in-memory database to a folder for a server process to open and
   * closes it here (seeding straight into a folder is many times slower).
   */
  saveTo(dir: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A migrated, seeded database the test reads and writes directly while server processes use it:
 * a fresh Postgres database, or an embedded one in memory (see saveTo).
 */
export async function prepareDatabase(kind: 'pglite' | 'postgres', articles = PROCESS_ARTICLES): Promise<PreparedDatabase> {
  const config = testConfig();
  const postgres = kind === 'postgres' ? await createTestDatabase() : null;
  const database = await openDatabase({ databaseUrl: postgres?.url, pgliteDir: null });
  await database.migrate(config.migrationsDir);
  await seedDatabase(database.db, { articles, demo: config.demo, staff: config.staff });
  return {
    database,
    url: postgres?.url,
    async saveTo(dir) {
      if (database.kind !== 'pglite') throw new Error('only the embedded database is saved to a folder');
      const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
      await database.close();
      mkdirSync(path.dirname(dir), { recursive: true });
      const saved = new PGlite(dir, { loadDataDir: dump, extensions: { pg_trgm, unaccent } });
      await saved.waitReady;
      await saved.close();
    },
    async close() {
      await database.close().catch(() => undefined);
      await postgres?.drop();
    },
  };
}
