import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { startTestS3, type TestS3 } from '../../../test/support/s3';
import { checkKey, createObjectStore, type ObjectStore } from './object-store';

const text = async (stream: Readable | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

/** The same behaviour from both stores: the shop never knows which one it has. */
function storeContract(name: string, open: () => Promise<{ store: ObjectStore; close(): Promise<void> }>) {
  describe(name, () => {
    let store: ObjectStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    }, 30_000);
    afterAll(async () => close());

    it('puts, gets, streams, tells what exists and deletes', async () => {
      expect(await store.exists('photos/a/original')).toBe(false);
      expect(await store.get('photos/a/original')).toBeNull();
      expect(await store.stream('photos/a/original')).toBeNull();
      await store.put('photos/a/original', Buffer.from('prima'), 'image/jpeg');
      await store.put('photos/a/original', Buffer.from('seconda'), 'image/jpeg');
      expect(await store.exists('photos/a/original')).toBe(true);
      expect((await store.get('photos/a/original'))?.toString()).toBe('seconda');
      expect(await text(await store.stream('photos/a/original'))).toBe('seconda');
      await store.delete('photos/a/original');
      await store.delete('photos/a/original');
      expect(await store.exists('photos/a/original')).toBe(false);
    });

    it('lists the keys under a folder with when each was written', async () => {
      const before = Date.now() - 60_000;
      for (const key of ['listed/a/original', 'listed/a/320.avif', 'listed/b/original', 'listedx/c/original']) {
        await store.put(key, Buffer.from(key), 'application/octet-stream');
      }
      const listed: { key: string; written: Date }[] = [];
      for await (const stored of store.list('listed')) listed.push(stored);
      expect(listed.map((stored) => stored.key).sort()).toEqual(['listed/a/320.avif', 'listed/a/original', 'listed/b/original']);
      expect(listed.every((stored) => stored.written.getTime() > before && stored.written.getTime() < Date.now() + 60_000)).toBe(true);
      const none: string[] = [];
      for await (const stored of store.list('nothing-here')) none.push(stored.key);
      expect(none).toEqual([]);
    });

    it('refuses keys that could leave its place', async () => {
      for (const key of ['../x', 'photos/../../x', '/etc/passwd', 'a//b', '', 'a/./b', 'a\\b']) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('not a storage key');
        await expect(store.get(key)).rejects.toThrow('not a storage key');
      }
    });
  });
}

describe('storage keys', () => {
  it('are one to six plain parts', () => {
    expect(checkKey('photos/0f1e/800.webp')).toBe('photos/0f1e/800.webp');
    expect(() => checkKey('a/b/c/d/e/f/g')).toThrow();
    expect(() => checkKey('photos/..')).toThrow();
  });
});

let folder = '';
storeContract('the file store', async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'shop-store-'));
  return {
    store: createObjectStore({ dataDir: folder, s3: null }),
    close: () => rm(folder, { recursive: true, force: true }),
  };
});

describe('the file store on disk', () => {
  it('keeps files under <dataDir>/media and leaves no folder behind a deleted key', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-store-'));
    try {
      const store = createObjectStore({ dataDir, s3: null });
      expect(store.where).toBe(path.join(dataDir, 'media'));
      await store.put('photos/b/original', Buffer.from('x'), 'image/png');
      expect(await readdir(path.join(dataDir, 'media', 'photos', 'b'))).toEqual(['original']);
      await store.delete('photos/b/original');
      expect(await readdir(path.join(dataDir, 'media'))).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

let s3: TestS3 | undefined;
storeContract('the S3 store', async () => {
  s3 = await startTestS3();
  const store = createObjectStore({ dataDir: '/nonexistent', s3: s3.settings });
  return {
    store,
    close: async () => {
      store.close();
      await s3?.close();
    },
  };
});
