/** What a back-office write changed, for anything that keeps a copy (server caches of lists, details, prices, content). */
export interface CatalogueChange {
  kind: 'sconto' | 'associazione' | 'contenuto';
  /** Articles touched; empty for content. */
  codArticoli: string[];
}

type Listener = (change: CatalogueChange) => void;

const listeners = new Set<Listener>();

/** Subscribes a cache to back-office changes; returns the unsubscribe function. */
export function onCatalogueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after a back-office write has committed, so the storefront shows the change at once. */
export function announceCatalogueChange(change: CatalogueChange): void {
  for (const listener of listeners) listener(change);
}
