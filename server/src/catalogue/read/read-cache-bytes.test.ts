import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { countsIn } from './count-store';
import { heapBytes, ReadCache, type EntryScope } from './read-cache';

const plain: EntryScope = { codes: [], stock: false, price: false };
const KB = 1024;

/** A JSON-like answer of about `size` characters. */
const answer = (tag: string, size: number) => `{"tag":"${tag}","pad":"${'x'.repeat(Math.max(0, size - 20))}"}`;

describe('catalogue read cache, bounded by bytes', () => {
  it('counts a string as the heap keeps it: a byte a character, two once one is beyond Latin-1', () => {
    expect(heapBytes('abc')).toBe(3);
    expect(heapBytes('però')).toBe(4);
    expect(heapBytes('10 €')).toBe(8);
  });

  it('counts every entry whole and evicts the least recently used until the total fits', () => {
    const cache = new ReadCache({ maxEntries: 1000, ttlMs: 60_000, maxBytes: 100 * KB, maxEntryBytes: 30 * KB });
    cache.set('a', answer('a', 20 * KB), plain, cache.generation);
    const one = cache.bytes;
    expect(one).toBeGreaterThan(20 * KB);
    expect(one).toBeLessThan(21 * KB);
    for (const key of ['b', 'c', 'd']) cache.set(key, answer(key, 20 * KB), plain, cache.generation);
    expect(cache.bytes).toBe(4 * one);
    expect(cache.get('a')).toBeDefined(); // a is now the most recent; b is the oldest
    cache.set('e', answer('e', 20 * KB), plain, cache.generation);
    cache.set('f', answer('f', 20 * KB), plain, cache.generation);
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd', 'e', 'f'].filter((key) => cache.get(key) !== undefined)).toEqual(['a', 'd', 'e', 'f']);
    expect(cache.bytes).toBe(4 * one);
  });

  it('keeps the total under the bound through many distinct answers of every size', () => {
    const cache = new ReadCache({ maxEntries: 100_000, ttlMs: 60_000, maxBytes: 256 * KB });
    let seen = 0;
    for (let i = 0; i < 2000; i += 1) {
      cache.set(`answer ${i}`, answer(String(i), (i * 7919) % (40 * KB)), { ...plain, codes: [`A${i}`, `B${i}`] }, cache.generation);
      cache.alias(`raw form ${i}`, `answer ${i}`);
      if (i % 3 === 0) cache.get(`answer ${i}`)?.in(i % 2 ? 'br' : 'gzip');
      expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
      seen = Math.max(seen, cache.bytes);
    }
    expect(seen).toBeGreaterThan(200 * KB); // the bound is used, not an accident of a few entries
    expect(cache.aliasCount).toBeLessThanOrEqual(cache.size);
    cache.invalidate('associazione', ['A1999']);
    expect(cache.get('answer 1999')).toBeUndefined();
    cache.clear();
    expect(cache.bytes).toBe(0);
    expect(cache.aliasCount).toBe(0);
  });

  it('does not keep an answer larger than the per-entry cap, and serves the smaller ones as before', () => {
    const cache = new ReadCache({ maxEntries: 100, ttlMs: 60_000, maxBytes: 1024 * KB, maxEntryBytes: 64 * KB });
    expect(cache.maxEntryBytes).toBe(64 * KB);
    cache.set('small', answer('small', 10 * KB), plain, cache.generation);
    const before = cache.bytes;
    cache.set('huge', answer('huge', 65 * KB), plain, cache.generation);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBe(before);
    expect(cache.get('small')?.json).toBe(answer('small', 10 * KB));
    cache.alias('raw huge', 'huge');
    expect(cache.getByAlias('raw huge')).toBeUndefined();
    // An answer that was small and comes back too large is not kept under its key any more.
    cache.set('small', answer('small', 70 * KB), plain, cache.generation);
    expect(cache.get('small')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('caps one entry at an eighth of a small bound, and the default cap is 2 MB', () => {
    expect(new ReadCache({ maxEntries: 10, ttlMs: 1000 }).maxEntryBytes).toBe(2 * 1024 * KB);
    expect(new ReadCache({ maxEntries: 10, ttlMs: 1000, maxBytes: 800 * KB }).maxEntryBytes).toBe(100 * KB);
  });

  it('counts the compressed copies when they are made, as buffers of their own', () => {
    const cache = new ReadCache({ maxEntries: 100, ttlMs: 60_000, maxBytes: 1024 * KB });
    const json = JSON.stringify({ records: Array.from({ length: 300 }, (_, i) => ({ code: `MG${i}`, title: `Maglia ${i * 31}` })) });
    cache.set('list', json, plain, cache.generation);
    const plainBytes = cache.bytes;
    const br = cache.get('list')!.in('br');
    const gzip = cache.get('list')!.in('gzip');
    expect(cache.bytes).toBeGreaterThanOrEqual(plainBytes + br.byteLength + gzip.byteLength);
    expect(cache.bytes).toBeLessThan(plainBytes + br.byteLength + gzip.byteLength + 1 * KB);
    for (const body of [br, gzip]) expect(body.buffer.byteLength).toBe(body.byteLength); // not a view of zlib's 16 KB chunk
    expect(brotliDecompressSync(br).toString()).toBe(json);
    expect(gunzipSync(gzip).toString()).toBe(json);
    const counted = cache.bytes;
    cache.get('list')!.in('br'); // made once: nothing more to count
    expect(cache.bytes).toBe(counted);
  });

  it('evicts older answers when a compressed copy no longer fits, and ignores copies of answers already gone', () => {
    const cache = new ReadCache({ maxEntries: 100, ttlMs: 60_000, maxBytes: 64 * KB, maxEntryBytes: 60 * KB });
    let seed = 42;
    const random = (n: number) =>
      Array.from({ length: n }, () => {
        seed = (seed * 48271) % 2147483647; // MINSTD: text that barely compresses
        return String.fromCharCode(33 + (seed % 90));
      }).join('');
    cache.set('old', random(30 * KB), plain, cache.generation);
    cache.set('new', random(30 * KB + 1), plain, cache.generation); // barely compressible
    expect(cache.size).toBe(2);
    cache.get('new')!.in('gzip');
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    expect(cache.get('old')).toBeUndefined();

    const gone = cache.get('new')!;
    cache.clear();
    gone.in('br');
    expect(cache.bytes).toBe(0);
  });

  it('counts raw request forms in their answer and drops them with it', () => {
    const cache = new ReadCache({ maxEntries: 100, ttlMs: 60_000, maxBytes: 64 * KB });
    cache.set('list', 'LIST', plain, cache.generation);
    const before = cache.bytes;
    cache.alias('x'.repeat(2000), 'list');
    expect(cache.bytes).toBeGreaterThanOrEqual(before + 2000);
    expect(cache.aliasCount).toBe(1);
    cache.invalidate('contenuto', []);
    expect(cache.aliasCount).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('shrinks to a new bound at once', () => {
    const cache = new ReadCache({ maxEntries: 1000, ttlMs: 60_000, maxBytes: 1024 * KB });
    for (let i = 0; i < 40; i += 1) cache.set(`k${i}`, answer(String(i), 20 * KB), plain, cache.generation);
    expect(cache.size).toBe(40);
    cache.setMaxBytes(100 * KB);
    expect(cache.bytes).toBeLessThanOrEqual(100 * KB);
    expect(cache.maxEntryBytes).toBe(Math.floor((100 * KB) / 8));
    expect(cache.size).toBe(0); // every answer is now above the per-entry cap
    expect(() => cache.setMaxBytes(0)).toThrow(RangeError);
  });

  it('bounds the counts kept beside the answers like any entry', () => {
    const cache = new ReadCache({ maxEntries: 500, ttlMs: 60_000, maxBytes: 64 * KB });
    for (let i = 0; i < 5000; i += 1) countsIn(cache, cache.generation)('ita', { prezzoMin: i / 100 }).set('exact', i);
    expect(cache.size).toBeLessThanOrEqual(500);
    expect(cache.bytes).toBeLessThanOrEqual(64 * KB);
    expect(countsIn(cache, cache.generation)('ita', { prezzoMin: 49.99 }).get('exact')).toBe(4999);
  });
});
