import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { customerAddresses, customerSessions, customers } from '../../core/db/schema';

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

/** Customer sessions last 30 days. */
export const SESSION_DAYS = 30;

/** A new random session token (only its hash is stored) and the customer's country. */
export async function createCustomerSession(db: Db, customerId: number): Promise<{ token: string; countryCode: string }> {
  const token = randomBytes(32).toString('base64url');
  const [address] = await db
    .select({ country: customerAddresses.country })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.kind, 'destination')))
    .limit(1);
  const countryCode = address?.country || 'IT';
  await db.insert(customerSessions).values({
    tokenHash: hashToken(token),
    customerId,
    countryCode,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  });
  return { token, countryCode };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(customerSessions).where(eq(customerSessions.tokenHash, hashToken(token)));
}

/** Id and password hash of the customer with this email (compared lower-case). */
export async function findCustomerByEmail(db: Db, email: string): Promise<{ id: number; passwordHash: string } | null> {
  const [row] = await db
    .select({ id: customers.id, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}
