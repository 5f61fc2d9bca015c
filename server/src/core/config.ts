import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { CARRIERS, carrierSecretSetting, carrierSlug, remoteNames, type RemoteName } from '@shop/shared/contracts';
import { z } from 'zod';
import type { ShopFiscalSettings } from './fiscal/shop-fiscal';
import { shopFiscalFromEnv } from './fiscal/shop-fiscal';
import { findMigrationsDir, findRepoRoot } from './paths';

/** Unset and blank variables both take the default. */
const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUndefined, schema);

const remoteEnvName = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_URL` as const;

const flag = z.enum(['0', '1', 'false', 'true'], '0, 1, false o true').default('0');

const envSchema = z.object({
  NODE_ENV: optional(z.string().optional()),
  ALLOW_STAND_IN_GATEWAY: optional(flag),
  PORT: optional(z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: optional(z.string().default('0.0.0.0')),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'deve iniziare con postgres://')
      .optional(),
  ),
  DATA_DIR: optional(z.string().optional()),
  APP_NAME: optional(
    z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,40}$/, 'solo lettere, cifre, - e _')
      .default('Shop'),
  ),
  DEMO_EMAIL: optional(z.email().default('demo@shop.test')),
  DEMO_PASSWORD: optional(z.string().min(8).default('Demo!2345')),
  STAFF_EMAIL: optional(z.email().default('staff@shop.test')),
  STAFF_PASSWORD: optional(z.string().min(8).default('Staff!2345')),
  SEED_ARTICLES: optional(z.coerce.number().int().min(1).max(1_000_000).default(320)),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  LOG_REQUESTS: optional(z.enum(['all', 'errors', 'none']).default('all')),
  REPO_ROOT: optional(z.string().optional()),
  SMTP_URL: optional(
    z
      .string()
      .regex(/^smtps?:\/\//, 'deve iniziare con smtp:// o smtps://')
      .optional(),
  ),
  MAIL_FROM: optional(z.string().default('Atelier Lanterna <negozio@shop.test>')),
  SHOP_EMAIL: optional(z.email().default('assistenza@shop.test')),
  LEGAL_TEXT_URL: optional(
    z
      .string()
      .regex(/^https?:\/\//, 'deve iniziare con http:// o https://')
      .optional(),
  ),
  VIES_URL: optional(
    z
      .string()
      .regex(/^https?:\/\//, 'deve iniziare con http:// o https://')
      .optional(),
  ),
  RECAPTCHA_SECRET: optional(z.string().optional()),
  RECAPTCHA_SITE_KEY: optional(z.string().optional()),
  RECAPTCHA_MIN_SCORE: optional(z.coerce.number().min(0).max(1).default(0.5)),
  RECAPTCHA_VERIFY_URL: optional(z.url().default('https://www.google.com/recaptcha/api/siteverify')),
  XPAY_ALIAS: optional(z.string().max(30).optional()),
  XPAY_SECRET_KEY: optional(z.string().optional()),
  XPAY_URL: optional(z.url().default('https://int-ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet')),
  PUBLIC_URL: optional(z.url().optional()),
  WITHDRAWAL_DAYS: optional(z.coerce.number().int().min(14).max(365).default(14)),
  RESERVATION_MINUTES: optional(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
  ),
  TRUST_PROXY: optional(
    z
      .string()
      .regex(
        /^(true|false|\d{1,2}|(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+))*)$/,
        'true, false, un numero di proxy o indirizzi separati da virgole',
      )
      .default('false'),
  ),
  RATE_LIMIT_FACTOR: optional(z.coerce.number().min(0.01).max(10_000).default(1)),
  BODY_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(600_000).default(10_000)),
  READ_CACHE_MB: optional(z.coerce.number().min(1).max(65_536).default(64)),
  CATALOGUE_INDEX_FROM: optional(z.coerce.number().int().min(0).max(100_000_000).default(2000)),
  OPS_TOKEN: optional(z.string().min(16, 'almeno 16 caratteri').optional()),
  REMOTE_ROLLBACK_FAILURES: optional(z.coerce.number().int().min(1).max(1_000_000).optional()),
  REDIS_URL: optional(
    z
      .string()
      .regex(/^rediss?:\/\//, 'un indirizzo redis:// o rediss://')
      .optional(),
  ),
  S3_BUCKET: optional(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'un nome di bucket S3 (minuscole, cifre, . e -)')
      .optional(),
  ),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'un indirizzo http:// o https://' }).optional()),
  S3_REGION: optional(z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optional(z.string().optional()),
  S3_SECRET_ACCESS_KEY: optional(z.string().optional()),
  S3_FORCE_PATH_STYLE: optional(flag),
  SHELL_DIST: optional(z.string().optional()),
  DEV_ORIGIN: optional(z.url({ protocol: /^https?$/, error: 'un indirizzo http:// o https://' }).optional()),
  ...Object.fromEntries(remoteNames.map((name) => [remoteEnvName(name), optional(z.string().optional())])),
  ...Object.fromEntries(
    CARRIERS.map((carrier) => [carrierSecretSetting(carrier.name), optional(z.string().min(16, 'almeno 16 caratteri').optional())]),
  ),
});

/** CARRIER_SECRET_<NAME>: each carrier given a secret may push its tracking events to the shop. */
function carrierWebhooks(values: Record<string, unknown>): CarrierWebhook[] {
  return CARRIERS.flatMap((carrier) => {
    const secret = values[carrierSecretSetting(carrier.name)];
    return typeof secret === 'string' ? [{ name: carrier.name, slug: carrierSlug(carrier.name), secret }] : [];
  });
}

/** S3_*: without S3_BUCKET media files stay in DATA_DIR; the other settings alone mean a mistake. */
function s3Config(values: z.infer<typeof envSchema>): S3Settings | null {
  const { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret } = values;
  if (!bucket) {
    if (endpoint || keyId || secret)
      throw new Error('Configurazione non valida: S3_BUCKET: mancante, mentre altre variabili S3_* sono impostate');
    return null;
  }
  if (Boolean(keyId) !== Boolean(secret)) {
    throw new Error('Configurazione non valida: S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vanno impostate insieme');
  }
  return {
    bucket,
    endpoint: endpoint ?? null,
    region: values.S3_REGION,
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : null,
    forcePathStyle: values.S3_FORCE_PATH_STYLE === '1' || values.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** TRUST_PROXY: false (default, the socket's address counts), true, a hop count, or proxy addresses. */
function trustProxy(value: string): boolean | number | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface AppConfig {
  /** NODE_ENV=production: no demo users are seeded, and the start is refused while the shop is not safe to open. */
  production: boolean;
  /** ALLOW_STAND_IN_GATEWAY=1: a production test installation may take card payments on the stand-in gateway. */
  allowStandInGateway: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appName: string;
  /** Base of the legacy application path, e.g. /Apps/WebObjects/Shop.woa/wa */
  apiBase: string;
  remotes: Record<RemoteName, string>;
  demo: { email: string; password: string };
  staff: { email: string; password: string };
  seedArticles: number;
  logLevel: string;
  /** Which requests get a log line (at info): every one, only refused, failed and slow ones, or none. */
  logRequests: 'all' | 'errors' | 'none';
  mail: {
    /** SMTP server; without it messages are written to <dataDir>/outbox as .eml files. */
    smtpUrl: string | undefined;
    from: string;
    /** Where the shop's own notifications (contact requests) go. */
    shopAddress: string;
    /** How the outbox retries a mail the server refused or could not be reached for. */
    retry: MailRetry;
  };
  /** Third-party legal-text service for the privacy policy (GET, JSON with a content field); unset means the local container. */
  legalTextUrl: string | undefined;
  /**
   * The EU's VIES REST service (VIES_URL, e.g. https://ec.europa.eu/taxation_customs/vies/rest-api):
   * with it an EU business's VAT number must be active there to buy without VAT; null checks format
   * and check digits only.
   */
  vies: { url: string | null; timeoutMs: number };
  /** reCAPTCHA v3: verified server-side only when a secret is configured. */
  botCheck: { secret: string | undefined; siteKey: string | undefined; minScore: number; verifyUrl: string };
  payment: {
    /** Merchant alias and MAC key; without both, the shop's own stand-in gateway takes payments. */
    alias: string;
    secretKey: string;
    /** Stand-in only: secretKey is replaced at start by the key kept in the database (useSharedStandInKey). */
    sharedKey: boolean;
    /** Gateway URL the browser form posts to; null means the stand-in gateway. */
    gatewayUrl: string | null;
    /**
     * PUBLIC_URL: the shop's origin in every absolute address it gives out (see shopOrigin). Required
     * in production; null elsewhere means the address the server listens at, never a request's Host.
     */
    publicUrl: string | null;
    /** Unpaid orders give their stock back after this many minutes. */
    reservationMinutes: number;
  };
  /** Days from delivery a buyer may withdraw (return) an order: the law's 14, or more when the shop grants it. */
  withdrawalDays: number;
  /**
   * Which proxies' X-Forwarded-* headers are believed. Off by default: otherwise any client could
   * pick its own address and escape the rate limits.
   */
  trustProxy: boolean | number | string[];
  /** Multiplies every per-address rate limit (1 in production; test servers may raise it). */
  rateLimitFactor: number;
  /** A request body must arrive whole within this many milliseconds, or the connection is closed. */
  bodyTimeoutMs: number;
  /** Most memory the catalogue read cache keeps, in bytes (READ_CACHE_MB). */
  readCacheBytes: number;
  /** Live articles from which the shopper's lists and facets are answered from memory (CATALOGUE_INDEX_FROM). */
  catalogueIndexFrom: number;
  /** Lets callers other than the machine itself read /readyz and /metrics (Authorization: Bearer); required by the releases' operations. */
  opsToken: string | undefined;
  /**
   * REMOTE_ROLLBACK_FAILURES: a release that this many pages report failing within five minutes is
   * rolled back by the shop itself; unset, only an operator rolls back.
   */
  remoteRollbackFailures: number | null;
  /** Rate limits and sign-in counters shared by every instance (REDIS_URL); unset: each process counts alone. */
  redisUrl: string | undefined;
  /** Where media files (the staff's photos and their sizes) are kept: an S3 bucket (S3_*), or null for `<dataDir>/media`. */
  s3: S3Settings | null;
  /** The shop's own fiscal data, the seller of every invoice (SHOP_* variables, demo defaults). */
  fiscal: ShopFiscalSettings;
  /**
   * The carriers that push their tracking events to POST /carriers/<name>/tracking, each with the
   * secret its events are signed with (CARRIER_SECRET_<NAME>); a carrier without one is refused there.
   */
  carriers: CarrierWebhook[];
  /**
   * DEV_ORIGIN: the development server a remote or the shell is served from while a team works on it
   * (`npm run dev`). Outside production the page may load from it and open its live-reload socket; in
   * production it is never admitted, and the start is refused while it is set.
   */
  devOrigin: string | null;
  repoRoot: string;
  migrationsDir: string;
  /** The shell's build (SHELL_DIST; shell/dist by default). */
  shellDist: string;
  remoteDist: (name: RemoteName) => string;
}

/** A carrier of CARRIERS whose tracking events the shop receives. */
export interface CarrierWebhook {
  /** As CARRIERS names it, and as staff record it on a shipment. */
  name: string;
  /** Its name in the webhook's path. */
  slug: string;
  /** Key of the HMAC-SHA256 signature of every event it sends. */
  secret: string;
}

/** An S3-compatible object store; every instance of the shop uses the same bucket. */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, …); null is Amazon S3 itself. */
  endpoint: string | null;
  region: string;
  /** Null: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Bucket in the path (http://host/bucket/key) instead of the host name, as most S3-compatible services need. */
  forcePathStyle: boolean;
}

export interface MailRetry {
  /** Wait before the second attempt; doubles after each failure up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts before a message is given up (logged as an error). */
  attempts: number;
  /** How often the sender looks for due messages (new ones are sent at once). */
  pollMs: number;
  /**
   * How long a message being sent belongs to the instance sending it; longer than the SMTP timeouts
   * together (connect, greeting, socket: 50 s), so no other instance takes it while it is under way.
   */
  leaseMs: number;
}

/** A VIES answer slower than this is not waited for: the number's format and check digits decide. */
export const VIES_TIMEOUT_MS = 5_000;

/** 30 s, 1, 2, 4 min, then every 5 min: 12 attempts span about 50 minutes. */
export const MAIL_RETRY: MailRetry = { firstDelayMs: 30_000, maxDelayMs: 5 * 60_000, attempts: 12, pollMs: 5_000, leaseMs: 2 * 60_000 };

/**
 * Real Nexi only with both merchant credentials; otherwise the stand-in, whose key is read from the
 * database when the server starts (the random one here is only a placeholder until then).
 */
function paymentConfig(values: z.infer<typeof envSchema>): AppConfig['payment'] {
  const real = Boolean(values.XPAY_ALIAS && values.XPAY_SECRET_KEY);
  return {
    alias: real ? (values.XPAY_ALIAS as string) : 'STANDIN_LANTERNA',
    secretKey: real ? (values.XPAY_SECRET_KEY as string) : randomBytes(24).toString('hex'),
    sharedKey: !real,
    gatewayUrl: real ? values.XPAY_URL : null,
    publicUrl: values.PUBLIC_URL ? values.PUBLIC_URL.replace(/\/+$/, '') : null,
    reservationMinutes: values.RESERVATION_MINUTES,
  };
}

/** Parses the environment once at start; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Configurazione non valida: ${details}`);
  }
  const values = parsed.data;
  const repoRoot = path.resolve(values.REPO_ROOT ?? findRepoRoot());
  const appName = values.APP_NAME;
  const remotes = Object.fromEntries(
    remoteNames.map((name) => {
      const fromEnv = (values as Record<string, unknown>)[remoteEnvName(name)];
      return [name, typeof fromEnv === 'string' ? fromEnv : `/mf/${name}/remoteEntry.js`];
    }),
  ) as Record<RemoteName, string>;
  return {
    production: values.NODE_ENV?.trim() === 'production',
    allowStandInGateway: values.ALLOW_STAND_IN_GATEWAY === '1' || values.ALLOW_STAND_IN_GATEWAY === 'true',
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR ?? path.join(repoRoot, 'data')),
    appName,
    apiBase: `/Apps/WebObjects/${appName}.woa/wa`,
    remotes,
    demo: { email: values.DEMO_EMAIL.toLowerCase(), password: values.DEMO_PASSWORD },
    staff: { email: values.STAFF_EMAIL.toLowerCase(), password: values.STAFF_PASSWORD },
    seedArticles: values.SEED_ARTICLES,
    logLevel: values.LOG_LEVEL,
    logRequests: values.LOG_REQUESTS,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, shopAddress: values.SHOP_EMAIL.toLowerCase(), retry: MAIL_RETRY },
    legalTextUrl: values.LEGAL_TEXT_URL,
    fiscal: shopFiscalFromEnv(env),
    carriers: carrierWebhooks(values),
    vies: { url: values.VIES_URL ? values.VIES_URL.replace(/\/+$/, '') : null, timeoutMs: VIES_TIMEOUT_MS },
    botCheck: {
      secret: values.RECAPTCHA_SECRET,
      siteKey: values.RECAPTCHA_SITE_KEY,
      minScore: values.RECAPTCHA_MIN_SCORE,
      verifyUrl: values.RECAPTCHA_VERIFY_URL,
    },
    payment: paymentConfig(values),
    withdrawalDays: values.WITHDRAWAL_DAYS,
    trustProxy: trustProxy(values.TRUST_PROXY.trim()),
    rateLimitFactor: values.RATE_LIMIT_FACTOR,
    bodyTimeoutMs: values.BODY_TIMEOUT_MS,
    readCacheBytes: Math.floor(values.READ_CACHE_MB * 1024 * 1024),
    catalogueIndexFrom: values.CATALOGUE_INDEX_FROM,
    opsToken: values.OPS_TOKEN,
    remoteRollbackFailures: values.REMOTE_ROLLBACK_FAILURES ?? null,
    redisUrl: values.REDIS_URL,
    s3: s3Config(values),
    devOrigin: values.DEV_ORIGIN ? new URL(values.DEV_ORIGIN).origin : null,
    repoRoot,
    migrationsDir: findMigrationsDir(repoRoot),
    shellDist: path.resolve(values.SHELL_DIST ?? path.join(repoRoot, 'shell', 'dist')),
    remoteDist: (name) => path.join(repoRoot, `mfe-${name}`, 'dist'),
    ...overrides,
  };
}
