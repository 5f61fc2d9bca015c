import { z } from 'zod';
import { CARRIERS } from './carriers';

/**
 * A carrier's tracking event, as the carrier pushes it to the shop: the parcel's tracking number, its
 * new status and when that happened. The carrier posts it as JSON to CARRIER_TRACKING_PATH with its
 * own name in the path, signed with HMAC-SHA256 of the body as sent, keyed by the secret the shop
 * and the carrier share (CARRIER_SIGNATURE_HEADER, hexadecimal, optionally after `sha256=`).
 */
export const CARRIER_TRACKING_PATH = '/carriers/:carrier/tracking';
export const CARRIER_SIGNATURE_HEADER = 'x-carrier-signature';

/** What a parcel may be doing; only `delivered` changes the order (the withdrawal period starts). */
export const carrierTrackingStatuses = ['in_transit', 'out_for_delivery', 'delivered', 'exception'] as const;
export type CarrierTrackingStatus = (typeof carrierTrackingStatuses)[number];

export const carrierTrackingEventSchema = z.strictObject({
  trackingNumber: z.string().trim().min(1).max(60),
  status: z.enum(carrierTrackingStatuses),
  /** When it happened, as the carrier's own clock says: an ISO date and time with its offset. */
  occurredAt: z.iso.datetime({ offset: true }),
});
export type CarrierTrackingEvent = z.infer<typeof carrierTrackingEventSchema>;

/** A carrier's name in the webhook's path and in its secret's setting: `Poste Italiane` is `poste-italiane`. */
export const carrierSlug = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');

/** The setting holding a carrier's webhook secret: `Poste Italiane` reads CARRIER_SECRET_POSTE_ITALIANE. */
export const carrierSecretSetting = (name: string): string => `CARRIER_SECRET_${carrierSlug(name).replace(/-/g, '_').toUpperCase()}`;

/** The carrier of CARRIERS a webhook path names, or undefined. */
export const carrierOfSlug = (slug: string): (typeof CARRIERS)[number] | undefined =>
  CARRIERS.find((carrier) => carrierSlug(carrier.name) === slug);

/** The webhook's path for a carrier. */
export const carrierTrackingPath = (name: string): string => CARRIER_TRACKING_PATH.replace(':carrier', carrierSlug(name));
