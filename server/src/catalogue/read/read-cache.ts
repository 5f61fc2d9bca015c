import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CatalogueChange } from '../../core/changes';

export type BodyEncoding = 'br' | 'gzip';

const MIB = 1024 * 1024;
/** The byte bound when none is configured (READ_CACHE_MB). */
export const DEFAULT_READ_CACHE_BYTES = 64 * MIB;
/** Larger answers are never cached (nor an eighth of the bound, when that is smaller). */
export const MAX_READ_CACHE_ENTRY_BYTES = 2 * MIB;

/*
 * What an entry costs beyond its strings and buffers: estimates of V8's own objects (the entry, its
 * map slots, the CachedBody with its map, the set of article codes, the raw-form list), so that many
 * tiny entries (counts) are not counted as free.
 */
const ENTRY_OVERHEAD = 400;
const CODE_OVERHEAD = 40;
const ALIAS_OVERHEAD = 64;
const BUFFER_OVERHEAD = 100;

/** Bytes a string takes on the heap: one per character, two for all of it once one character is beyond Latin-1. */
export function heapBytes(text: string): number {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) > 0xff) return 2 * text.length;
  return text.length;
}

/** A cached answer: its JSON, and compressed copies made once, on first demand. */
export class CachedBody {
  private readonly encoded = new Map<BodyEncoding, Buffer>();

  /** `grown` hears the size of every compressed copy made, so the cache can count it. */
  constructor(
    readonly json: string,
    private readonly grown?: (bytes: number) => void,
  ) {}

  in(encoding: BodyEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.json, { level: 6 });
      // zlib hands back a view of its 16 KB output chunk: keeping that would keep the whole chunk
      // for a body of a few hundred bytes. A copy of its own (Buffer.alloc is never pooled) keeps only the body.
      if (body.byteLength !== body.buffer.byteLength) {
        const own = Buffer.alloc(body.byteLength);
        body.copy(own);
        body = own;
      }
      this.encoded.set(encoding, body);
      this.grown?.(body.byteLength + BUFFER_OVERHEAD);
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
  /** What the entry is counted as: key, answer, compressed copies, codes, raw forms and overhead. */
  bytes: number;
}

/** Raw forms kept per answer: a few spellings of the same request, not an unbounded set. */
const MAX_ALIASES_PER_ENTRY = 8;
/** Longer raw requests are not worth keeping twice; they take the normalised path. */
const MAX_ALIAS_LENGTH = 2048;

export interface ReadCacheOptions {
  /** Most entries kept; the least recently used goes first. */
  maxEntries: number;
  /** Most bytes kept, every entry counted whole (see `Entry.bytes`); default DEFAULT_READ_CACHE_BYTES. */
  maxBytes?: number;
  /** Entries larger than this (or than maxBytes) are not kept; default MAX_READ_CACHE_ENTRY_BYTES or maxBytes / 8, the smaller. */
  maxEntryBytes?: number;
  /** Safety net: an entry is never served after this long, whatever was announced. */
  ttlMs: number;
  now?: () => number;
}

/**
 * Serialised catalogue answers by normalised request. Bounded by entries and by bytes (least
 * recently used out first; an answer too large for one entry is not kept at all), with a time
 * limit, and emptied selectively by catalogue changes: a change drops every answer that shows one
 * of its articles, and every answer whose selection depends on what changed.
 *
 * The least-recently-used order is the insertion order of a Map (an entry used is moved to the
 * end). The well-kept `lru-cache` package (maxSize / sizeCalculation) would do the bounding, but
 * it is not a dependency of the server package, and the raw forms, the selective invalidation and
 * the compressed copies made after an entry is stored need their own accounting here anyway.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * The same answers by raw request (body as sent, plus what else the answer depends on), so a
   * request seen before is answered without validating and normalising it again. An alias lives
   * exactly as long as its entry: dropped, evicted or expired together, and is counted in its bytes.
   */
  private readonly aliases = new Map<string, Entry>();
  private readonly now: () => number;
  /** Counts invalidations: an answer read before one is not stored after it. */
  /** Reads answered from the cache and reads that had to go to the database (the metrics). */
  readonly reads = { hits: 0, misses: 0 };
  private changes = 0;
  private byteTotal = 0;
  private byteLimit: number;
  private entryByteLimit: number;

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
    this.byteLimit = options.maxBytes ?? DEFAULT_READ_CACHE_BYTES;
    this.entryByteLimit = this.entryLimitFor(this.byteLimit);
  }

  private entryLimitFor(maxBytes: number): number {
    const cap = this.options.maxEntryBytes;
    return cap === undefined ? Math.min(MAX_READ_CACHE_ENTRY_BYTES, Math.floor(maxBytes / 8)) : Math.min(cap, maxBytes);
  }

  /** Changes the byte bound (the configured READ_CACHE_MB), evicting what no longer fits. */
  setMaxBytes(maxBytes: number): void {
    if (!(maxBytes > 0)) throw new RangeError(`read cache bound must be positive: ${maxBytes}`);
    this.byteLimit = maxBytes;
    this.entryByteLimit = this.entryLimitFor(maxBytes);
    for (const entry of [...this.entries.values()]) if (entry.bytes > this.entryByteLimit) this.drop(entry);
    this.evict();
  }

  /** Take before reading the database; pass to `set`. */
  get generation(): number {
    return this.changes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes the kept entries are counted as; never above `maxBytes`. */
  get bytes(): number {
    return this.byteTotal;
  }

  get maxBytes(): number {
    return this.byteLimit;
  }

  get maxEntryBytes(): number {
    return this.entryByteLimit;
  }

  /** Raw request forms linked to kept answers. */
  get aliasCount(): number {
    return this.aliases.size;
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
    const bytes = ALIAS_OVERHEAD + heapBytes(alias);
    if (entry.bytes + bytes > this.entryByteLimit) return;
    entry.aliases.push(alias);
    this.aliases.set(alias, entry);
    this.grow(entry, bytes);
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

  /** Counts what was added to a kept entry (a raw form, a compressed copy), then evicts down to the bound. */
  private grow(entry: Entry, bytes: number): void {
    if (this.entries.get(entry.key) !== entry) return; // dropped meanwhile: nothing is kept
    entry.bytes += bytes;
    this.byteTotal += bytes;
    if (entry.bytes > this.entryByteLimit) this.drop(entry);
    this.evict();
  }

  private drop(entry: Entry): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.byteTotal -= entry.bytes;
    for (const alias of entry.aliases) this.aliases.delete(alias);
  }

  /** Least recently used out until both bounds hold. */
  private evict(): void {
    while (this.entries.size > this.options.maxEntries || this.byteTotal > this.byteLimit) {
      const oldest = this.entries.values().next();
      if (oldest.done) break;
      this.drop(oldest.value);
    }
  }

  /**
   * Stores an answer unless a change was announced since `generation` was taken (it may be stale).
   * An answer larger than `maxEntryBytes` is not stored (and replaces nothing).
   */
  set(key: string, body: string, scope: EntryScope, generation: number): void {
    if (generation !== this.changes) return;
    const previous = this.entries.get(key);
    if (previous) this.drop(previous);
    const codes = new Set(scope.codes);
    let bytes = ENTRY_OVERHEAD + heapBytes(key) + heapBytes(body);
    for (const code of codes) bytes += CODE_OVERHEAD + heapBytes(code);
    if (bytes > this.entryByteLimit) return;
    const entry: Entry = {
      key,
      body: new CachedBody(body, (added) => this.grow(entry, added)),
      expires: this.now() + this.options.ttlMs,
      codes,
      stock: scope.stock,
      price: scope.price,
      aliases: [],
      bytes,
    };
    this.entries.set(key, entry);
    this.byteTotal += bytes;
    this.evict();
  }

  clear(): void {
    this.changes += 1;
    this.entries.clear();
    this.aliases.clear();
    this.byteTotal = 0;
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
