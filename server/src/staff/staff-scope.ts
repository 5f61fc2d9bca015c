import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../core/db/client';
import { requireStaff } from './staff-context';
import type { Staff } from './staff-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member behind a request in a staff scope, set by the scope's hook before the handler runs. */
    staff: Staff | null;
  }
}

/**
 * Registers staff-only routes in a scope of their own: its one hook checks the staff session before
 * anything else runs (a 401 otherwise; customer sessions and the admin header count for nothing), and
 * handlers take the member from `staffOf(request)`. No route checks the session by hand.
 */
export function registerStaffScope(app: FastifyInstance, db: Db, routes: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    scope.decorateRequest('staff', null);
    scope.addHook('onRequest', async (request) => {
      request.staff = await requireStaff(db, request);
    });
    routes(scope);
  });
}

/** The staff member the scope's hook found. */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new Error('a staff route was registered outside registerStaffScope');
  return request.staff;
}
