import { ReadCache, stableJson, type EntryScope } from './read-cache';

const plain: EntryScope = { codes: [], stock: false, price: false };

describe('catalogue read cache', () => {
  it('keys equal requests equally whatever the order of their fields', () => {
    expect(stableJson({ b: 1, a: [{ y: 2, x: 1 }], c: undefined })).toBe(stableJson({ a: [{ x: 1, y: 2 }], b: 1 }));
    expect(stableJson({ a: [1, 2] })).not.toBe(stableJson({ a: [2, 1] }));
  });

  it('keeps at most maxEntries, dropping the least recently used, and never serves past the time limit', () => {
    let now = 0;
    const cache = new ReadCache({ maxEntries: 2, ttlMs: 1000, now: () => now });
    cache.set('a', 'A', plain, cache.generation);
    cache.set('b', 'B', plain, cache.generation);
    expect(cache.get('a')?.json).toBe('A'); // a is now the most recent
    cache.set('c', 'C', plain, cache.generation);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.json).toBe('A');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
  });

  it('drops the answers showing a changed article and those selected or ordered by what changed', () => {
    const cache = new ReadCache({ maxEntries: 10, ttlMs: 60_000 });
    const put = (key: string, scope: Partial<EntryScope>) => cache.set(key, key, { ...plain, ...scope }, cache.generation);
    const reset = () => {
      cache.clear();
      put('shows A', { codes: ['A', 'B'] });
      put('by size', { codes: ['C'], stock: true });
      put('by price', { codes: ['C'], price: true });
      put('menu', {});
    };
    const kept = () => ['shows A', 'by size', 'by price', 'menu'].filter((key) => cache.get(key) !== undefined);

    reset();
    cache.invalidate('disponibilita', ['A']);
    expect(kept()).toEqual(['by price', 'menu']);
    reset();
    cache.invalidate('sconto', ['Z']);
    expect(kept()).toEqual(['shows A', 'by size', 'menu']);
    reset();
    cache.invalidate('associazione', ['B']);
    expect(kept()).toEqual(['by size', 'by price', 'menu']);
    reset();
    cache.invalidate('sconto', null);
    expect(kept()).toEqual([]);
    reset();
    cache.invalidate('contenuto', []);
    expect(kept()).toEqual([]);
  });

  it('does not store an answer read before a change that was announced while it was being read', () => {
    const cache = new ReadCache({ maxEntries: 10, ttlMs: 60_000 });
    const generation = cache.generation;
    cache.invalidate('sconto', ['A']);
    cache.set('list', 'stale', { ...plain, codes: ['B'] }, generation);
    expect(cache.get('list')).toBeUndefined();
  });
});
