import { createHmac, timingSafeEqual } from 'node:crypto';
import { CARRIER_SIGNATURE_HEADER, CARRIER_TRACKING_PATH, carrierTrackingEventSchema } from '@shop/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../core/app-deps';
import type { CarrierWebhook } from '../core/config';
import { badRequest, HttpError, notFound, parseOrThrow } from '../core/http/errors';
import { says } from '../core/http/messages';
import { byAddress, limitHook } from '../core/http/rate-limits';
import { shopOrigin } from '../core/http/shop-origin';
import { carrierEvent } from './delivery/deliveries';

/** Tracking events from one address: a carrier pushing a busy day's parcels fits, a flood does not. */
export const TRACKING_LIMIT = { max: 300, minutes: 1 };
/** An event is a few hundred bytes. */
const EVENT_BYTES = 16 * 1024;

const bodies = new WeakMap<FastifyRequest, Buffer>();

/** The signature header's 32 bytes (64 hexadecimal digits, optionally after `sha256=`), or null. */
function sentSignature(request: FastifyRequest): Buffer | null {
  const header = request.headers[CARRIER_SIGNATURE_HEADER];
  const value = (typeof header === 'string' ? header : '').trim().replace(/^sha256=/i, '');
  return /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : null;
}

/** Whether the body as received was signed with the carrier's secret: HMAC-SHA256, compared in constant time. */
export function signedBy(carrier: CarrierWebhook, body: Buffer, sent: Buffer | null): boolean {
  const expected = createHmac('sha256', carrier.secret).update(body).digest();
  return sent !== null && sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * POST /carriers/:carrier/tracking: a carrier configured with a secret (CARRIER_SECRET_<NAME>) pushes
 * its parcels' tracking events. A carrier without one gets 404, a body not signed with its secret 401,
 * and neither changes anything; the signature is checked on the body as received, before it is read.
 * A `delivered` event marks the parcel's shipped orders delivered, as staff's record does.
 */
export function registerCarrierRoutes(app: FastifyInstance, { db, config, outbox }: AppDeps): void {
  const limit = limitHook(app, 'carrier-tracking', TRACKING_LIMIT, config.rateLimitFactor, byAddress);
  app.register(async (scope) => {
    // The body is kept as bytes: the signature is over them, and nothing is parsed before it is checked.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: EVENT_BYTES }, (request, body, done) => {
      bodies.set(request, body as Buffer);
      done(null, {});
    });
    scope.post(CARRIER_TRACKING_PATH, { preHandler: limit, bodyLimit: EVENT_BYTES }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const slug = String((request.params as { carrier?: unknown }).carrier ?? '');
      const carrier = config.carriers.find((candidate) => candidate.slug === slug);
      if (!carrier) throw notFound(says('carrierNotConfigured'));
      const raw = bodies.get(request) ?? Buffer.alloc(0);
      if (!signedBy(carrier, raw, sentSignature(request))) throw new HttpError(401, says('carrierSignatureInvalid'));
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw badRequest(says('bodyNotJson'));
      }
      const event = parseOrThrow(carrierTrackingEventSchema, json);
      const deps = { withdrawalDays: config.withdrawalDays, origin: shopOrigin(config, request) };
      const outcome = await carrierEvent(db, carrier, event, deps);
      if (outcome.delivered.length > 0) {
        request.log.info({ carrier: carrier.name, delivered: outcome.delivered }, 'carrier recorded a delivery');
        outbox.wake();
      }
      return { error: false, delivered: outcome.delivered };
    });
  });
}
