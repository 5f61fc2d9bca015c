import { sql } from 'drizzle-orm';
import type { Db } from '../../src/core/db/client';

export const WAITED = 'waited on the database';

/**
 * Runs `ask` while a transaction holds the embedded database, which does one thing at a time: work
 * that needs the database cannot finish meanwhile. Answers what `ask` gave, or WAITED when it did
 * not finish within `ms` (not a measure of speed: a reply that waits for the database waits for good).
 */
export async function whileDatabaseHeld<T>(db: Db, ask: () => Promise<T>, ms = 10_000): Promise<T | typeof WAITED> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let opened = () => {};
  const open = new Promise<void>((resolve) => (opened = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    opened();
    await held;
  });
  await open;
  try {
    const stuck = new Promise<typeof WAITED>((resolve) => setTimeout(() => resolve(WAITED), ms).unref());
    return await Promise.race([ask(), stuck]);
  } finally {
    release();
    await transaction;
  }
}
