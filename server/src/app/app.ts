import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import pino from 'pino';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { AppDeps } from '../core/app-deps';
import type { ChangeFeed, PoolUse } from '../core/db/client';
import { registerCors } from '../core/http/cors';
import { registerErrorHandler } from '../core/http/error-handler';
import { policySource, registerSecurityHeaders } from '../core/http/security-headers';
import {
  startCatalogueCache,
  registerApiRead,
  registerApiSuggest,
  registerApiWrite,
  registerMedia,
  registerPhotos,
  UPLOAD_WINDOW_MS,
  registerStaffRead,
  registerSitemap,
  SitemapCache,
} from '../catalogue';
import { registerAccountActions } from './account-action';
import { registerCartActions, createViesClient } from '../checkout';
import { registerManifest } from './manifest';
import { registerHealth, type Readiness } from './health';
import { registerMetrics } from './metrics';
import { registerCarrierRoutes, registerInvoiceRoutes, registerOrderAdminRoutes } from '../orders';
import { registerStaffActions } from '../staff';
import { ActiveReleases, registerReleaseRoutes, shellProvides, type ShellProvides } from '../releases';
import { registerSiteIcons } from './site-icons';
import { registerStatic } from './static';
import { onCatalogueChange } from '../core/changes';
import { registerXapiList } from '../content';
import { createMailer, type Mailer } from '../core/mail/mail';
import { afterReplySettled } from '../core/http/after-reply';
import { createMailOutbox } from '../core/mail/mail-outbox';
import { registerBodyTimeout } from '../core/http/body-timeout';
import { connectRedis } from '../core/http/redis';
import { requestLogFields } from '../core/http/log-redaction';
import { flushLog, registerRequestLog } from '../core/http/request-log';
import { memoryCounters, redisCounters } from '../core/http/shared-counters';
import { createObjectStore, type ObjectStore } from '../core/storage/object-store';
import { keyLock } from '../core/db/key-lock';

export interface BuildOptions extends Omit<AppDeps, 'mailer' | 'outbox' | 'counters' | 'vies' | 'storage' | 'keyLock'> {
  /** Fastify logger options; defaults to pino at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to SMTP_URL, else the outbox folder. */
  mailer?: Mailer;
  /** Defaults to the S3 bucket of S3_*, else `<dataDir>/media`. */
  storage?: ObjectStore;
  /** Notices between servers on one Postgres database, so each one's catalogue cache hears the others' writes. */
  changes?: ChangeFeed | null;
  /** Catalogue answers are cached unless this is false. */
  readCache?: boolean;
  /** The database pool's use, for the metrics (Postgres only). */
  poolUse?: (() => PoolUse) | null;
  /** Told of every route as it is registered (the security tests check their access matrix covers them all). */
  onRoute?: (route: RouteOptions) => void;
}

/** The whole shop server: API, media, manifest and the built front-end. Tests drive it with `inject`. */
export async function buildApp({
  db,
  config,
  logger,
  mailer,
  storage,
  changes = null,
  readCache = true,
  poolUse = null,
  onRoute,
}: BuildOptions): Promise<FastifyInstance> {
  const proxies = config.trustProxy;
  const logStream = logger === false || logger === true || logger?.stream ? null : pino.destination({ dest: 1, sync: false });
  const options: FastifyServerOptions = {
    // The request line without the secrets an address may carry (http/log-redaction.ts).
    logger:
      logger === false || logger === true
        ? logger
        : {
            level: config.logLevel,
            // Lines are written without blocking the event loop (sonic-boom's asynchronous writes),
            // and flushed when the server closes; a hard crash may lose the last few.
            stream: logStream ?? undefined,
            ...logger,
            serializers: { req: requestLogFields, ...(logger?.serializers ?? {}) },
          },
    // One line per request instead of two, and only those LOG_REQUESTS asks for (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    // Off unless TRUST_PROXY names the proxies: a client must not choose its own address.
    trustProxy: typeof proxies === 'number' ? (_address: string, hop: number) => hop < proxies : proxies,
    bodyLimit: 1024 * 1024,
    // Node's own bound on a whole request (headers and body), behind the shorter body timeout below;
    // as long as a photo upload may take (the upload route bounds its own body).
    requestTimeout: Math.max(30_000, config.bodyTimeoutMs * 2, UPLOAD_WINDOW_MS),
  };
  const app = Fastify(options);
  if (logStream) app.addHook('onClose', (_instance, done) => flushLog(logStream, done));
  registerRequestLog(app, config.logRequests);
  registerBodyTimeout(app, config.bodyTimeoutMs);
  // Plain callbacks, not async functions: these run on every reply, and a promise per hook is not free.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  // What each remote serves, read once the database is migrated (the app is ready) and before the
  // first request; the policy follows its releases' origins.
  let lent: ShellProvides | null = null;
  const releases = new ActiveReleases(
    db,
    changes,
    (error, message) => app.log.warn({ err: error }, message),
    () => (lent ??= shellProvides(config.repoRoot)),
  );
  app.addHook('onReady', () => releases.start());
  app.addHook('onClose', () => releases.close());
  const policy = policySource(config);
  releases.follow(() => policy.update(releases.origins()));
  policy.update(releases.origins());
  registerSecurityHeaders(app, config, policy);
  registerCors(app, config);
  registerErrorHandler(app);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Only routes that ask for it are limited (server/src/core/http/rate-limits.ts); room for many keys.
  // With REDIS_URL every instance counts in Redis; if Redis stops answering, requests pass (and are logged)
  // rather than every sign-in failing while it is down.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, {
    global: false,
    cache: 100_000,
    ...(redis ? { redis, nameSpace: 'shop:limit:', skipOnError: true } : {}),
  });
  const counters = redis ? redisCounters(redis) : memoryCounters();

  const transport = mailer ?? createMailer(config, app.log);
  const outbox = createMailOutbox(db, transport, config.mail.retry, app.log);
  app.addHook('onReady', async () => outbox.start());
  // Work a reply left behind (a recovery code to issue and mail) ends before the mail outbox stops.
  app.addHook('onClose', async () => {
    await afterReplySettled();
    await outbox.stop();
  });
  const vies = config.vies.url ? createViesClient({ url: config.vies.url, timeoutMs: config.vies.timeoutMs, log: app.log }) : null;
  const media = storage ?? createObjectStore(config);
  if (!storage) app.addHook('onClose', async () => media.close());
  app.log.info({ where: media.where }, 'media files');
  // Instances share work by key only when they share a Postgres database (its change feed says so).
  const deps: AppDeps = { db, config, mailer: transport, outbox, counters, vies, storage: media, keyLock: keyLock(db, changes !== null) };
  if (!config.botCheck.secret) app.log.info('bot check off: RECAPTCHA_SECRET is not set');
  const readiness: Readiness = { draining: false };
  app.decorate('readiness', readiness);
  registerHealth(app, deps, readiness);
  registerManifest(app, deps, releases);
  const failures = registerReleaseRoutes(app, deps, releases);
  const warn = (error: unknown, message: string) => app.log.warn({ err: error }, message);
  const catalogue = readCache ? await startCatalogueCache(db, changes, warn, config.catalogueIndexFrom) : null;
  if (catalogue) {
    // Once the app is ready: the server migrates and seeds the database before, and a count then would find no articles.
    app.addHook('onReady', async () => catalogue.index.start());
    app.addHook('onClose', () => catalogue.close());
  }
  const cache = catalogue?.cache ?? null;
  registerMetrics(app, deps, {
    cache: cache && (() => ({ hits: cache.reads.hits, misses: cache.reads.misses, bytes: cache.bytes, entries: cache.size })),
    poolUse,
    listIndex: catalogue ? () => catalogue.index.stats() : null,
    remoteFailures: () => failures.all(),
  });
  registerApiRead(app, deps, catalogue?.cache ?? null, catalogue?.index ?? null);
  registerApiSuggest(app, deps, catalogue?.cache ?? null, catalogue?.index ?? null);
  registerApiWrite(app, deps);
  registerStaffActions(app, deps);
  registerInvoiceRoutes(app, deps);
  registerOrderAdminRoutes(app, deps);
  registerCarrierRoutes(app, deps);
  registerStaffRead(app, deps);
  registerAccountActions(app, deps);
  registerCartActions(app, deps);
  registerXapiList(app, deps);
  registerMedia(app, deps);
  registerPhotos(app, deps);
  // The sitemaps are read again after the same changes as the catalogue's answers.
  const sitemaps = new SitemapCache(db);
  if (catalogue) catalogue.follow(() => sitemaps.clear());
  else {
    const stop = onCatalogueChange((_change, origin) => {
      if (origin === undefined || origin === db) sitemaps.clear();
    });
    app.addHook('onClose', async () => void stop());
  }
  registerSitemap(app, deps, sitemaps);
  registerSiteIcons(app);
  registerStatic(app, deps, releases);
  return app;
}
