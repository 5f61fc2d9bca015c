import path from 'node:path';
import { buildApp } from './app/app';
import { loadConfig } from './core/config';
import { openDatabase } from './core/db/client';
import { useSharedStandInKey } from './checkout';
import { readyForProduction } from './app/production-checks';
import { isDatabaseEmpty, seedDatabase } from './seed';

/** The longest a shutdown may take before the process exits without waiting further. */
const SHUTDOWN_MS = 20_000;

/** Migrates, seeds an empty database, then serves the shop. */
async function start(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const app = await buildApp({ db: database.db, config, changes: database.changes, poolUse: database.poolUse });
  await database.exclusive(async () => {
    await database.migrate(config.migrationsDir);
    if (await isDatabaseEmpty(database.db)) {
      app.log.info({ articles: config.seedArticles, demoUsers: !config.production }, 'empty database: seeding the demo shop');
      await seedDatabase(database.db, {
        articles: config.seedArticles,
        demo: config.demo,
        staff: config.staff,
        demoUsers: !config.production,
        log: (message) => app.log.info(message),
      });
    }
  });
  if (!(await readyForProduction(database.db, config, (line) => app.log.error(line)))) {
    await app.close();
    await database.close();
    process.exit(1);
  }
  await useSharedStandInKey(database.db, config);
  // SIGTERM: readiness turns 503 (the load balancer stops sending), new requests get 503, those in
  // flight finish, the mail worker stops after its current message, then the pool closes; all
  // within SHUTDOWN_MS, after which the process exits anyway.
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    app.readiness.draining = true;
    setTimeout(() => {
      app.log.error({ ms: SHUTDOWN_MS }, 'shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_MS).unref();
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
