import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction(...)` callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(migrationsFolder: string): Promise<void>;
  /** Runs start-up work (migrate, seed) once even when several instances start together. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Notices between processes sharing the database; null for the embedded one (one process only). */
  changes: ChangeFeed | null;
  /** The Postgres pool's connections now; null for the embedded database (one connection). */
  poolUse: (() => PoolUse) | null;
}

export interface PoolUse {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

/** Postgres LISTEN/NOTIFY on one channel. */
export interface ChangeFeed {
  /** Sends a notice to every listener of the database, this process included. */
  publish(payload: string): Promise<void>;
  /**
   * Listens until the returned function is called. `onGap` is called when the connection was lost
   * (notices may have been missed) and again each time listening resumes.
   */
  subscribe(onNotice: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
}

const CHANGE_CHANNEL = 'shop_catalogue_changes';

/** Arbitrary constant naming the advisory lock that serialises start-up work. */
const STARTUP_LOCK = 7_341_205;

export interface OpenOptions {
  /** postgres:// URL; without it the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; null keeps it in memory. */
  pgliteDir?: string | null;
  /** Postgres only: the serving time limits (POOL_LIMITS); off for long batch work such as a large seed. */
  limits?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.limits ?? true);
  return openPglite(options.pgliteDir ?? null);
}

async function openPglite(dir: string | null): Promise<Database> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  const client = dir ? new PGlite(dir, { extensions: { pg_trgm, unaccent } }) : new PGlite({ extensions: { pg_trgm, unaccent } });
  await client.waitReady;
  await client.exec('create extension if not exists pg_trgm; create extension if not exists unaccent;');
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    // One process owns an embedded database, so there is nobody to wait for.
    exclusive: (work) => work(),
    close: () => client.close(),
    changes: null,
    poolUse: null,
  };
}

/**
 * Time limits that turn a missing or silent database into a quick error (a 503 for the client)
 * instead of a request that hangs: connecting, a query's answer, a statement on the server, and
 * a transaction left idle by a lost client (it would hold its stock rows locked).
 */
export const POOL_LIMITS = {
  connectionTimeoutMillis: 3_000,
  query_timeout: 6_000,
  statement_timeout: 5_000,
  idle_in_transaction_session_timeout: 15_000,
};

async function openPostgres(url: string, limits: boolean): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, keepAlive: true, ...(limits ? POOL_LIMITS : {}) });
  // An idle connection that the database drops must not stop the process: the pool discards it
  // and opens a new one when the database is back.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => endAfterTimeout(client));
  const setup = await pool.connect();
  try {
    await setup.query('create extension if not exists pg_trgm; create extension if not exists unaccent;');
  } finally {
    setup.release();
  }
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    async exclusive(work) {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    changes: {
      publish: async (payload) => {
        await pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
      },
      subscribe: (onNotice, onGap) => listen(url, onNotice, onGap),
    },
  };
}

/** A dedicated connection that LISTENs, reconnecting after a second when it drops. */
async function listen(url: string, onNotice: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) onNotice(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`listen ${CHANGE_CHANNEL}`);
    client = next;
  };
  const lost = (which: pg.Client) => {
    if (stopped || client !== which) return;
    client = null;
    onGap();
    const again = () => {
      retry = undefined;
      if (stopped) return;
      connect().then(onGap, () => {
        retry = setTimeout(again, 1000);
      });
    };
    retry = setTimeout(again, 1000);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current: pg.Client | null = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}

/**
 * A connection whose query got no answer in time still has that query in flight: it is ended, so
 * the pool drops it when released instead of queueing the next request behind a dead query.
 */
function endAfterTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') client.end().catch(() => undefined);
      });
    }
    return result;
  };
}

/** Rows of a raw query; node-postgres and PGlite both answer with `{ rows }`. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
