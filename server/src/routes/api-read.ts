import { readFilterSchemas, readOrderingKeys, readRequestSchema, type ReadEntity, type ReadReply } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { badRequest, parseOrThrow } from '../http/errors';
import { readers, type ReadContext, type ReadFilterOf } from '../read/readers';
import { findSessionCustomer } from '../repositories/sessions';
import { legacyPaths } from './legacy-paths';
import { requestLanguage, sessionToken } from './request-context';

/** `pagination.limit` 0 means "all", capped here. */
const MAX_ALL = 1000;

const isReadEntity = (entity: string): entity is ReadEntity => Object.hasOwn(readers, entity);

async function read<E extends ReadEntity>(entity: E, expression: unknown, context: ReadContext) {
  // TypeScript cannot follow the schema lookup through the generic entity; the schema is the one of E.
  const filter = parseOrThrow(readFilterSchemas[entity], expression, 'expression') as ReadFilterOf<E>;
  return readers[entity].read(filter, context);
}

/** POST .../wa/API/read: one page of an allow-listed entity. */
export function registerApiRead(app: FastifyInstance, { db, config }: AppDeps): void {
  for (const url of legacyPaths(config.appName, 'API/read')) {
    app.post(url, async (request): Promise<ReadReply<object>> => {
      const body = parseOrThrow(readRequestSchema, request.body);
      if (!isReadEntity(body.entity)) throw badRequest(`Entità sconosciuta: ${body.entity}`);
      const entity = body.entity;
      const allowed: readonly string[] = readOrderingKeys[entity];
      const refused = body.orderings.find((ordering) => !allowed.includes(ordering.key));
      if (refused) throw badRequest(`Ordinamento non ammesso per ${entity}: ${refused.key}`);
      const requested = body.pagination?.limit;
      const limit = requested === 0 ? MAX_ALL : (requested ?? readers[entity].defaultLimit);
      const page = body.pagination?.page ?? 1;
      const customerId = entity === 'Order' ? await findSessionCustomer(db, sessionToken(request)) : null;
      const result = await read(entity, body.expression, {
        db,
        language: requestLanguage(request),
        orderings: body.orderings,
        window: { offset: (page - 1) * limit, limit },
        customerId,
      });
      return {
        records: result.records,
        pageItems: limit,
        pages: Math.ceil(result.totalCount / limit),
        currentPage: page,
        totalCount: result.totalCount,
      };
    });
  }
}
