import { containerFilterSchema, listOrderingKeys, readRequestSchema, type ListReply, type Container } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { badRequest, notFound, parseOrThrow } from '../http/errors';
import { pageInMemory } from '../read/paging';
import { findContainers } from '../repositories/containers';
import { legacyPaths } from './legacy-paths';
import { requestLanguage } from './request-context';

/** POST .../wa/XAPI/list: published content containers by id, by name, or by parent. */
export function registerXapiList(app: FastifyInstance, { db, config }: AppDeps): void {
  for (const url of legacyPaths(config.appName, 'XAPI/list')) {
    app.post(url, async (request): Promise<ListReply<Container>> => {
      const body = parseOrThrow(readRequestSchema, request.body);
      if (body.entity !== 'Container') throw badRequest(`Entità sconosciuta: ${body.entity}`);
      const filter = parseOrThrow(containerFilterSchema, body.expression, 'expression');
      if (filter.id === undefined && filter.name === undefined && filter.idParent === undefined && filter.layoutPosition === undefined) {
        throw badRequest('Indica id, name, idParent o layoutPosition del contenuto');
      }
      const allowed: readonly string[] = listOrderingKeys.Container;
      const refused = body.orderings.find((ordering) => !allowed.includes(ordering.key));
      if (refused) throw badRequest(`Ordinamento non ammesso per Container: ${refused.key}`);
      const found = await findContainers(db, filter, filter.languageCode ?? requestLanguage(request));
      if (found.length === 0 && (filter.id !== undefined || filter.name !== undefined)) {
        throw notFound('Contenuto non trovato');
      }
      const limit = body.pagination?.limit || found.length || 1;
      const page = body.pagination?.page ?? 1;
      return { error: false, records: pageInMemory(found, body.orderings, { offset: (page - 1) * limit, limit }).records };
    });
  }
}
