import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config';
import { fileStore } from './file-store';
import { s3Store } from './s3-store';

/**
 * Where the shop keeps media files by key ('photos/<id>/original'): a folder under DATA_DIR, or an
 * S3-compatible bucket every instance shares. A key is one to six parts of letters, digits, '.', '_'
 * and '-', joined by '/'.
 */
export interface ObjectStore {
  /** Stores `body` under `key`, replacing what was there; a reader never sees it half written. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The whole content, or null when there is nothing under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** The content as a stream, or null when there is nothing under `key`. */
  stream(key: string): Promise<Readable | null>;
  /** Removes `key`; nothing there is no error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Every key under the folder `prefix` ('photos' lists 'photos/<id>/original' and the rest), with
   * when it was last written, in no set order; keys written meanwhile may or may not be listed.
   */
  list(prefix: string): AsyncIterable<StoredKey>;
  /** Where the files are, for the log. */
  readonly where: string;
  close(): void;
}

export interface StoredKey {
  key: string;
  written: Date;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}){0,5}$/;

/** Refuses a key outside the rule above: no '..', no leading '/', nothing a path could escape with. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 200 || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
  return key;
}

/** The bucket of S3_* when it is set, else `<dataDir>/media`. */
export function createObjectStore(config: Pick<AppConfig, 'dataDir' | 's3'>): ObjectStore {
  return config.s3 ? s3Store(config.s3) : fileStore(path.join(config.dataDir, 'media'));
}
