import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorReply } from '@shop/shared/contracts';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from './errors';

const INTERNAL = 'Errore interno del server';
export const SERVICE_UNAVAILABLE = 'Servizio temporaneamente non disponibile, riprova tra qualche istante';

/** Texts for the framework's own client errors (body parsing, limits). */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Il corpo della richiesta è vuoto';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Il corpo della richiesta non è un JSON valido';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Tipo di contenuto non supportato: usa application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Il corpo della richiesta è troppo grande';
    default:
      return error instanceof SyntaxError ? 'Il corpo della richiesta non è un JSON valido' : error.message;
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, statusCode: number, message: string) {
  const body: ErrorReply = { error: true, message, statusCode, requestId: request.id };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** The one error handler: 4xx explain themselves, 5xx are logged and hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // The database is down or not answering: say so plainly, the same server recovers when it returns.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(request, reply, 503, SERVICE_UNAVAILABLE);
    }
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, statusCode, INTERNAL);
    }
    const message = error instanceof HttpError ? error.message : clientMessage(error as FastifyError);
    request.log.info({ statusCode, reason: message }, 'request rejected');
    if (statusCode === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
    return sendError(request, reply, statusCode, message);
  });
}
