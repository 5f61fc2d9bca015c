import {
  CONTAINER_NAMES,
  containerFilterSchema,
  listOrderingKeys,
  readRequestSchema,
  type ListReply,
  type Container,
} from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../core/app-deps';
import { badRequest, notFound, parseOrThrow } from '../core/http/errors';
import { says } from '../core/http/messages';
import { pageInMemory } from '../catalogue';
import { findContainers } from './data/containers';
import { withFacts } from './content-facts';
import { withLegalText } from './legal-text';
import { shopIdentity } from '../core/shop-identity';
import { legacyPaths } from '../core/http/legacy-paths';
import { requestLanguage } from '../core/http/request-context';

/** POST .../wa/XAPI/list: published content containers by id, by name, or by parent. */
export function registerXapiList(app: FastifyInstance, { db, config }: AppDeps): void {
  const identity = shopIdentity(config.fiscal);
  for (const url of legacyPaths(config.appName, 'XAPI/list')) {
    app.post(url, async (request): Promise<ListReply<Container>> => {
      const body = parseOrThrow(readRequestSchema, request.body);
      if (body.entity !== 'Container') throw badRequest(says('unknownEntity', { entity: body.entity }));
      const filter = parseOrThrow(containerFilterSchema, body.expression, 'expression');
      if (filter.id === undefined && filter.name === undefined && filter.idParent === undefined && filter.layoutPosition === undefined) {
        throw badRequest(says('containerNeedsKey'));
      }
      const allowed: readonly string[] = listOrderingKeys.Container;
      const refused = body.orderings.find((ordering) => !allowed.includes(ordering.key));
      if (refused) throw badRequest(says('sortRefused', { entity: 'Container', key: refused.key }));
      const language = filter.languageCode ?? requestLanguage(request);
      // Texts name the company and the shipping costs by placeholder: filled from configuration and the live table.
      let found = (await findContainers(db, filter, language)).map((container) => withFacts(container, language, identity));
      if (found.length === 0 && (filter.id !== undefined || filter.name !== undefined)) {
        throw notFound(says('containerNotFound'));
      }
      // The privacy policy may come from the legal-text service; the stored text is the fallback.
      found = await Promise.all(
        found.map((container) =>
          container.name === CONTAINER_NAMES.privacy ? withLegalText(container, config.legalTextUrl, language, request.log) : container,
        ),
      );
      const limit = body.pagination?.limit || found.length || 1;
      const page = body.pagination?.page ?? 1;
      return { error: false, records: pageInMemory(found, body.orderings, { offset: (page - 1) * limit, limit }).records };
    });
  }
}
