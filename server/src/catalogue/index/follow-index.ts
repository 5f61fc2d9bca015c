import type { Db } from '../../core/db/client';
import { ListIndex } from './list-index';
import { countLive, loadAllRows, loadRowsOf } from './list-rows';

export interface CatalogueIndex {
  /** Counts the live articles and loads them when there are enough: once the database is migrated and seeded. */
  start(): void;
  /** The index when it holds the catalogue as it is: loaded, with no change still being read; else null. */
  current(): ListIndex | null;
  /** What /metrics tells of it: the articles it holds (0 when not kept) and whether it answers now. */
  stats(): { articles: number; current: boolean };
  /** Settles once the work asked so far is done (the first load, the changes heard). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface IndexOptions {
  /** Live articles from which the index is kept (CATALOGUE_INDEX_FROM); below it the database answers alone. */
  from: number;
  warn: (error: unknown, message: string) => void;
}

/** Where the index hears of changed articles (the catalogue cache: this server's writes and the others' notices). */
export interface ArticleChanges {
  followArticles(changed: (codes: string[] | null) => void): void;
}

/**
 * Keeps a list index of the live articles when the catalogue has at least `from` of them (counted
 * once started, when the server is ready: its database migrated and seeded): loaded in the background, then every change heard is read again for the
 * articles it names, one after the other in the order heard. From the moment a change is heard
 * until its articles are read, and while the first load runs, reads go to the database, so the
 * index never answers with articles as they were before a change this server has heard of.
 */
export function startListIndex(db: Db, changes: ArticleChanges, options: IndexOptions): CatalogueIndex {
  const index = new ListIndex();
  let kept = false;
  let loaded = false;
  let pending = 0;
  let closed = false;
  let queue: Promise<void> = Promise.resolve();

  const loadAll = async () => {
    loaded = false;
    index.replaceAll(await loadAllRows(db, index.dictionary));
    loaded = true;
  };
  const run = (work: () => Promise<void>) => {
    pending += 1;
    queue = queue
      .then(() => (closed ? undefined : work()))
      .catch((error: unknown) => {
        // Until a whole load succeeds, the database answers; the next change heard loads it all again.
        loaded = false;
        options.warn(error, 'list index not updated: the database answers the lists');
      })
      .finally(() => {
        pending -= 1;
      });
  };

  let started = false;
  const start = () => {
    if (started || closed) return;
    started = true;
    run(async () => {
      kept = (await countLive(db)) >= options.from;
      if (kept) await loadAll();
    });
  };
  changes.followArticles((codes) => {
    if (closed) return;
    // Heard before the first count is done: the work waits its turn behind it.
    if (codes === null) run(async () => (kept ? loadAll() : undefined));
    else if (codes.length)
      run(async () => {
        if (!kept) return;
        if (!loaded) return loadAll();
        index.apply(await loadRowsOf(db, codes, index.dictionary));
      });
  });

  const current = () => (kept && loaded && pending === 0 && !closed ? index : null);
  return {
    start,
    current,
    stats: () => ({ articles: kept && loaded ? index.size : 0, current: current() !== null }),
    settled: () => queue,
    async close() {
      closed = true;
      await queue;
    },
  };
}
