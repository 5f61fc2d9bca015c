import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkKey, type ObjectStore, type StoredKey } from './object-store';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The files under `dir` (a missing folder has none), as keys below `key`; files half written are left out. */
async function* filesBelow(dir: string, key: string): AsyncGenerator<StoredKey> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if (missing(error)) return [];
    throw error;
  });
  for (const entry of entries) {
    const below = `${key}/${entry.name}`;
    if (entry.isDirectory()) yield* filesBelow(path.join(dir, entry.name), below);
    else if (entry.isFile() && !entry.name.endsWith('.part')) {
      const facts = await stat(path.join(dir, entry.name)).catch(() => null);
      if (facts) yield { key: below, written: facts.mtime };
    }
  }
}

/** Media files as plain files under `root`, one folder per key part. */
export function fileStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    where: root,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed over: readers see the old file or the new one, never a part.
      const part = `${file}.${randomUUID()}.part`;
      try {
        await writeFile(part, body);
        await rename(part, file);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async stream(key): Promise<Readable | null> {
      try {
        // Opened first, so a missing file is null here rather than an error on the stream.
        const handle = await open(fileOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      // The key's folders go with their last file.
      for (let dir = path.dirname(file); dir.startsWith(`${root}${path.sep}`); dir = path.dirname(dir)) {
        const emptied = await rmdir(dir).then(
          () => true,
          () => false,
        );
        if (!emptied) break;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    list(prefix) {
      return filesBelow(fileOf(prefix), checkKey(prefix));
    },
    close() {},
  };
}
