import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CatalogueChange } from '../services/catalogue-changes';

export type BodyEncoding = 'br' | 'gzip';

/** A cached answer: its JSON, and compressed copies made once, on first demand. */
export class CachedBody {
  private readonly encoded = new Map<BodyEncoding, Buffer>();

  constructor(readonly json: string) {}

  in(encoding: BodyEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.json, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** What a cached answer depends on beyond its own articles. */
export interface EntryScope {
  /** Articles in the answer or named by the request. */
  codes: string[];
  /** The set or order of articles depends on stock (size filter). */
  stock: boolean;
  /** The set or order of articles depends on prices or discounts (price sort, price range, discounted only). */
  price: boolean;
}

interface Entry {
  body: CachedBody;
  expires: number;
  codes: Set<string>;
  stock: boolean;
  price: boolean;
}

export interface ReadCacheOptions {
  /** Most entries kept; the least recently used goes first. */
  maxEntries: number;
  /** Safety net: an entry is never served after this long, whatever was announced. */
  ttlMs: number;
  now?: () => number;
}

/**
 * Serialised catalogue answers by normalised request. Bounded (least recently used out first),
 * with a time limit, and emptied selectively by catalogue changes: a change drops every answer that
 * shows one of its articles, and every answer whose selection depends on what changed.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  /** Counts invalidations: an answer read before one is not stored after it. */
  private changes = 0;

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Take before reading the database; pass to `set`. */
  get generation(): number {
    return this.changes;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(key, entry); // most recently used last
    return entry.body;
  }

  /** Stores an answer unless a change was announced since `generation` was taken (it may be stale). */
  set(key: string, body: string, scope: EntryScope, generation: number): void {
    if (generation !== this.changes) return;
    this.entries.delete(key);
    this.entries.set(key, {
      body: new CachedBody(body),
      expires: this.now() + this.options.ttlMs,
      codes: new Set(scope.codes),
      stock: scope.stock,
      price: scope.price,
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.changes += 1;
    this.entries.clear();
  }

  /** Drops what the change may have made stale; `null` codes means any article. */
  invalidate(kind: CatalogueChange['kind'], codes: string[] | null): void {
    this.changes += 1;
    if (kind === 'contenuto' || codes === null) {
      this.clear();
      return;
    }
    const touched = new Set(codes);
    for (const [key, entry] of this.entries) {
      const dependent = (kind === 'disponibilita' && entry.stock) || (kind === 'sconto' && entry.price);
      if (dependent || [...entry.codes].some((code) => touched.has(code))) this.entries.delete(key);
    }
  }
}

/** JSON with object keys sorted, so equal requests give equal keys. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
