import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { customers, newsletterSubscriptions } from '../../core/db/schema/index';

export type SubscribeOutcome = 'subscribed' | 'already' | 'resubscribed';

/** Subscribes an email once; a second subscription changes nothing, an unsubscribed one comes back. */
export async function subscribe(db: Db, email: string, languageCode: string): Promise<SubscribeOutcome> {
  const address = email.trim().toLowerCase();
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
  const address = email.trim().toLowerCase();
  await db.update(newsletterSubscriptions).set({ unsubscribedAt: new Date() }).where(eq(newsletterSubscriptions.email, address));
  await db.update(customers).set({ newsletter: false }).where(eq(customers.email, address));
}
