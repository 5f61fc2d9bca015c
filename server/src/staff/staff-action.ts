import { randomBytes } from 'node:crypto';
import { staffLoginPayloadSchema, type StaffLoginReply } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../core/app-deps';
import { parseOrThrow } from '../core/http/errors';
import { serverText } from '../core/http/messages';
import { loginThrottle, hashPassword, verifyPassword } from '../account';
import { byAddress, byBodyEmailAndAddress, limitHook } from '../core/http/rate-limits';
import { createStaffSession, deleteStaffSession, findStaffByEmail } from './staff-sessions';
import { legacyPaths } from '../core/http/legacy-paths';
import { requestLanguage } from '../core/http/request-context';
import { staffToken } from './staff-context';
import { registerStaffScope, staffOf } from './staff-scope';

/** Staff sign-in attempts: per client address, and per staff email address and client address. */
const STAFF_LOGIN_LIMIT = { max: 10, minutes: 1 };
const STAFF_LOGIN_PER_EMAIL = { max: 10, minutes: 15 };

// An unknown email still costs one argon2 verification, so it cannot be told from a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** POST .../wa/StaffAction/login, /logout and /session: the back-office's own sign-in. */
export function registerStaffActions(app: FastifyInstance, { db, config, counters }: AppDeps): void {
  const perAddress = limitHook(app, 'staff-login', STAFF_LOGIN_LIMIT, config.rateLimitFactor, byAddress);
  const perEmail = limitHook(app, 'staff-login:email', STAFF_LOGIN_PER_EMAIL, config.rateLimitFactor, byBodyEmailAndAddress);
  const throttle = loginThrottle(config.rateLimitFactor, counters, 'staff-login');
  for (const url of legacyPaths(config.appName, 'StaffAction/login')) {
    app.post(
      url,
      {
        onRequest: perAddress,
        preHandler: [perEmail, throttle.check],
      },
      async (request, reply): Promise<StaffLoginReply> => {
        const payload = parseOrThrow(staffLoginPayloadSchema, request.body ?? {});
        const staff = await findStaffByEmail(db, payload.email);
        const ok = staff
          ? await verifyPassword(staff.passwordHash, payload.password)
          : await verifyPassword(await decoy(), payload.password);
        if (!staff || !ok) {
          reply.code(401);
          return { error: true, message: serverText(requestLanguage(request), 'loginFailed') };
        }
        await throttle.succeeded(request);
        const wosid = await createStaffSession(db, staff.id);
        return { error: false, wosid, staff: { email: staff.email, name: staff.name } };
      },
    );
  }
  for (const url of legacyPaths(config.appName, 'StaffAction/logout')) {
    app.post(url, async (request) => {
      const token = staffToken(request);
      if (token) await deleteStaffSession(db, token);
      return { error: false };
    });
  }
  registerStaffScope(app, db, (scope) => {
    for (const url of legacyPaths(config.appName, 'StaffAction/session')) {
      scope.post(url, async (request): Promise<StaffLoginReply> => {
        const staff = staffOf(request);
        return { error: false, staff: { email: staff.email, name: staff.name } };
      });
    }
  });
}
