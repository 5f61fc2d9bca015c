import path from 'node:path';
import { loadConfig } from './core/config';
import { openDatabase } from './core/db/client';
import { backlogRefusal, backlogReport, BacklogRefusal, issueInvoiceBacklog } from './orders';

const USAGE = `uso: node server/dist/invoices.js backlog
  emette le fatture degli ordini pagati mentre i dati fiscali del negozio (SHOP_*) erano incompleti,
  in ordine di pagamento, e le note di credito di quelli rimborsati da allora.
  Con il database integrato (senza DATABASE_URL) ferma prima il server: un solo processo può aprirlo.`;

/** `node server/dist/invoices.js backlog`: see USAGE. */
async function run(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0] !== 'backlog') throw new BacklogRefusal(USAGE);
  const config = loadConfig();
  // Refused before the database is opened or migrated: nothing is touched.
  const refusal = backlogRefusal(config.fiscal);
  if (refusal) throw new BacklogRefusal(refusal);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite'), limits: false });
  try {
    await database.exclusive(() => database.migrate(config.migrationsDir));
    const result = await issueInvoiceBacklog(database.db, config.fiscal);
    process.stdout.write(`${backlogReport(result).join('\n')}\n`);
    if (result.skipped.length) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
