import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that may carry a secret: a session id sent the legacy way (never accepted, but an
 * old link still puts one in the address) or a token (`t`, an order's payment return token). Their
 * values never reach the request log.
 */
const SECRET_PARAMS = /([?&](?:wosid|xtstoredsession|token|session|t)=)[^&#]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

/** Fastify's request log line (method, url, host, addresses) with the secrets taken out of the url. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
