import { suggestRequestSchema } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps';
import { parseOrThrow } from '../../core/http/errors';
import { byAddress, limitHook, type Limit } from '../../core/http/rate-limits';
import { plainText } from '../../core/lib/text';
import { stableJson, type ReadCache } from '../read/read-cache';
import { SingleFlight } from '../read/single-flight';
import { findSuggestions } from '../search/suggestions';
import type { SearchMatches } from '../data/articoli';
import type { CatalogueIndex } from '../index/follow-index';
import { matchSearch } from '../index/search-match';
import { legacyPaths } from '../../core/http/legacy-paths';
import { requestLanguage } from '../../core/http/request-context';

/** One call per keystroke of a fast typist for minutes on end; far beyond that is a scraper. */
export const SUGGEST_LIMIT: Limit = { max: 600, minutes: 1 };

/**
 * POST .../wa/API/suggest: articles and families for what is typed in the header search. Public;
 * answers are cached with the catalogue's reads and dropped with them when an article changes.
 */
export function registerApiSuggest(
  app: FastifyInstance,
  { db, config }: AppDeps,
  cache: ReadCache | null,
  index: CatalogueIndex | null = null,
): void {
  const limit = limitHook(app, 'suggest', SUGGEST_LIMIT, config.rateLimitFactor, byAddress);
  const reads = new SingleFlight<string>();
  for (const url of legacyPaths(config.appName, 'API/suggest')) {
    app.post(url, { preHandler: limit }, async (request, reply) => {
      const { keyword } = parseOrThrow(suggestRequestSchema, request.body);
      const language = requestLanguage(request);
      reply.type('application/json; charset=utf-8');
      // Spelling apart ('Blu ', 'blu'), the same keyword has the same suggestions.
      const key = stableJson(['API/suggest', language, plainText(keyword).replace(/\s+/g, ' ')]);
      const cached = cache?.get(key);
      if (cached) {
        cache!.reads.hits += 1;
        return cached.json;
      }
      const generation = cache?.generation ?? 0;
      const load = async () => {
        // The index, when current, finds the keyword's matches; the database ranks the first of them.
        const current = index?.current();
        const matches: SearchMatches | null = current ? (reader, f, l, groups) => matchSearch(current, reader, f, l, groups) : null;
        const answer = await findSuggestions(db, keyword, language, matches);
        const serialised = JSON.stringify(answer);
        const codes = answer.articles.map((article) => article.codArticolo);
        cache?.set(key, serialised, { codes, stock: false, price: false }, generation);
        return serialised;
      };
      if (!cache) return load();
      cache.reads.misses += 1;
      return reads.run(`${generation}\n${key}`, load);
    });
  }
}
