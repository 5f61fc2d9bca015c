import { accountActionPayloadSchemas, accountActions, type AccountAction } from '@shop/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../core/app-deps';
import type { ActionContext, ActionHandler } from '../core/http/action-context';
import { accountActionHandlers, accountActionLimits } from './action-registry';
import { parseOrThrow } from '../core/http/errors';
import { loginThrottle, findSessionCustomer } from '../account';
import { byAddress, byBodyEmail, byBodyEmailAndAddress, limitHook } from '../core/http/rate-limits';
import { legacyPaths } from '../core/http/legacy-paths';
import { requestLanguage, sessionToken } from '../core/http/request-context';
import { serverText } from '../core/http/messages';

/** POST .../wa/AccountAction/<action>: the body is checked with the action's contract, then handled. */
export function registerAccountActions(app: FastifyInstance, deps: AppDeps): void {
  for (const action of accountActions) {
    const handler = accountActionHandlers[action] as ActionHandler<AccountAction> | undefined;
    const limit = accountActionLimits[action];
    const factor = deps.config.rateLimitFactor;
    const perAddress = limit ? limitHook(app, action, limit, factor, byAddress) : null;
    const counts = limit?.perEmail?.counts ?? (() => true);
    const byEmail = limit?.perEmail?.withAddress ? byBodyEmailAndAddress : byBodyEmail;
    const emailKey = (request: FastifyRequest) => (counts(request.body ?? {}) ? byEmail(request) : null);
    const perEmail = limit?.perEmail ? limitHook(app, `${action}:email`, limit.perEmail, factor, emailKey) : null;
    // Per address and account the limit refuses; per account from anywhere failed sign-ins lock the
    // account for a short, growing time, so the owner waits at most that long.
    const throttle = limit?.perEmail?.withAddress ? loginThrottle(factor, deps.counters, action) : null;
    const preHandler = [perEmail, throttle?.check ?? null].filter((hook) => hook !== null);
    for (const url of legacyPaths(deps.config.appName, `AccountAction/${action}`)) {
      app.post(
        url,
        {
          ...(perAddress ? { onRequest: perAddress } : {}),
          ...(preHandler.length ? { preHandler } : {}),
        },
        async (request, reply) => {
          if (!handler) {
            reply.code(404);
            return { error: true, message: serverText(requestLanguage(request), 'actionUnavailable', { action }) };
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
          const result = await handler(payload, context);
          // The right password is no guess: only failed sign-ins count towards the lock.
          if (throttle && (result as { error?: unknown }).error === false) await throttle.succeeded(request);
          return result;
        },
      );
    }
  }
}
