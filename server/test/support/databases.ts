import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The Postgres server the tests use when one answers (trust authentication). */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const PROBE = `
const { Client } = require('pg');
const client = new Client({ connectionString: process.argv[1], connectionTimeoutMillis: 1500 });
client.connect().then(() => client.query('select 1')).then(() => process.exit(0), () => process.exit(1));
setTimeout(() => process.exit(1), 2500);
`;

/**
 * Whether Postgres answers, asked once per worker. Synchronous on purpose: jest decides
 * between describe and describe.skip while it collects the tests.
 */
export function postgresAvailable(): boolean {
  if (process.env.SHOP_TEST_POSTGRES === undefined) {
    let ok: boolean;
    try {
      execFileSync(process.execPath, ['-e', PROBE, TEST_POSTGRES_URL], {
        stdio: 'ignore',
        timeout: 4000,
        cwd: __dirname,
      });
      ok = true;
    } catch {
      ok = false;
    }
    process.env.SHOP_TEST_POSTGRES = ok ? '1' : '0';
  }
  return process.env.SHOP_TEST_POSTGRES === '1';
}

/** A fresh database with a random name; returns its URL and a function that drops it. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
