import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { buildApp } from './app/app';
import { openDatabase } from './core/db/client';
import * as schema from './core/db/schema';
import { findRepoRoot } from './core/paths';
import { prepareDatabase, type PreparedDatabase } from '../test/reliability/prepared-database';
import { postgresAvailable } from '../test/support/databases';
import { testConfig } from '../test/support/test-shop';

/** The suites run the bundles production runs: build first (pnpm --filter @shop/server run build). */
const root = findRepoRoot();
const bundle = (name: string) => {
  const file = path.join(root, 'server', 'dist', `${name}.js`);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the server first (pnpm --filter @shop/server run build)`);
  return file;
};

interface Finished {
  code: number | null;
  output: string;
}

/** The shop's environment for a child process: production, embedded database in dataDir unless a URL is given. */
function shopEnv(place: { dataDir: string; databaseUrl?: string }, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://www.atelier-lanterna.example',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    REPO_ROOT: root,
    DATA_DIR: place.dataDir,
    DATABASE_URL: place.databaseUrl ?? '',
    SEED_ARTICLES: '24',
    XPAY_ALIAS: '',
    XPAY_SECRET_KEY: '',
    SMTP_URL: '',
    RECAPTCHA_SECRET: '',
    ALLOW_STAND_IN_GATEWAY: '',
    DEMO_EMAIL: '',
    DEMO_PASSWORD: '',
    STAFF_EMAIL: '',
    STAFF_PASSWORD: '',
    ...extra,
  };
}

/** Runs a bundle to its end, writing `input` to its standard input (a pipe, not a terminal). */
function runBundle(name: string, args: string[], env: NodeJS.ProcessEnv, input = ''): Promise<Finished> {
  const child = spawn(process.execPath, [bundle(name), ...args], { cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} ${args.join(' ')} did not finish:\n${output.slice(-4000)}`));
    }, 90_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Starts the built server; answers its output once it listens (then stops it) or once it has exited. */
function startServer(env: NodeJS.ProcessEnv): Promise<Finished & { listened: boolean }> {
  const child = spawn(process.execPath, [bundle('main')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let listened = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server neither listened nor exited:\n${output.slice(-4000)}`));
    }, 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!listened && output.includes('"shop ready"')) {
        listened = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, listened });
    });
  });
}

const refusals = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('refusing to start in production'))
    .map((line) => (JSON.parse(line) as { msg: string; level: number }).msg);

const STAND_IN_REFUSAL =
  'refusing to start in production: card payments would go to the stand-in gateway; set XPAY_ALIAS and XPAY_SECRET_KEY, or ALLOW_STAND_IN_GATEWAY=1 for a test installation';

/** Signs in through the shop itself, on the database the commands changed. */
async function staffLogin(place: { dataDir: string; databaseUrl?: string }, email: string, password: string): Promise<number> {
  const config = testConfig();
  const database = await openDatabase({ databaseUrl: place.databaseUrl, pgliteDir: path.join(place.dataDir, 'pglite') });
  try {
    const app = await buildApp({ db: database.db, config, logger: false, readCache: false });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/Apps/WebObjects/Shop.woa/wa/StaffAction/login',
        payload: { email, password },
      });
      return response.statusCode;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** Articles, staff users and customers in the embedded database of dataDir. */
async function counts(dataDir: string): Promise<{ articles: number; staff: number; customers: number }> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    const of = async (table: typeof schema.articolo | typeof schema.staffUsers | typeof schema.customers) =>
      (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
    return { articles: await of(schema.articolo), staff: await of(schema.staffUsers), customers: await of(schema.customers) };
  } finally {
    await database.close();
  }
}

describe('going to production on the embedded database', () => {
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-production-'));
  });
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses the stand-in gateway with one line and a non-zero exit, having seeded the catalogue only', async () => {
    const refused = await startServer(shopEnv({ dataDir }));
    expect(refused.listened).toBe(false);
    expect(refused.code).not.toBe(0);
    expect(refusals(refused.output)).toEqual([STAND_IN_REFUSAL]);
    expect(await counts(dataDir)).toEqual({ articles: 24, staff: 0, customers: 0 });
  }, 120_000);

  it('refuses to start without PUBLIC_URL, saying so', async () => {
    const refused = await startServer(shopEnv({ dataDir }, { ALLOW_STAND_IN_GATEWAY: '1', PUBLIC_URL: '' }));
    expect(refused.listened).toBe(false);
    expect(refused.code).not.toBe(0);
    expect(refusals(refused.output)).toEqual([expect.stringMatching(/^refusing to start in production: PUBLIC_URL is not set; /)]);
  }, 120_000);

  it('starts with ALLOW_STAND_IN_GATEWAY=1 and no demo user to sign in as', async () => {
    const started = await startServer(shopEnv({ dataDir }, { ALLOW_STAND_IN_GATEWAY: '1' }));
    expect(refusals(started.output)).toEqual([]);
    expect(started.listened).toBe(true);
    expect(await staffLogin({ dataDir }, 'staff@shop.test', 'Staff!2345')).toBe(401);
  }, 120_000);

  it('adds a staff member with the password piped in, never from the arguments', async () => {
    const env = shopEnv({ dataDir });
    const fromArgs = await runBundle('staff', ['add', 'anna@negozio.it', 'Bottega!2026'], env, 'Bottega!2026\n');
    expect(fromArgs.code).toBe(1);
    expect(fromArgs.output).toMatch(/la password non si scrive sulla riga di comando/);
    const fromOption = await runBundle('staff', ['add', 'anna@negozio.it', '--password', 'Bottega!2026'], env, 'Bottega!2026\n');
    expect(fromOption.code).toBe(1);
    const weak = await runBundle('staff', ['add', 'anna@negozio.it'], env, 'bottega\n');
    expect(weak.code).toBe(1);
    expect(weak.output).toMatch(/La password deve/);
    const demo = await runBundle('staff', ['add', 'anna@negozio.it'], env, 'Staff!2345\n');
    expect(demo.code).toBe(1);
    expect(demo.output).toMatch(/password dimostrativa/);
    expect(await staffLogin({ dataDir }, 'anna@negozio.it', 'Bottega!2026')).toBe(401);

    const added = await runBundle('staff', ['add', 'anna@negozio.it', '--name', 'Anna Rossi'], env, 'Bottega!2026\n');
    expect(added).toMatchObject({ code: 0, output: 'aggiunto anna@negozio.it: può accedere al back-office\n' });
    expect(added.output).not.toContain('Bottega!2026');
    expect(await staffLogin({ dataDir }, 'anna@negozio.it', 'Bottega!2026')).toBe(200);

    const listed = await runBundle('staff', ['list'], env);
    expect(listed).toMatchObject({ code: 0, output: 'anna@negozio.it\tAnna Rossi\tattivo\n' });
  }, 120_000);

  it('changes a password from a piped line (CRLF too) and disables a member', async () => {
    const env = shopEnv({ dataDir });
    const changed = await runBundle('staff', ['password', 'anna@negozio.it'], env, 'Nuova!Bottega7\r\nignored\n');
    expect(changed.code).toBe(0);
    expect(await staffLogin({ dataDir }, 'anna@negozio.it', 'Bottega!2026')).toBe(401);
    expect(await staffLogin({ dataDir }, 'anna@negozio.it', 'Nuova!Bottega7')).toBe(200);

    const disabled = await runBundle('staff', ['disable', 'anna@negozio.it'], env);
    expect(disabled.code).toBe(0);
    expect(await staffLogin({ dataDir }, 'anna@negozio.it', 'Nuova!Bottega7')).toBe(401);
    const enabled = await runBundle('staff', ['enable', 'anna@negozio.it'], env);
    expect(enabled.code).toBe(0);
    expect(await staffLogin({ dataDir }, 'anna@negozio.it', 'Nuova!Bottega7')).toBe(200);

    const unknown = await runBundle('staff', ['disable', 'nobody@negozio.it'], env);
    expect(unknown).toMatchObject({ code: 1, output: 'nessun membro dello staff con email nobody@negozio.it\n' });
  }, 120_000);
});

const onPostgres = postgresAvailable() ? describe : describe.skip;

onPostgres('going to production on a Postgres database seeded as a demo (postgres)', () => {
  let prepared: PreparedDatabase;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-production-pg-'));
    prepared = await prepareDatabase('postgres');
  }, 120_000);
  afterAll(async () => {
    await prepared?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses while the demo staff user and the demo customer keep their passwords, then starts', async () => {
    const place = { dataDir, databaseUrl: prepared.url };
    const env = shopEnv(place, { ALLOW_STAND_IN_GATEWAY: '1' });
    const refused = await startServer(env);
    expect(refused.listened).toBe(false);
    expect(refused.code).not.toBe(0);
    expect(refusals(refused.output)).toEqual([
      "refusing to start in production: staff user staff@shop.test has a known demo password; give it a new one with 'node server/dist/staff.js password staff@shop.test' or disable it with 'node server/dist/staff.js disable staff@shop.test'",
      'refusing to start in production: the demo customer demo@shop.test has a known demo password; delete that customer or change its password, or start production on an empty database',
    ]);

    const changed = await runBundle('staff', ['password', 'staff@shop.test'], env, 'Negozio!Vero42\n');
    expect(changed.code).toBe(0);
    expect(await staffLogin(place, 'staff@shop.test', 'Staff!2345')).toBe(401);
    expect(await staffLogin(place, 'staff@shop.test', 'Negozio!Vero42')).toBe(200);
    await prepared.database.db.delete(schema.customers).where(eq(schema.customers.email, 'demo@shop.test'));

    const started = await startServer(env);
    expect(refusals(started.output)).toEqual([]);
    expect(started.listened).toBe(true);

    const added = await runBundle('staff', ['add', 'luca@negozio.it'], env, 'Luca!Bottega5\n');
    expect(added.code).toBe(0);
    expect(await staffLogin(place, 'luca@negozio.it', 'Luca!Bottega5')).toBe(200);
    const disabled = await runBundle('staff', ['disable', 'luca@negozio.it'], env);
    expect(disabled.code).toBe(0);
    expect(await staffLogin(place, 'luca@negozio.it', 'Luca!Bottega5')).toBe(401);
  }, 180_000);
});
