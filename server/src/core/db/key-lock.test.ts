import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, postgresAvailable } from '../../../test/support/databases';
import { openDatabase, type Database } from './client';
import { keyLock, type KeyLock } from './key-lock';

/** Work that notes how many of its kind run at once, the most it saw, and the order it ran in. */
function overlapProbe() {
  let running = 0;
  const seen = { most: 0, order: [] as string[] };
  const work = (name: string, ms: number) => async () => {
    running += 1;
    seen.most = Math.max(seen.most, running);
    seen.order.push(`${name} starts`);
    await sleep(ms);
    seen.order.push(`${name} ends`);
    running -= 1;
    return name;
  };
  return { seen, work };
}

const onPostgres = postgresAvailable() ? describe : describe.skip;

onPostgres('key lock on Postgres, two instances on one database', () => {
  let drop: () => Promise<void> = async () => undefined;
  let first: Database;
  let second: Database;
  let lockFirst: KeyLock;
  let lockSecond: KeyLock;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    first = await openDatabase({ databaseUrl: database.url, pgliteDir: null });
    second = await openDatabase({ databaseUrl: database.url, pgliteDir: null });
    lockFirst = keyLock(first.db, true);
    lockSecond = keyLock(second.db, true);
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop();
  });

  it('runs one key’s work on one instance at a time, the other waiting its turn', async () => {
    const { seen, work } = overlapProbe();
    const results = await Promise.all([
      lockFirst('photo/1/800.avif', work('first', 300)),
      lockSecond('photo/1/800.avif', work('second', 50)),
    ]);
    expect(results).toEqual(['first', 'second']);
    expect(seen.most).toBe(1);
    // Whichever got the lock first ran to its end before the other began.
    const [one, two] = seen.order[0]?.startsWith('first') ? ['first', 'second'] : ['second', 'first'];
    expect(seen.order).toEqual([`${one} starts`, `${one} ends`, `${two} starts`, `${two} ends`]);
  });

  it('runs different keys at the same time', async () => {
    const { seen, work } = overlapProbe();
    await Promise.all([lockFirst('photo/1/800.avif', work('first', 300)), lockSecond('photo/1/800.webp', work('second', 300))]);
    expect(seen.most).toBe(2);
  });

  it('lets the next caller in when a work fails, and hands the failure to its own caller', async () => {
    const failing = lockFirst('photo/2/320.jpg', async () => {
      await sleep(100);
      throw new Error('encoder failed');
    });
    const after = lockSecond('photo/2/320.jpg', async () => 'made');
    await expect(failing).rejects.toThrow('encoder failed');
    await expect(after).resolves.toBe('made');
  });
});

describe('key lock on the embedded database', () => {
  it('just runs the work: one process, whose callers share their work already', async () => {
    const database = await openDatabase({ pgliteDir: null });
    try {
      const { seen, work } = overlapProbe();
      const lock = keyLock(database.db, false);
      await Promise.all([lock('k', work('first', 100)), lock('k', work('second', 100))]);
      expect(seen.most).toBe(2);
    } finally {
      await database.close();
    }
  });
});
