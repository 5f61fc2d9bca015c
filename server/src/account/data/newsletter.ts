import { eq, and, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { customers, newsletterSubscriptions, newsletterConfirmations } from '../../core/db/schema';
import { hashReturnToken, newReturnToken } from '../../checkout';

export type SubscribeOutcome = 'subscribed' | 'already' | 'resubscribed';

/** A confirmation link works this long. */
export const CONFIRMATION_HOURS = 48;

const normalised = (email: string) => email.trim().toLowerCase();

/** Subscribes an email once; a second subscription changes nothing, an unsubscribed one comes back. */
export async function subscribe(db: Db, email: string, languageCode: string): Promise<SubscribeOutcome> {
  const address = normalised(email);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscriptions)
      .values({ email: address, languageCode })
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
      .returning({ id: newsletterSubscriptions.id });
    await tx.update(customers).set({ newsletter: true }).where(eq(customers.email, address));
    if (inserted.length > 0) return 'subscribed';
    const [existing] = await tx
      .select({ unsubscribedAt: newsletterSubscriptions.unsubscribedAt })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, address));
    if (!existing?.unsubscribedAt) return 'already';
    await tx.update(newsletterSubscriptions).set({ unsubscribedAt: null, languageCode }).where(eq(newsletterSubscriptions.email, address));
    return 'resubscribed';
  });
}

/** Stops the newsletter for this email (kept, so a later subscription is a return). */
export async function unsubscribe(db: Db, email: string): Promise<void> {
  const address = normalised(email);
  await db.update(newsletterSubscriptions).set({ unsubscribedAt: new Date() }).where(eq(newsletterSubscriptions.email, address));
  await db.update(customers).set({ newsletter: false }).where(eq(customers.email, address));
}

/** True while the address receives the newsletter. */
export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.email, normalised(email)), isNull(newsletterSubscriptions.unsubscribedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * A new confirmation link's token for the address (32 random bytes; only its hash is stored), valid
 * CONFIRMATION_HOURS. Links that have run out are cleared on the way.
 */
export async function issueConfirmation(
  db: Db,
  email: string,
  languageCode: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newReturnToken();
  const expiresAt = new Date(now.getTime() + CONFIRMATION_HOURS * 3_600_000);
  await db.delete(newsletterConfirmations).where(lt(newsletterConfirmations.expiresAt, now));
  await db.insert(newsletterConfirmations).values({ email: normalised(email), languageCode, tokenHash: hash, expiresAt });
  return { token, expiresAt };
}

/**
 * Uses up a confirmation link and subscribes its address, in one transaction: once only (of two
 * clicks at once, one wins), and not after it ran out. False for any other token.
 */
export async function confirmSubscription(db: Db, token: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(newsletterConfirmations)
      .set({ usedAt: now })
      .where(
        and(
          eq(newsletterConfirmations.tokenHash, hashReturnToken(token)),
          isNull(newsletterConfirmations.usedAt),
          gt(newsletterConfirmations.expiresAt, now),
        ),
      )
      .returning({ email: newsletterConfirmations.email, languageCode: newsletterConfirmations.languageCode });
    if (!used) return false;
    await subscribe(tx, used.email, used.languageCode);
    return true;
  });
}
