import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppDeps } from './app-deps';
import type { ChangeFeed } from './db/client';
import { registerErrorHandler } from './http/error-handler';
import { startCatalogueCache } from './read/catalogue-cache';
import { registerAccountActions } from './routes/account-action';
import { registerApiRead } from './routes/api-read';
import { registerApiWrite } from './routes/api-write';
import { registerCartActions } from './routes/cart-action';
import { registerManifest } from './routes/manifest';
import { registerMedia } from './routes/media';
import { registerStaffActions } from './routes/staff-action';
import { registerStaffRead } from './routes/staff-read';
import { registerStatic } from './routes/static';
import { registerXapiList } from './routes/xapi-list';
import { createMailer, type Mailer } from './services/mail';

export interface BuildOptions extends Omit<AppDeps, 'mailer'> {
  /** Fastify logger options; defaults to pino at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to SMTP_URL, else the outbox folder. */
  mailer?: Mailer;
  /** Notices between servers on one Postgres database, so each one's catalogue cache hears the others' writes. */
  changes?: ChangeFeed | null;
  /** Catalogue answers are cached unless this is false. */
  readCache?: boolean;
}

/** The whole shop server: API, media, manifest and the built front-end. Tests drive it with `inject`. */
export async function buildApp({ db, config, logger, mailer, changes = null, readCache = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
  registerErrorHandler(app);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Only routes that ask for it are limited (login, recovery, contact, newsletter).
  await app.register(rateLimit, { global: false });

  const deps: AppDeps = { db, config, mailer: mailer ?? createMailer(config, app.log) };
  if (!config.botCheck.secret) app.log.info('bot check off: RECAPTCHA_SECRET is not set');
  registerManifest(app, deps);
  const catalogue = readCache ? await startCatalogueCache(db, changes, (error, message) => app.log.warn({ err: error }, message)) : null;
  if (catalogue) app.addHook('onClose', () => catalogue.close());
  registerApiRead(app, deps, catalogue?.cache ?? null);
  registerApiWrite(app, deps);
  registerStaffActions(app, deps);
  registerStaffRead(app, deps);
  registerAccountActions(app, deps);
  registerCartActions(app, deps);
  registerXapiList(app, deps);
  registerMedia(app, deps);
  registerStatic(app, deps);
  return app;
}
