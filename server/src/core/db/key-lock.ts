import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** Runs `work` while no other instance sharing the database runs work under the same key. */
export type KeyLock = <T>(key: string, work: () => Promise<T>) => Promise<T>;

/** Arbitrary constant naming the advisory locks of `keyLock` (the key's hash is the second half). */
const KEY_LOCKS = 7_341_206;

/**
 * One key's work at a time across every instance of the shop. With Postgres (`shared`), a
 * transaction-scoped advisory lock on the key's hash, held while the work runs: a second instance
 * asking for the same key waits for the first to finish, then finds its result. Without it (the
 * embedded database has one process, whose callers already share their work) the work just runs:
 * its one connection must not be held by a transaction while, say, a picture is encoded.
 *
 * A lock that cannot be had in the database's statement time (a very long work elsewhere, a
 * database that stopped answering) does not fail the caller: its work then runs without it, which
 * costs at most the same work done twice. Nor does a lock whose release fails once the work is
 * done: the caller gets the work's outcome.
 */
export function keyLock(db: Db, shared: boolean): KeyLock {
  if (!shared) return (_key, work) => work();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const state: { locked: boolean; done?: { value: T }; failed?: { error: unknown } } = { locked: false };
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCKS}, hashtext(${key}))`);
        state.locked = true;
        try {
          state.done = { value: await work() };
        } catch (error) {
          state.failed = { error };
        }
      });
    } catch {
      // The lock not had, or its release failed after the work (a session ended by the database):
      // the work's own outcome decides below.
    }
    if (state.failed) throw state.failed.error;
    if (state.done) return state.done.value;
    return work();
  };
}
