import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { customerSessions, passwordResetCodes } from '../../core/db/schema';

/** A code lives 15 minutes and allows 5 attempts. */
export const CODE_MINUTES = 15;
export const CODE_ATTEMPTS = 5;

const hashCode = (customerId: number, code: string) => createHash('sha256').update(`${customerId}:${code}`).digest('hex');

/** A new six-digit code for the customer; earlier unused codes stop working. */
export async function issueResetCode(db: Db, customerId: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.customerId, customerId), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({
      customerId,
      codeHash: hashCode(customerId, code),
      expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
    });
  });
  return code;
}

/**
 * Uses up the customer's live code when `code` matches it. Every try takes one of the code's
 * attempts first, in one conditional update, so tries sent at once are each counted and none gets
 * past the fifth; the right code then spends it (once: of two right tries at once, one wins).
 * After the last attempt the code is spent. Returns true only for the right code.
 */
export async function consumeResetCode(db: Db, customerId: number, code: string): Promise<boolean> {
  const live = db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(
      and(eq(passwordResetCodes.customerId, customerId), isNull(passwordResetCodes.usedAt), gt(passwordResetCodes.expiresAt, new Date())),
    )
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  const [taken] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(and(inArray(passwordResetCodes.id, live), isNull(passwordResetCodes.usedAt), lt(passwordResetCodes.attempts, CODE_ATTEMPTS)))
    .returning({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash, attempts: passwordResetCodes.attempts });
  if (!taken) return false;
  const given = Buffer.from(hashCode(customerId, code.trim()));
  const right = given.length === taken.codeHash.length && timingSafeEqual(given, Buffer.from(taken.codeHash));
  if (!right && taken.attempts < CODE_ATTEMPTS) return false;
  const spent = await db
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.id, taken.id), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  return right && spent.length === 1;
}

/** After a password change every open session of the customer ends. */
export async function endCustomerSessions(db: Db, customerId: number): Promise<void> {
  await db.delete(customerSessions).where(eq(customerSessions.customerId, customerId));
}
