import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../core/config';
import type { Db } from '../../core/db/client';
import { shopSettings } from '../../core/db/schema';

const NAME = 'stand_in_mac_key';

/**
 * The stand-in gateway's MAC key, made once and kept in the database: every instance and every
 * restart signs and checks with the same key, so a payment begun before a restart, or on another
 * instance, still verifies. The first instance to ask writes it; the others read that one.
 */
export async function standInKey(db: Db): Promise<string> {
  await db
    .insert(shopSettings)
    .values({ name: NAME, value: randomBytes(24).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.name, NAME));
  if (!row) throw new Error('stand-in gateway key not stored');
  return row.value;
}

/**
 * Without merchant credentials, replaces the placeholder key of the configuration with the one kept
 * in the database. Call once the database is migrated and before the server takes requests.
 */
export async function useSharedStandInKey(db: Db, config: AppConfig): Promise<void> {
  if (config.payment.gatewayUrl === null && config.payment.sharedKey) config.payment.secretKey = await standInKey(db);
}
