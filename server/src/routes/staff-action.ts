import { randomBytes } from 'node:crypto';
import { BACKOFFICE_MESSAGES, staffLoginPayloadSchema, type StaffLoginReply } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { parseOrThrow } from '../http/errors';
import { createStaffSession, deleteStaffSession, findStaffByEmail } from '../repositories/staff-sessions';
import { hashPassword, verifyPassword } from '../services/passwords';
import { legacyPaths } from './legacy-paths';
import { requireStaff, staffToken } from './staff-context';

const TOO_MANY = 'Troppi tentativi, riprova tra qualche minuto';

// An unknown email still costs one argon2 verification, so it cannot be told from a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** POST .../wa/StaffAction/login, /logout and /session: the back-office's own sign-in. */
export function registerStaffActions(app: FastifyInstance, { db, config }: AppDeps): void {
  for (const url of legacyPaths(config.appName, 'StaffAction/login')) {
    app.post(
      url,
      {
        config: {
          rateLimit: {
            max: 10,
            timeWindow: 60_000,
            keyGenerator: (request) => `staff-login:${request.ip}`,
            errorResponseBuilder: (_request, context) => ({ statusCode: 429, error: true, message: TOO_MANY, retryAfter: context.after }),
          },
        },
      },
      async (request, reply): Promise<StaffLoginReply> => {
        const payload = parseOrThrow(staffLoginPayloadSchema, request.body ?? {});
        const staff = await findStaffByEmail(db, payload.email);
        const ok = staff
          ? await verifyPassword(staff.passwordHash, payload.password)
          : await verifyPassword(await decoy(), payload.password);
        if (!staff || !ok) {
          reply.code(401);
          return { error: true, message: BACKOFFICE_MESSAGES.loginFailed };
        }
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
  for (const url of legacyPaths(config.appName, 'StaffAction/session')) {
    app.post(url, async (request): Promise<StaffLoginReply> => {
      const staff = await requireStaff(db, request);
      return { error: false, staff: { email: staff.email, name: staff.name } };
    });
  }
}
