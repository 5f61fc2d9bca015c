// Starts the production server for the journeys on a fresh embedded database.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.join(here, '.data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '4180',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  // Every journey comes from one address: the per-address limits are raised, never switched off.
  RATE_LIMIT_FACTOR: '50',
  // The releases journey activates and rolls back with it; a release two pages report failing goes back by itself.
  OPS_TOKEN: 'journeys-operations-token',
  REMOTE_ROLLBACK_FAILURES: '2',
  // BRT pushes its tracking events to the shop, signed with this secret (the carrier's delivery journey).
  CARRIER_SECRET_BRT: 'journeys-carrier-secret-brt',
};

// Deploy tokens of two teams, made by the command line before the server owns the embedded database.
const token = (remote) =>
  execFileSync(process.execPath, [path.join(here, '../server/dist/remotes.js'), 'token', remote], { env, encoding: 'utf8' }).trim();
writeFileSync(
  path.join(dataDir, 'release-tokens.json'),
  JSON.stringify({ ops: env.OPS_TOKEN, catalog: token('catalog'), cart: token('cart') }),
);

const server = spawn(process.execPath, [path.join(here, '../server/dist/main.js')], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
