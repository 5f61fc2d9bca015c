import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../core/db/client';
import type { ObjectStore } from '../../core/storage/object-store';
import { knownStorageKeys } from '../data/photos';
import { SPOOL_FOLDER_PREFIX } from './photo-receive';

/**
 * How old the files of a photo the database does not know must be before they are swept: an upload
 * stores its originals a moment before their rows, and must not lose them in between.
 */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;

/** Folders checked against the database at a time. */
const BATCH = 500;

interface Folder {
  key: string;
  files: string[];
  newest: number;
}

export interface SweepOutcome {
  /** Photo folders removed, and their files. */
  folders: number;
  files: number;
}

/**
 * Removes the files no photo owns any more: those of photos whose rows went with their colour or
 * article, of an upload cut off between its files and its rows, or of a delete whose files could
 * not all be removed. A folder is swept only when its newest file is older than `graceMs`. Every
 * instance may sweep; a file removed twice is no error.
 */
export async function sweepPhotoFiles(db: Db, store: ObjectStore, now = Date.now(), graceMs = SWEEP_GRACE_MS): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { folders: 0, files: 0 };
  let batch: Folder[] = [];
  const settle = async () => {
    const known = await knownStorageKeys(
      db,
      batch.map((folder) => folder.key),
    );
    for (const folder of batch) {
      if (known.has(folder.key) || now - folder.newest < graceMs) continue;
      for (const file of folder.files) await store.delete(file);
      outcome.folders += 1;
      outcome.files += folder.files.length;
    }
    batch = [];
  };
  const folders = new Map<string, Folder>();
  for await (const { key, written } of store.list('photos')) {
    const folderKey = key.split('/').slice(0, 2).join('/');
    const folder = folders.get(folderKey) ?? { key: folderKey, files: [], newest: 0 };
    folder.files.push(key);
    folder.newest = Math.max(folder.newest, written.getTime());
    folders.set(folderKey, folder);
    // A store lists one folder's files together: a folder before the one being listed is whole.
    if (folders.size > 1) {
      const [first] = folders.values();
      if (first) {
        folders.delete(first.key);
        batch.push(first);
      }
      if (batch.length >= BATCH) await settle();
    }
  }
  batch.push(...folders.values());
  await settle();
  return outcome;
}

/** Removes upload spool folders older than `graceMs`: those a stopped server left behind. */
export async function sweepUploadSpool(spool: string, now = Date.now(), graceMs = SWEEP_GRACE_MS): Promise<number> {
  const entries = await readdir(spool, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(SPOOL_FOLDER_PREFIX)) continue;
    const folder = path.join(spool, entry.name);
    const facts = await stat(folder).catch(() => null);
    if (!facts || now - facts.mtimeMs < graceMs) continue;
    await rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
