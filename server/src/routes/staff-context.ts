import { BACKOFFICE_MESSAGES, STAFF_SESSION_HEADER, STAFF_SESSION_QUERY } from '@shop/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { findStaffSession, type Staff } from '../repositories/staff-sessions';

/** The staff session id: the x-staff-session header, else the legacy wosid query parameter. */
export function staffToken(request: FastifyRequest): string | undefined {
  const header = request.headers[STAFF_SESSION_HEADER];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[STAFF_SESSION_QUERY];
  return typeof value === 'string' && value ? value : undefined;
}

/** The staff member behind the request, or a 401. Customer sessions and the admin header count for nothing. */
export async function requireStaff(db: Db, request: FastifyRequest): Promise<Staff> {
  const staff = await findStaffSession(db, staffToken(request));
  if (!staff) throw new HttpError(401, BACKOFFICE_MESSAGES.accessDenied);
  return staff;
}
