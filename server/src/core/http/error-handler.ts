import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorReply, LanguageCode } from '@shop/shared/contracts';
import { isDatabaseUnavailable } from '../db/unavailable';
import { requestLanguage } from './request-context';
import { HttpError } from './errors';
import { serverText } from './messages';

/** Texts for the framework's own client errors (body parsing, limits), in the caller's language. */
function clientMessage(error: FastifyError, language: LanguageCode): string {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return serverText(language, 'bodyEmpty');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return serverText(language, 'bodyNotJson');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return serverText(language, 'bodyMediaType');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return serverText(language, 'bodyTooLarge');
    default:
      return error instanceof SyntaxError ? serverText(language, 'bodyNotJson') : error.message;
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
    const language = requestLanguage(request);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(request, reply, 503, serverText(language, 'unavailable'));
    }
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, statusCode, serverText(language, 'internal'));
    }
    const message = error instanceof HttpError ? error.text(language) : clientMessage(error as FastifyError, language);
    request.log.info({ statusCode, reason: message }, 'request rejected');
    if (statusCode === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
    return sendError(request, reply, statusCode, message);
  });
}
