import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { staffSessions, staffUsers } from '../core/db/schema';
import { hashToken } from '../account';

/** Staff sessions last one working day. */
export const STAFF_SESSION_HOURS = 8;

export interface Staff {
  id: number;
  email: string;
  name: string;
}

/** The staff member who may sign in with this email: a disabled member counts as unknown. */
export async function findStaffByEmail(db: Db, email: string): Promise<(Staff & { passwordHash: string }) | null> {
  const [row] = await db
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, passwordHash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(and(eq(staffUsers.email, email.trim().toLowerCase()), isNull(staffUsers.disabledAt)))
    .limit(1);
  return row ?? null;
}

/** A new random staff session id; only its SHA-256 is stored. Expired sessions are swept on the way. */
export async function createStaffSession(db: Db, staffId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, new Date()));
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    expiresAt: new Date(Date.now() + STAFF_SESSION_HOURS * 3_600_000),
  });
  return token;
}

/** The staff member of a live staff session, or null (also for a member disabled since). */
export async function findStaffSession(db: Db, token: string | undefined): Promise<Staff | null> {
  if (!token || token.length < 16 || token.length > 128) return null;
  const [row] = await db
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), gt(staffSessions.expiresAt, new Date()), isNull(staffUsers.disabledAt)))
    .limit(1);
  return row ?? null;
}

export async function deleteStaffSession(db: Db, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
}

/** Ends every session of a staff member (disabled, or given a new password). */
export async function deleteStaffSessionsOf(db: Db, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}
