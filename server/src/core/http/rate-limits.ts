import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { says } from './messages';

/** At most `max` calls per `minutes`. */
export interface Limit {
  max: number;
  minutes: number;
}

/** The limit scaled by RATE_LIMIT_FACTOR, never below one call. */
export const scaledMax = (limit: Limit, factor: number): number => Math.max(1, Math.round(limit.max * factor));

/**
 * A limit as a hook: one bucket per `name` and key, shared by every route the hook is put on (the
 * two legacy paths of an action count together). A request whose key is null is not counted.
 * Over the limit: 429 with the message in the caller's language and Retry-After.
 */
export function limitHook(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  factor: number,
  keyOf: (request: FastifyRequest) => string | null,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const check = app.createRateLimit({
    max: scaledMax(limit, factor),
    timeWindow: limit.minutes * 60_000,
    keyGenerator: (request) => `${name}:${keyOf(request) ?? ''}`,
  });
  return async (request, reply) => {
    if (keyOf(request) === null) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    // The error handler says it in the caller's language; the reply keeps the actions' { error, message } shape.
    throw new HttpError(429, says('tooMany'));
  };
}

/** The client address (the connection's own unless TRUST_PROXY names the proxies). */
export const byAddress = (request: FastifyRequest): string => request.ip;

/** The email address in a JSON body, for limits per account or mailbox. */
export const byBodyEmail = (request: FastifyRequest): string | null => bodyEmail(request.body);

/**
 * The email address in a JSON body together with the client address: sign-in attempts per account
 * and place, so that attempts from elsewhere never lock the account's owner out.
 */
export const byBodyEmailAndAddress = (request: FastifyRequest): string | null => {
  const email = bodyEmail(request.body);
  return email === null ? null : `${email}|${request.ip}`;
};

/** The trimmed, lower-cased `email` of a JSON body, or null. */
export function bodyEmail(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase().slice(0, 254) : null;
}
