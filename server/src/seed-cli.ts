import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './core/config';
import { openDatabase } from './core/db/client';
import { isDatabaseEmpty, resetDatabase, seedDatabase } from './seed';

/** Seeds a catalogue of a chosen size, e.g. `node server/dist/seed.js --articles 100000 --reset`. */
async function run(): Promise<void> {
  const { values } = parseArgs({
    options: { articles: { type: 'string' }, reset: { type: 'boolean', default: false } },
  });
  const config = loadConfig();
  const articles = values.articles ? Number(values.articles) : config.seedArticles;
  if (!Number.isInteger(articles) || articles < 1 || articles > 1_000_000) {
    throw new Error('--articles deve essere un intero tra 1 e 1000000');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite'), limits: false });
  try {
    await database.migrate(config.migrationsDir);
    if (values.reset) await resetDatabase(database, config.migrationsDir);
    else if (!(await isDatabaseEmpty(database.db))) {
      throw new Error('Il database contiene già dati: aggiungi --reset per ricrearlo');
    }
    const started = Date.now();
    await seedDatabase(database.db, {
      articles,
      demo: config.demo,
      staff: config.staff,
      log: (message) => process.stdout.write(`${message}\n`),
    });
    process.stdout.write(`Seed completato: ${articles} articoli in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind})\n`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
