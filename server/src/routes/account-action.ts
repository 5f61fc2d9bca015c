import { accountActionPayloadSchemas, accountActions, type AccountAction } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { ActionContext, ActionHandler } from '../actions/context';
import { accountActionHandlers, accountActionLimits } from '../actions/registry';
import { parseOrThrow } from '../http/errors';
import { findSessionCustomer } from '../repositories/sessions';
import { legacyPaths } from './legacy-paths';
import { requestLanguage, sessionToken } from './request-context';

/** Too many calls: the reply keeps the action's { error, message } shape. */
const TOO_MANY = 'Troppi tentativi, riprova tra qualche minuto';

/** POST .../wa/AccountAction/<action>: the body is checked with the action's contract, then handled. */
export function registerAccountActions(app: FastifyInstance, deps: AppDeps): void {
  for (const action of accountActions) {
    const handler = accountActionHandlers[action] as ActionHandler<AccountAction> | undefined;
    const limit = accountActionLimits[action];
    for (const url of legacyPaths(deps.config.appName, `AccountAction/${action}`)) {
      app.post(
        url,
        {
          config: limit
            ? {
                rateLimit: {
                  max: limit.max,
                  timeWindow: limit.minutes * 60_000,
                  keyGenerator: (request) => `${action}:${request.ip}`,
                  errorResponseBuilder: (_request, context) => ({
                    statusCode: 429,
                    error: true,
                    message: TOO_MANY,
                    retryAfter: context.after,
                  }),
                },
              }
            : {},
        },
        async (request, reply) => {
          if (!handler) {
            reply.code(404);
            return { error: true, message: `Azione non disponibile: ${action}` };
          }
          const payload = parseOrThrow(accountActionPayloadSchemas[action], request.body ?? {});
          const token = sessionToken(request);
          let customer: Promise<number | null> | undefined;
          const context: ActionContext = {
            ...deps,
            request,
            reply,
            token,
            customer: () => (customer ??= findSessionCustomer(deps.db, token)),
            language: requestLanguage(request),
          };
          return handler(payload, context);
        },
      );
    }
  }
}
