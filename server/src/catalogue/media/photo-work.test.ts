import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../core/db/client';
import { keyLock } from '../../core/db/key-lock';
import { createObjectStore, type ObjectStore } from '../../core/storage/object-store';
import { createTestDatabase, postgresAvailable } from '../../../test/support/databases';
import { makePhoto } from '../../../test/support/photos';
import { PhotoWork } from './photo-work';
import { originalKey, sizeKey } from './photo-sizes';

const quiet = { warn: () => undefined };

/** One store both instances use (as they would one bucket), counting what is written to it. */
function countingStore(dir: string): ObjectStore & { puts: Map<string, number> } {
  const inner = createObjectStore({ dataDir: dir, s3: null });
  const puts = new Map<string, number>();
  return {
    ...inner,
    puts,
    put: async (key, body, type) => {
      puts.set(key, (puts.get(key) ?? 0) + 1);
      await inner.put(key, body, type);
    },
  };
}

const onPostgres = postgresAvailable() ? describe : describe.skip;

onPostgres('photo sizes made by two instances on one Postgres database', () => {
  let dir = '';
  let drop: () => Promise<void> = async () => undefined;
  const databases: Database[] = [];
  const works: PhotoWork[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shop-photo-work-'));
    const database = await createTestDatabase();
    drop = database.drop;
    for (let i = 0; i < 2; i += 1) databases.push(await openDatabase({ databaseUrl: database.url, pgliteDir: null }));
  }, 60_000);
  afterAll(async () => {
    for (const work of works) await work.close();
    for (const database of databases) await database.close();
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('makes a size asked of both at the same moment once, and both serve it', async () => {
    const store = countingStore(dir);
    for (const database of databases) works.push(new PhotoWork(store, quiet, keyLock(database.db, true)));
    const photo = { storageKey: 'photos/41', width: 1600 };
    await store.put(originalKey(photo.storageKey), await makePhoto(1600, 1200), 'image/jpeg');

    const asks = [0, 1, 0, 1, 0, 1].map((instance) => works[instance]?.size(photo, 1200, 'avif'));
    const bodies = await Promise.all(asks);

    expect(store.puts.get(sizeKey(photo.storageKey, 1200, 'avif'))).toBe(1);
    const lengths = await Promise.all(bodies.map(async (body) => (Buffer.isBuffer(body) ? body.length : (await body?.toArray())?.length)));
    expect(lengths.every((length) => typeof length === 'number' && length > 0)).toBe(true);
  });
});
