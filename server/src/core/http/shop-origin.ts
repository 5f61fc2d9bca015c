import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

type OriginConfig = Pick<AppConfig, 'payment' | 'host' | 'port'>;

/** A wildcard listening address names no host a browser can open: the machine itself does. */
const ANY_ADDRESS = new Set(['', '0.0.0.0', '::', '[::]']);

/** The address the server listens at (the configured one until it listens), as an origin a browser on this machine opens. */
export function listeningOrigin(config: Pick<AppConfig, 'host' | 'port'>, bound: AddressInfo | string | null): string {
  const { address, port } = bound && typeof bound === 'object' ? bound : { address: config.host, port: config.port };
  const host = ANY_ADDRESS.has(address) ? 'localhost' : address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${port}`;
}

/**
 * The shop's own origin, for every absolute address it gives out: the gateway's return and
 * notification addresses, canonical links, sitemaps and robots.txt, links in mails. PUBLIC_URL when
 * set (production refuses to start without it); otherwise, in development and tests, the address
 * the server listens at. Never the request's Host or X-Forwarded-Host: the client writes those, and
 * would choose where the gateway posts its signed result and what the shop's pages link to.
 */
export function shopOrigin(config: OriginConfig, request: FastifyRequest): string {
  return config.payment.publicUrl ?? listeningOrigin(config, request.server.server.address());
}
