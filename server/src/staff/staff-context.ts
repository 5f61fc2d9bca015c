import { STAFF_SESSION_HEADER } from '@shop/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../core/db/client';
import { HttpError } from '../core/http/errors';
import { says } from '../core/http/messages';
import { findStaffSession, type Staff } from './staff-sessions';

/**
 * The staff session id, from the x-staff-session header only: an id in the address (the legacy
 * ?wosid=) would be written to request logs, proxies' logs and the browser's history.
 */
export function staffToken(request: FastifyRequest): string | undefined {
  const header = request.headers[STAFF_SESSION_HEADER];
  return typeof header === 'string' && header ? header : undefined;
}

/** The staff member behind the request, or a 401. Customer sessions and the admin header count for nothing. */
export async function requireStaff(db: Db, request: FastifyRequest): Promise<Staff> {
  const staff = await findStaffSession(db, staffToken(request));
  if (!staff) throw new HttpError(401, says('staffAccessDenied'));
  return staff;
}
