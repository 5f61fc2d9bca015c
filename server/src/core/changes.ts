/** What a write changed, for anything that keeps a copy (server caches of lists, details, prices, content). */
export interface CatalogueChange {
  /** Back-office writes (discount, link, content, photos) or stock moves (checkout, release, expiry). */
  kind: 'sconto' | 'associazione' | 'contenuto' | 'disponibilita' | 'foto';
  /** Articles touched; empty for content. */
  codArticoli: string[];
}

/**
 * Where the change was written (the database handle). A cache hears every change of its own
 * process and keeps those of its own database; other databases or processes reach it through the
 * database's own notifications.
 */
type Listener = (change: CatalogueChange, origin: object | undefined) => void;

const listeners = new Set<Listener>();

/** Subscribes a cache to catalogue changes; returns the unsubscribe function. */
export function onCatalogueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after a write has committed, so the storefront shows the change at once. */
export function announceCatalogueChange(change: CatalogueChange, origin?: object): void {
  for (const listener of listeners) listener(change, origin);
}

/**
 * The change feed carries more than catalogue changes: a notice with a `topic` is for whoever follows
 * that topic (the remotes' releases), and the catalogue's followers pass it by.
 */
export const RELEASES_TOPIC = 'releases';

/** The topic of a notice on the change feed, or null for a catalogue change. */
export function noticeTopic(payload: string): string | null {
  if (!payload.startsWith('{"topic":')) return null;
  try {
    const value = JSON.parse(payload) as { topic?: unknown };
    return typeof value.topic === 'string' ? value.topic : null;
  } catch {
    return null;
  }
}
