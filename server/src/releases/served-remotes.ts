import { randomBytes } from 'node:crypto';
import { remoteNames, type RemoteName } from '@shop/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../core/config';
import type { ActiveReleases } from './active-releases';

/** The visitor's own random id, so a release rolled out to a share of visitors stays with the same ones. */
export const VISITOR_COOKIE = 'shop_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

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
 * Where each remote is for this visitor: its active release (a rolled-out one when the visitor falls
 * in its share), else the shop's own build (REMOTE_*_URL), which names no release.
 */
export function servedRemotes(config: AppConfig, releases: ActiveReleases, request: FastifyRequest, reply: FastifyReply): ManifestRemote[] {
  const visitor = visitorOf(request, reply, releases);
  return remoteNames.map((name) => {
    const release = releases.choose(name, visitor);
    return release ? { name, entry: release.entry, release: release.id } : { name, entry: config.remotes[name] };
  });
}
