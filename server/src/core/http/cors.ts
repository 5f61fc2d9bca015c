import { HEADERS, STAFF_SESSION_HEADER } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { remoteOrigins } from './security-headers';

/** Request headers the shop's API reads; anything else is not offered to another origin. */
export const CORS_ALLOWED_HEADERS = [
  'content-type',
  HEADERS.authorization,
  HEADERS.storedSession,
  HEADERS.language,
  HEADERS.country,
  STAFF_SESSION_HEADER,
].join(', ');

/**
 * Cross-origin reads only for the origins of the remotes in the manifest (an absolute
 * REMOTE_*_URL): a remote served from its own origin may call the shop. Every other origin gets
 * no Access-Control-Allow-Origin, so its page cannot read any reply. No credentials are allowed:
 * the shop has no cookies; sessions travel in headers.
 */
export function registerCors(app: FastifyInstance, config: Pick<AppConfig, 'remotes'>): void {
  const allowed = new Set(remoteOrigins(config));
  if (allowed.size === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !allowed.has(origin)) return undefined;
    reply.header('access-control-allow-origin', origin);
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!preflight) return undefined;
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD, POST')
      .header('access-control-allow-headers', CORS_ALLOWED_HEADERS)
      .header('access-control-max-age', '600')
      .send();
  });
}
