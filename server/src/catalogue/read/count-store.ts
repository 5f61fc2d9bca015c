import { stableJson, type ReadCache } from './read-cache';

/** The filter fields that make a count depend on stock or prices. */
interface CountedFilter {
  siglaTaglie?: string[] | undefined;
  prezzoMin?: number | undefined;
  prezzoMax?: number | undefined;
  scontati?: boolean | undefined;
}

/** Counts of one filter, by search pass ('exact', 'typo'). */
export interface FilterCounts {
  get(pass: string): number | undefined;
  set(pass: string, count: number): void;
}

/** Counts for a filter in a language; null where nothing is cached. */
export type CountsOf = (language: string, filter: CountedFilter) => FilterCounts;

/** Answer keys are JSON arrays; this prefix keeps counts apart from them. */
const PREFIX = 'count ';

/**
 * Counts of matching articles by filter (without pagination or ordering), so the other pages of a
 * filter do not count again. They live in the catalogue read cache beside the answers, so they are
 * bounded, expire and are dropped by the same changes. A count names no articles: it is dropped by
 * changes to what its filter depends on (stock for sizes, prices for price filters) and by any
 * content change; a change of discount or stock elsewhere cannot change how many match it.
 * Stored only if no change was announced since `generation` was taken.
 */
export function countsIn(cache: ReadCache, generation: number): CountsOf {
  return (language, filter) => {
    const key = stableJson([language, filter]);
    const scope = {
      codes: [],
      stock: filter.siglaTaglie !== undefined,
      price: filter.prezzoMin !== undefined || filter.prezzoMax !== undefined || filter.scontati !== undefined,
    };
    return {
      get(pass) {
        const body = cache.get(`${PREFIX}${pass} ${key}`);
        return body === undefined ? undefined : Number(body.json);
      },
      set(pass, count) {
        cache.set(`${PREFIX}${pass} ${key}`, String(count), scope, generation);
      },
    };
  };
}
