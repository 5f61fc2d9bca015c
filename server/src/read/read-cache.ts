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
  key: string;
  body: CachedBody;
  expires: number;
  codes: Set<string>;
  stock: boolean;
  price: boolean;
  /** Raw request forms known to ask for this answer (see `alias`). */
  aliases: string[];
}

/** Raw forms kept per answer: a few spellings of the same request, not an unbounded set. */
const MAX_ALIASES_PER_ENTRY = 8;
/** Longer raw requests are not worth keeping twice; they take the normalised path. */
const MAX_ALIAS_LENGTH = 2048;

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
  /**
   * The same answers by raw request (body as sent, plus what else the answer depends on), so a
   * request seen before is answered without validating and normalising it again. An alias lives
   * exactly as long as its entry: dropped, evicted or expired together.
   */
  private readonly aliases = new Map<string, Entry>();
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
    return entry ? this.use(entry) : undefined;
  }

  /** The answer stored for a raw request form linked by `alias`, if it is still there. */
  getByAlias(alias: string): CachedBody | undefined {
    const entry = this.aliases.get(alias);
    return entry ? this.use(entry) : undefined;
  }

  /** Links a raw request form to the answer stored under `key`; nothing when there is none. */
  alias(alias: string, key: string): void {
    const entry = this.entries.get(key);
    if (!entry || alias.length > MAX_ALIAS_LENGTH || this.aliases.has(alias)) return;
    if (entry.aliases.length >= MAX_ALIASES_PER_ENTRY) return;
    entry.aliases.push(alias);
    this.aliases.set(alias, entry);
  }

  private use(entry: Entry): CachedBody | undefined {
    if (entry.expires <= this.now()) {
      this.drop(entry);
      return undefined;
    }
    this.entries.delete(entry.key);
    this.entries.set(entry.key, entry); // most recently used last
    return entry.body;
  }

  private drop(entry: Entry): void {
    if (this.entries.get(entry.key) === entry) this.entries.delete(entry.key);
    for (const alias of entry.aliases) this.aliases.delete(alias);
  }

  /** Stores an answer unless a change was announced since `generation` was taken (it may be stale). */
  set(key: string, body: string, scope: EntryScope, generation: number): void {
    if (generation !== this.changes) return;
    const previous = this.entries.get(key);
    if (previous) this.drop(previous);
    this.entries.set(key, {
      key,
      body: new CachedBody(body),
      expires: this.now() + this.options.ttlMs,
      codes: new Set(scope.codes),
      stock: scope.stock,
      price: scope.price,
      aliases: [],
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.values().next();
      if (oldest.done) break;
      this.drop(oldest.value);
    }
  }

  clear(): void {
    this.changes += 1;
    this.entries.clear();
    this.aliases.clear();
  }

  /** Drops what the change may have made stale; `null` codes means any article. */
  invalidate(kind: CatalogueChange['kind'], codes: string[] | null): void {
    this.changes += 1;
    if (kind === 'contenuto' || codes === null) {
      this.clear();
      return;
    }
    const touched = new Set(codes);
    for (const entry of [...this.entries.values()]) {
      const dependent = (kind === 'disponibilita' && entry.stock) || (kind === 'sconto' && entry.price);
      if (dependent || [...entry.codes].some((code) => touched.has(code))) this.drop(entry);
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
