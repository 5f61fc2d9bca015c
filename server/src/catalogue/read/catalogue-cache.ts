import { randomUUID } from 'node:crypto';
import type { ChangeFeed, Db } from '../../core/db/client';
import { noticeTopic, onCatalogueChange, type CatalogueChange } from '../../core/changes';
import { startListIndex, type CatalogueIndex } from '../index/follow-index';
import { ReadCache } from './read-cache';

/**
 * Enough for the menus, every family's first pages and the common searches. The cache is also bounded
 * by bytes (DEFAULT_READ_CACHE_BYTES until the API/read route applies READ_CACHE_MB).
 */
const MAX_ENTRIES = 5000;
/** Changes are announced; the time limit only bounds what a missed notice could cost. */
const TTL_MS = 60_000;
/** Beyond this many articles a notice says "any article" (notices are limited to 8000 bytes). */
const MAX_NOTICE_CODES = 300;

interface Notice {
  from: string;
  kind: CatalogueChange['kind'];
  codes: string[] | null;
}

const kinds: readonly string[] = ['sconto', 'associazione', 'contenuto', 'disponibilita', 'foto'] satisfies CatalogueChange['kind'][];

function parseNotice(payload: string): Notice | null {
  try {
    const value = JSON.parse(payload) as Partial<Notice>;
    if (typeof value.from !== 'string' || typeof value.kind !== 'string' || !kinds.includes(value.kind)) return null;
    const codes = Array.isArray(value.codes) ? value.codes.filter((code): code is string => typeof code === 'string') : null;
    return { from: value.from, kind: value.kind as Notice['kind'], codes };
  } catch {
    return null;
  }
}

export interface CatalogueCache {
  cache: ReadCache;
  /** The live articles in memory for the shopper's lists and facets, kept from `indexFrom` articles. */
  index: CatalogueIndex;
  /** Calls `emptied` whenever the cache forgets answers (a change here or elsewhere, a lost notice connection). */
  follow(emptied: () => void): void;
  /**
   * Calls `changed` with the articles of every change, here or elsewhere, as soon as it is heard:
   * their codes, or null when any article may have changed (a notice naming too many, or one lost).
   */
  followArticles(changed: (codes: string[] | null) => void): void;
  close(): Promise<void>;
}

/**
 * The catalogue read cache of one server: emptied by the changes written through this server and,
 * on Postgres, by the notices of the other servers on the same database (LISTEN/NOTIFY). While the
 * notice connection drops, and again when it is back, the cache is emptied.
 */
export async function startCatalogueCache(
  db: Db,
  changes: ChangeFeed | null,
  warn: (error: unknown, message: string) => void,
  indexFrom: number,
): Promise<CatalogueCache> {
  const cache = new ReadCache({ maxEntries: MAX_ENTRIES, ttlMs: TTL_MS });
  const followers = new Set<() => void>();
  const emptied = () => followers.forEach((follower) => follower());
  const articleFollowers = new Set<(codes: string[] | null) => void>();
  const articlesChanged = (kind: CatalogueChange['kind'] | null, codes: string[] | null) => {
    // Content changes name no article.
    if (kind !== 'contenuto') articleFollowers.forEach((follower) => follower(codes));
  };
  const self = randomUUID();
  const stopLocal = onCatalogueChange((change, origin) => {
    if (origin !== undefined && origin !== db) return;
    cache.invalidate(change.kind, change.codArticoli);
    articlesChanged(change.kind, change.codArticoli);
    emptied();
    if (!changes) return;
    const codes = change.codArticoli.length > MAX_NOTICE_CODES ? null : change.codArticoli;
    const notice: Notice = { from: self, kind: change.kind, codes };
    changes.publish(JSON.stringify(notice)).catch((error: unknown) => warn(error, 'catalogue change notice not sent'));
  });
  const stopRemote = changes
    ? await changes.subscribe(
        (payload) => {
          if (noticeTopic(payload) !== null) return;
          const notice = parseNotice(payload);
          if (!notice) {
            cache.clear();
            articlesChanged(null, null);
          } else if (notice.from !== self) {
            cache.invalidate(notice.kind, notice.codes);
            articlesChanged(notice.kind, notice.codes);
          } else return;
          emptied();
        },
        () => {
          cache.clear();
          articlesChanged(null, null);
          emptied();
        },
      )
    : null;
  const index = startListIndex(db, { followArticles: (follower) => void articleFollowers.add(follower) }, { from: indexFrom, warn });
  return {
    cache,
    index,
    follow: (follower) => void followers.add(follower),
    followArticles: (follower) => void articleFollowers.add(follower),
    async close() {
      stopLocal();
      articleFollowers.clear();
      await index.close();
      await stopRemote?.();
      cache.clear();
    },
  };
}
