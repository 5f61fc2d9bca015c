import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { useSharedStandInKey } from './payment/stand-in-key';
import { isDatabaseEmpty, seedDatabase } from './seed';

/** Migrates, seeds an empty database, then serves the shop. */
async function start(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const app = await buildApp({ db: database.db, config, changes: database.changes });
  await database.exclusive(async () => {
    await database.migrate(config.migrationsDir);
    if (await isDatabaseEmpty(database.db)) {
      app.log.info({ articles: config.seedArticles }, 'empty database: seeding the demo shop');
      await seedDatabase(database.db, {
        articles: config.seedArticles,
        demo: config.demo,
        staff: config.staff,
        log: (message) => app.log.info(message),
      });
    }
  });
  await useSharedStandInKey(database.db, config);
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind, apiBase: config.apiBase }, 'shop ready');
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
