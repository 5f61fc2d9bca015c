import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../routes/request-context';
import { HttpError } from './errors';

/** Too many calls, in the caller's language; the reply keeps the actions' { error, message } shape. */
export const TOO_MANY = {
  ita: 'Troppi tentativi, riprova tra qualche minuto',
  eng: 'Too many attempts, please try again in a few minutes',
} as const;

export const tooManyMessage = (request: FastifyRequest): string => TOO_MANY[requestLanguage(request) === 'eng' ? 'eng' : 'ita'];

/** At most `max` calls per `minutes`. */
export interface Limit {
  max: number;
  minutes: number;
}

/** The limit scaled by RATE_LIMIT_FACTOR, never below one call. */
export const scaledMax = (limit: Limit, factor: number): number => Math.max(1, Math.round(limit.max * factor));

/** Per-route options of @fastify/rate-limit: one bucket per `name` and client address. */
export function addressLimit(name: string, limit: Limit, factor: number): RateLimitOptions {
  return {
    max: scaledMax(limit, factor),
    timeWindow: limit.minutes * 60_000,
    keyGenerator: (request) => `${name}:${request.ip}`,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      error: true,
      message: tooManyMessage(request),
      retryAfter: context.after,
    }),
  };
}

/**
 * A second bucket keyed by something in the body (an email address), for attempts spread over
 * many client addresses against one account or one mailbox. Returns a preHandler hook.
 */
export function bodyKeyLimit(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  factor: number,
  keyOf: (body: unknown) => string | null,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const check = app.createRateLimit({
    max: scaledMax(limit, factor),
    timeWindow: limit.minutes * 60_000,
    keyGenerator: (request) => `${name}:${keyOf(request.body) ?? ''}`,
  });
  return async (request, reply) => {
    if (keyOf(request.body) === null) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new HttpError(429, tooManyMessage(request));
  };
}

/** The trimmed, lower-cased `email` of a JSON body, or null. */
export function bodyEmail(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase().slice(0, 254) : null;
}
