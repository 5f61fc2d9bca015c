import type { Ordering } from '@shop/shared/contracts';

export interface Window {
  offset: number;
  limit: number;
}

const compare = (a: unknown, b: unknown): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'it', { numeric: true });
};

/** Sorts small result sets by the (already allow-listed) ordering keys and cuts one page. */
export function pageInMemory<T extends object>(records: T[], orderings: Ordering[], window: Window) {
  const sorted = orderings.length
    ? [...records].sort((x, y) => {
        for (const { key, direction } of orderings) {
          const result = compare((x as Record<string, unknown>)[key], (y as Record<string, unknown>)[key]);
          if (result !== 0) return direction === 'desc' ? -result : result;
        }
        return 0;
      })
    : records;
  return { records: sorted.slice(window.offset, window.offset + window.limit), totalCount: records.length };
}
