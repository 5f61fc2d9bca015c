import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../core/app-deps';
import { queryRows, type PoolUse } from '../core/db/client';
import { opsAllowed } from './health';

/** What the metrics read from parts built elsewhere: the catalogue cache and the database pool. */
export interface MetricSources {
  cache: (() => { hits: number; misses: number; bytes: number; entries: number }) | null;
  poolUse: (() => PoolUse) | null;
  /** The list index: the articles it holds and whether it answers now. */
  listIndex: (() => { articles: number; current: boolean }) | null;
  /** Remotes the pages reported failing, by remote, release and kind (load or render). */
  remoteFailures: (() => { remote: string; release: string; kind: string; count: number }[]) | null;
}

/**
 * Prometheus metrics at GET /metrics (prom-client), for the machine itself or the operations
 * token: requests by route, method and status with their duration, the catalogue cache, the mail
 * outbox, the database pool and orders by status. One registry per app (tests build many).
 */
export function registerMetrics(app: FastifyInstance, { db, config }: AppDeps, sources: MetricSources): void {
  const registry = new Registry();
  const labelNames = ['route', 'method', 'status'] as const;
  const requests = new Counter({ name: 'shop_http_requests_total', help: 'HTTP requests answered', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the raw address: ids and queries would make a series each.
    const labels = { route: request.routeOptions.url ?? 'unmatched', method: request.method, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const cacheGauge = (name: string, help: string, read: (stats: NonNullable<ReturnType<NonNullable<MetricSources['cache']>>>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = sources.cache?.();
        if (stats) this.set(read(stats));
      },
    });
  cacheGauge('shop_read_cache_hits_total', 'Catalogue reads answered from the cache', (stats) => stats.hits);
  cacheGauge('shop_read_cache_misses_total', 'Catalogue reads that went to the database', (stats) => stats.misses);
  cacheGauge('shop_read_cache_bytes', 'Bytes held by the catalogue cache', (stats) => stats.bytes);
  cacheGauge('shop_read_cache_entries', 'Answers held by the catalogue cache', (stats) => stats.entries);

  new Gauge({
    name: 'shop_list_index_articles',
    help: 'Live articles the list index holds in memory (0 below CATALOGUE_INDEX_FROM)',
    registers: [registry],
    collect() {
      this.set(sources.listIndex?.().articles ?? 0);
    },
  });
  new Gauge({
    name: 'shop_list_index_current',
    help: '1 while the list index answers the lists and facets, 0 while it loads or reads a change (the database answers)',
    registers: [registry],
    collect() {
      this.set(sources.listIndex?.().current ? 1 : 0);
    },
  });

  new Gauge({
    name: 'shop_remote_failures_total',
    help: 'Remotes that failed to load or threw while rendering, as the pages reported them, by remote, release and kind',
    labelNames: ['remote', 'release', 'kind'],
    registers: [registry],
    collect() {
      for (const failure of sources.remoteFailures?.() ?? []) {
        this.set({ remote: failure.remote, release: failure.release, kind: failure.kind }, failure.count);
      }
    },
  });

  new Gauge({
    name: 'shop_mail_outbox_messages',
    help: 'Mail in the outbox by status (pending waits or retries; failed was given up)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await queryRows<{ status: string; n: number }>(
        db,
        sql`select status, count(*)::int as n from mail_outbox group by status`,
      );
      for (const row of rows) this.set({ status: row.status }, row.n);
    },
  });
  new Gauge({
    name: 'shop_orders',
    help: 'Orders by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await queryRows<{ status: string; n: number }>(db, sql`select status, count(*)::int as n from orders group by status`);
      for (const row of rows) this.set({ status: row.status }, row.n);
    },
  });
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database pool connections (total, idle) and queries waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = sources.poolUse?.();
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });

  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!opsAllowed(request, config.opsToken)) return reply.code(404).send({ error: true, message: 'Not found' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
