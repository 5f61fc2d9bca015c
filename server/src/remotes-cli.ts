import path from 'node:path';
import { loadConfig } from './core/config';
import { openDatabase } from './core/db/client';
import { createObjectStore } from './core/storage/object-store';
import { parseRemotesArgs, runRemotesCommand } from './app/remotes-admin';

/** `node server/dist/remotes.js token|revoke|publish|activate|rollback|list|prune ...`: see REMOTES_USAGE. */
async function run(): Promise<void> {
  const command = parseRemotesArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite'), limits: false });
  const storage = createObjectStore(config);
  try {
    await database.exclusive(() => database.migrate(config.migrationsDir));
    process.stdout.write(`${await runRemotesCommand(database, storage, config, command)}\n`);
  } finally {
    storage.close();
    await database.close();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
