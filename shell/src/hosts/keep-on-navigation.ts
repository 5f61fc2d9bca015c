export interface Resettable {
  id: number;
  /** Survives the next navigation (a warning followed by a redirect), then goes with the one after. */
  keep: boolean;
}

/**
 * What a navigation does to the items that were on screen: those without `keep` go. Items raised
 * after that screen was drawn (during the navigation itself) stay.
 */
export function navigationReset<T extends Resettable>(onScreen: readonly T[]) {
  const dropped = onScreen.filter((item) => !item.keep);
  const ids = new Set(dropped.map((item) => item.id));
  const update = (current: T[]): T[] =>
    current.filter((item) => !ids.has(item.id)).map((item) => (item.keep ? { ...item, keep: false } : item));
  return { dropped, update };
}
