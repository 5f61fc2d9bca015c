import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../core/app-deps';
import { queryRows } from '../core/db/client';

/** Set when the server is shutting down: readiness answers 503 so the load balancer sends no more. */
export interface Readiness {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Operations endpoints (readiness, metrics) answer the machine itself, or a caller with
 * `Authorization: Bearer <OPS_TOKEN>` when a token is configured; anyone else gets a 404.
 */
export function opsAllowed(request: FastifyRequest, token: string | undefined): boolean {
  if (token && request.headers.authorization === `Bearer ${token}`) return true;
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && LOOPBACK.has(request.ip);
}

/** The number of migrations this build carries (entries of the migrations journal). */
function expectedMigrations(migrationsDir: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

interface Check {
  ok: boolean;
  detail?: string;
}

/** GET /healthz (alive, public) and GET /readyz (database, migrations, mail worker, not draining). */
export function registerHealth(app: FastifyInstance, { db, config, outbox }: AppDeps, readiness: Readiness): void {
  const expected = expectedMigrations(config.migrationsDir);
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get('/healthz', async (_request, reply) => {
    noStore(reply);
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    noStore(reply);
    if (!opsAllowed(request, config.opsToken)) return reply.code(404).send({ error: true, message: 'Not found' });
    const checks: Record<string, Check> = {};
    try {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const applied = row?.n ?? 0;
      checks.database = { ok: true };
      checks.migrations = applied >= expected ? { ok: true } : { ok: false, detail: `${applied} of ${expected} applied` };
    } catch (error) {
      checks.database = { ok: false, detail: error instanceof Error ? error.message : String(error) };
      checks.migrations = { ok: false, detail: 'database not answering' };
    }
    checks.mail = outbox.running() ? { ok: true } : { ok: false, detail: 'mail outbox worker stopped' };
    checks.serving = readiness.draining ? { ok: false, detail: 'shutting down' } : { ok: true };
    const ready = Object.values(checks).every((check) => check.ok);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
