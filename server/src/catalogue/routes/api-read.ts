import {
  LARGEST_PAGE,
  readFilterSchemas,
  readOrderingKeys,
  readRequestSchema,
  type ReadEntity,
  type ReadReply,
} from '@shop/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/app-deps';
import { badRequest, parseOrThrow } from '../../core/http/errors';
import { says } from '../../core/http/messages';
import { byAddress, limitHook, type Limit } from '../../core/http/rate-limits';
import { jsonBody, keepRawJsonBodies, rawJsonBody } from '../../core/http/raw-json-body';
import { countsIn } from '../read/count-store';
import { SingleFlight } from '../read/single-flight';
import { stableJson, type BodyEncoding, type CachedBody, type EntryScope, type ReadCache } from '../read/read-cache';
import type { CatalogueIndex } from '../index/follow-index';
import { readers, type ReadContext, type ReadFilterOf } from '../read/readers';
import { findSessionCustomer } from '../../account';
import { findStaffSession, staffToken } from '../../staff';
import { legacyPaths } from '../../core/http/legacy-paths';
import { requestLanguage, sessionToken } from '../../core/http/request-context';

/**
 * `pagination.limit` 0 means "all", capped here (the admin pager's 'All (0)'), for staff sessions
 * only: such an answer can take megabytes, and is never cached (its raw form must not answer anyone else).
 */
const MAX_ALL = 1000;

/**
 * Per client address: a shopper's page asks a handful of reads (list and facets, the menu's lists,
 * a product and its carousel), so this is dozens of pages a minute; a scraper or a flood of
 * distinct filters meets it. A page's first answer, read by the server, counts for its visitor.
 */
export const READ_LIMIT: Limit = { max: 600, minutes: 1 };

const isReadEntity = (entity: string): entity is ReadEntity => Object.hasOwn(readers, entity);

function parseFilter<E extends ReadEntity>(entity: E, expression: unknown): ReadFilterOf<E> {
  // TypeScript cannot follow the schema lookup through the generic entity; the schema is the one of E.
  return parseOrThrow(readFilterSchemas[entity], expression, 'expression') as ReadFilterOf<E>;
}

const read = <E extends ReadEntity>(entity: E, filter: ReadFilterOf<E>, context: ReadContext) => readers[entity].read(filter, context);

/** Orders are per customer and never cached; everything else is the same for every shopper. */
const PER_CUSTOMER: ReadonlySet<ReadEntity> = new Set(['Order']);
const PRICE_ORDERINGS: ReadonlySet<string> = new Set(['prezzoVendita', 'prezzoListinoCli', 'percentualeSconto']);

interface FilterFields {
  codArticolo?: string;
  codArticoli?: string[];
  siglaTaglie?: string[];
  prezzoMin?: number;
  prezzoMax?: number;
  scontati?: boolean;
}

/**
 * What a cached answer depends on: its articles, and stock or prices when they pick or order them.
 * Facets count sizes in stock and span prices of every article they select, named or not.
 */
function scopeOf(entity: ReadEntity, filter: FilterFields, orderings: { key: string }[], records: object[]): EntryScope {
  if (entity === 'FacetteArticolo') return { codes: [...(filter.codArticoli ?? [])], stock: true, price: true };
  const codes = records.flatMap((record) => {
    const code = (record as { codArticolo?: unknown }).codArticolo;
    return typeof code === 'string' ? [code] : [];
  });
  if (filter.codArticolo) codes.push(filter.codArticolo);
  if (filter.codArticoli) codes.push(...filter.codArticoli);
  return {
    codes,
    stock: filter.siglaTaglie !== undefined,
    price:
      filter.prezzoMin !== undefined ||
      filter.prezzoMax !== undefined ||
      filter.scontati !== undefined ||
      orderings.some((ordering) => PRICE_ORDERINGS.has(ordering.key)),
  };
}

/** Small answers are not worth compressing (the compression plugin's own threshold). */
const COMPRESS_FROM = 1024;

/** br, else gzip, when the client accepts it (q=0 refuses). */
export function acceptedEncoding(header: string | string[] | undefined): BodyEncoding | null {
  const key = String(header ?? '');
  const known = encodingOf.get(key);
  if (known !== undefined) return known;
  const chosen = chooseEncoding(key);
  // Browsers send a handful of these headers: the first few are remembered, not parsed each time.
  if (encodingOf.size < REMEMBERED_HEADERS) encodingOf.set(key, chosen);
  return chosen;
}

const REMEMBERED_HEADERS = 64;
const encodingOf = new Map<string, BodyEncoding | null>();

function chooseEncoding(header: string): BodyEncoding | null {
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([token]) => token!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Sends a cached answer, compressed as the client accepts it; the compressed copy is made once per answer. */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): string | Buffer {
  const encoding = cached.json.length >= COMPRESS_FROM ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return cached.json;
  const vary = reply.getHeader('vary');
  reply.header('content-encoding', encoding).header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  return cached.in(encoding);
}

/** The catalogue read cache each app's API/read uses (for tests that check its bounds). */
const cachesOf = new WeakMap<FastifyInstance, ReadCache>();
export const readCacheOf = (app: FastifyInstance): ReadCache | undefined => cachesOf.get(app);
/** The list index each app's API/read uses (for tests that wait for its work). */
const indexesOf = new WeakMap<FastifyInstance, CatalogueIndex>();
export const catalogueIndexOf = (app: FastifyInstance): CatalogueIndex | undefined => indexesOf.get(app);

/**
 * POST .../wa/API/read: one page of an allow-listed entity; catalogue answers come from `cache` when it has them.
 * The cache is bounded to `config.readCacheBytes` (READ_CACHE_MB) here, where the configuration is known.
 */
export function registerApiRead(
  app: FastifyInstance,
  { db, config }: AppDeps,
  cache: ReadCache | null,
  index: CatalogueIndex | null = null,
): void {
  if (cache) {
    cache.setMaxBytes(config.readCacheBytes);
    cachesOf.set(app, cache);
  }
  if (index) indexesOf.set(app, index);
  const reads = new SingleFlight<string>();
  const limited = limitHook(app, 'read', READ_LIMIT, config.rateLimitFactor, byAddress);
  // A request sent before in the same form: its answer depends on nothing but the form, the path
  // and the language (orders, per customer, are never cached).
  const aliasOf = (request: FastifyRequest, url: string, raw: string) => `${url}\n${requestLanguage(request)}\n${raw}`;
  // Such a body is not even parsed: the cache answers it from its text.
  const answered = (request: FastifyRequest, raw: string) =>
    cache !== null && cache.getByAlias(aliasOf(request, request.routeOptions.url ?? '', raw)) !== undefined;
  void app.register(async (scope) => {
    keepRawJsonBodies(scope, answered);
    for (const url of legacyPaths(config.appName, 'API/read')) {
      scope.post(url, { onRequest: limited }, async (request, reply) => {
        const language = requestLanguage(request);
        reply.type('application/json; charset=utf-8');
        const raw = cache ? rawJsonBody(request) : undefined;
        const alias = raw === undefined ? '' : aliasOf(request, url, raw);
        const known = cache && alias ? cache.getByAlias(alias) : undefined;
        if (known !== undefined) {
          cache!.reads.hits += 1;
          return sendCached(request, reply, known);
        }

        // Parsed only now when the cache knew it as it arrived and has dropped it since.
        const body = parseOrThrow(readRequestSchema, await jsonBody(request));
        if (!isReadEntity(body.entity)) throw badRequest(says('unknownEntity', { entity: String(body.entity) }));
        const entity = body.entity;
        const allowed: readonly string[] = readOrderingKeys[entity];
        const refused = body.orderings.find((ordering) => !allowed.includes(ordering.key));
        if (refused) throw badRequest(says('sortRefused', { entity, key: refused.key }));
        const requested = body.pagination?.limit;
        const all = requested === 0;
        // Staff are known by their session alone (never by a header that says so).
        if (all && !(await findStaffSession(db, staffToken(request)))) {
          throw badRequest(says('readAllStaffOnly', { max: LARGEST_PAGE }));
        }
        const limit = all ? MAX_ALL : (requested ?? readers[entity].defaultLimit);
        const page = body.pagination?.page ?? 1;
        const filter = parseFilter(entity, body.expression);
        const shared = cache !== null && !PER_CUSTOMER.has(entity) && !all;
        const key = shared ? stableJson([entity, language, filter, body.orderings, limit, page]) : '';
        const cached = shared ? cache.get(key) : undefined;
        const generation = cache?.generation ?? 0;
        if (cached !== undefined) {
          cache!.reads.hits += 1;
          if (alias) cache?.alias(alias, key);
          return sendCached(request, reply, cached);
        }
        const customerId = entity === 'Order' ? await findSessionCustomer(db, sessionToken(request)) : null;
        const context: ReadContext = {
          db,
          language,
          orderings: body.orderings,
          window: { offset: (page - 1) * limit, limit },
          customerId,
          withdrawalDays: config.withdrawalDays,
          counts: shared ? countsIn(cache, generation) : null,
          index: index?.current() ?? null,
        };
        const load = async () => {
          const result = await read(entity, filter, context);
          const answer: ReadReply<object> = {
            records: result.records,
            pageItems: limit,
            pages: Math.ceil(result.totalCount / limit),
            currentPage: page,
            totalCount: result.totalCount,
            ...(result.didYouMean ? { didYouMean: result.didYouMean } : {}),
            ...(result.coloriCercati ? { coloriCercati: result.coloriCercati } : {}),
          };
          const serialised = JSON.stringify(answer);
          if (shared) cache.set(key, serialised, scopeOf(entity, filter as FilterFields, body.orderings, result.records), generation);
          return serialised;
        };
        if (!shared) return load();
        cache.reads.misses += 1;
        // Requests for the same answer while it is being read wait for that one read (a popular page
        // after a change would otherwise send one identical read per shopper to the database).
        const serialised = await reads.run(`${generation}\n${key}`, load);
        if (alias) cache.alias(alias, key);
        const stored = cache.get(key);
        return stored ? sendCached(request, reply, stored) : serialised;
      });
    }
  });
}
