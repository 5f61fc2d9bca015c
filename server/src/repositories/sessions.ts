import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customerSessions } from '../db/schema';

/** Tokens are stored as their SHA-256 only. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The customer owning a live session token, or null. */
export async function findSessionCustomer(db: Db, token: string | undefined): Promise<number | null> {
  if (!token || token.length < 16 || token.length > 128) return null;
  const [row] = await db
    .select({ customerId: customerSessions.customerId })
    .from(customerSessions)
    .where(and(eq(customerSessions.tokenHash, hashToken(token)), gt(customerSessions.expiresAt, new Date())))
    .limit(1);
  return row?.customerId ?? null;
}
