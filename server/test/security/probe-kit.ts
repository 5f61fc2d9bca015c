import type { AddressInfo } from 'node:net';
import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../src/core/db/client';
import * as schema from '../../src/core/db/schema';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { createTestShop, testConfig, type DatabaseKind, type TestShop } from '../support/test-shop';

/** A seeded shop listening on a real port, with a real SMTP server behind its mailer. */
export interface ProbeShop {
  shop: TestShop;
  smtp: TestSmtp;
  origin: string;
  db: Db;
  close(): Promise<void>;
}

export async function startProbeShop(kind: DatabaseKind): Promise<ProbeShop> {
  const smtp = await startTestSmtp();
  // As behind the shop's reverse proxy on the same machine: its x-forwarded-for is believed. The
  // per-email limits (staff and customer logins repeat for every row) are raised: they have their own tests.
  const shop = await createTestShop(kind, {
    mail: { ...testConfig().mail, smtpUrl: smtp.url },
    trustProxy: ['loopback'],
    rateLimitFactor: 1000,
    // One carrier sends signed tracking events; the others have no secret.
    carriers: [{ name: 'BRT', slug: 'brt', secret: 'probe-carrier-secret-0123456789' }],
  });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = shop.app.server.address() as AddressInfo;
  return {
    shop,
    smtp,
    origin: `http://127.0.0.1:${port}`,
    db: shop.database.db,
    async close() {
      await shop.close();
      await smtp.close();
    },
  };
}

let clientNumber = 0;
/**
 * A new client address per request. The server trusts the loopback proxy's x-forwarded-for, so the
 * per-address rate limits of login, recovery, contact and the rest do not end a probe run
 * before each endpoint's own checks are reached.
 */
export function nextClientAddress(): string {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
}

export interface ProbeRequest {
  method: 'GET' | 'POST' | 'HEAD';
  /** Path and query. */
  url: string;
  headers?: Record<string, string>;
  /** Sent as is (already serialised). */
  body?: string | Buffer;
}

export interface ProbeResponse {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
  location: string | null;
}

export async function send(origin: string, request: ProbeRequest): Promise<ProbeResponse> {
  const response = await fetch(`${origin}${request.url}`, {
    method: request.method,
    headers: { 'x-forwarded-for': nextClientAddress(), ...request.headers },
    body: request.body,
    redirect: 'manual',
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  let json: unknown = null;
  if (contentType.includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  return { status: response.status, contentType, text, json, location: response.headers.get('location') };
}

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}): ProbeRequest => ({
  method: 'POST',
  url,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name);

/**
 * What a row counts by, where the server itself changes rows in the background: the mail sender
 * marks queued messages sent (status, attempts, times, the body emptied), so a message counts by
 * what was queued, not by its delivery.
 */
const ROW_TEXT: Record<string, string> = {
  mail_outbox: "concat_ws(',', t.id, t.kind, t.recipient, t.subject, t.created_at)",
};

/**
 * Row count and a hash of the contents of every table, computed by the database in one query:
 * equal fingerprints mean nothing was written. (Rate-limit counters live in memory, not here.)
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const parts = tableNames.map((name) => {
    const row = ROW_TEXT[name] ?? 't::text';
    return `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(${row}, '|' order by ${row})), '') as print from "${name}" t`;
  });
  const rows = await queryRows<{ name: string; print: string }>(db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

/** The tables whose fingerprint differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);

/** Field names that must never reach a client. */
export const SECRET_FIELD = /pass(word)?_?hash|password|hash|secret|token|^mac_?key$|code_?hash/i;

/** Paths of fields in a JSON value whose name looks like a secret. */
export function secretFields(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => secretFields(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [
      ...(SECRET_FIELD.test(key) ? [`${path}.${key}`] : []),
      ...secretFields(inner, `${path}.${key}`),
    ]);
  }
  return [];
}

/** Every stored secret: password hashes, session and reset-code hashes. */
export async function storedSecrets(db: Db): Promise<string[]> {
  const hashes = [
    ...(await db.select({ value: schema.customers.passwordHash }).from(schema.customers)),
    ...(await db.select({ value: schema.staffUsers.passwordHash }).from(schema.staffUsers)),
    ...(await db.select({ value: schema.customerSessions.tokenHash }).from(schema.customerSessions)),
    ...(await db.select({ value: schema.staffSessions.tokenHash }).from(schema.staffSessions)),
    ...(await db.select({ value: schema.passwordResetCodes.codeHash }).from(schema.passwordResetCodes)),
  ];
  return hashes.map((row) => row.value).filter((value) => value.length >= 16);
}

/** What a response body leaks: known secret values found in it, and secret-looking field names. */
export function leaks(text: string, json: unknown, secrets: readonly string[]): string[] {
  const found = secrets.filter((secret) => text.includes(secret)).map((secret) => `value ${secret.slice(0, 12)}…`);
  if (text.includes('$argon2')) found.push('an argon2 hash');
  return [...found, ...secretFields(json).map((path) => `field ${path}`)];
}
