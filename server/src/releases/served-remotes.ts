import { randomBytes } from 'node:crypto';
import { remoteNames, type RemoteName } from '@shop/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../core/config';
import type { Db } from '../core/db/client';
import { absoluteOrigin, contentSecurityPolicy } from '../core/http/security-headers';
import { findStaffSession } from '../staff';
import type { ActiveReleases, ServedRelease } from './active-releases';
import { RELEASE_ID } from './release-files';
import { releaseEntry } from './release-store';

/** The visitor's own random id, so a release rolled out to a share of visitors stays with the same ones. */
export const VISITOR_COOKIE = 'shop_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The releases a staff member pinned for their own browser ('catalog:1.2.0-0a1b2c3d4e|cart:…'). */
export const PINS_COOKIE = 'shop_release_pins';
/** The staff session that honours the pins: without a live one they count for nothing. */
export const PIN_STAFF_COOKIE = 'shop_pin_staff';

/** The pinned releases of the cookie, as (remote, release) pairs that are well formed. */
export function parsePins(value: string | null): { remote: RemoteName; release: string }[] {
  if (!value) return [];
  return value.split('|').flatMap((pair) => {
    const [remote, release = ''] = pair.split(':');
    const name = remoteNames.find((candidate) => candidate === remote);
    return name && RELEASE_ID.test(release) ? [{ remote: name, release }] : [];
  });
}

/** The pins of a staff member's browser, honoured only with the live staff session of the pin's other cookie. */
export async function staffPins(db: Db, request: FastifyRequest): Promise<Map<RemoteName, ServedRelease>> {
  const pins = parsePins(cookieValue(request, PINS_COOKIE));
  const served = new Map<RemoteName, ServedRelease>();
  if (pins.length === 0) return served;
  const staff = await findStaffSession(db, cookieValue(request, PIN_STAFF_COOKIE) ?? undefined);
  if (!staff) return served;
  for (const { remote, release } of pins) {
    const entry = await releaseEntry(db, remote, release);
    if (entry) served.set(remote, { id: release, entry });
  }
  return served;
}

/** A remote in the page's manifest: where its entry is and, when it is one, which release. */
export interface ManifestRemote {
  name: RemoteName;
  entry: string;
  release?: string;
}

/** The value of a cookie of the request, or null. */
export function cookieValue(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/**
 * The visitor's id from its cookie; while a release is rolled out to part of the visitors, one
 * without an id gets a new one (a year's cookie, unreadable to scripts).
 */
function visitorOf(request: FastifyRequest, reply: FastifyReply, releases: ActiveReleases): string | null {
  const sent = cookieValue(request, VISITOR_COOKIE);
  if (sent && VISITOR_ID.test(sent)) return sent;
  if (!releases.rollingOut()) return null;
  const visitor = randomBytes(18).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${VISITOR_COOKIE}=${visitor}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure}`);
  return visitor;
}

/**
 * Where each remote is for this visitor: a release a staff member pinned for their own browser, else
 * its active release (a rolled-out one when the visitor falls in its share), else the shop's own
 * build (REMOTE_*_URL), which names no release.
 */
export async function servedRemotes(
  db: Db,
  config: AppConfig,
  releases: ActiveReleases,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ManifestRemote[]> {
  const visitor = visitorOf(request, reply, releases);
  const pins = await staffPins(db, request);
  // A pinned release hosted on another origin is admitted by this browser's policy alone.
  const served = releases.origins();
  const pinned = [...pins.values()].map((release) => absoluteOrigin(release.entry)).filter((origin): origin is string => origin !== null);
  if (pinned.some((origin) => !served.includes(origin))) {
    reply.header('content-security-policy', contentSecurityPolicy(config, [...new Set([...served, ...pinned])]));
  }
  return remoteNames.map((name) => {
    const release = pins.get(name) ?? releases.choose(name, visitor);
    return release ? { name, entry: release.entry, release: release.id } : { name, entry: config.remotes[name] };
  });
}
