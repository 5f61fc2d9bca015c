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

  describe('raw request forms (aliases)', () => {
    it('answer with the entry they were linked to, and only once it exists', () => {
      const cache = new ReadCache({ maxEntries: 10, ttlMs: 60_000 });
      cache.alias('raw list', 'list');
      cache.set('list', 'LIST', plain, cache.generation);
      expect(cache.getByAlias('raw list')).toBeUndefined();
      cache.alias('raw list', 'list');
      expect(cache.getByAlias('raw list')?.json).toBe('LIST');
      expect(cache.getByAlias('another form')).toBeUndefined();
    });

    it('go with their entry: invalidated, replaced, evicted, expired or cleared', () => {
      let now = 0;
      const cache = new ReadCache({ maxEntries: 2, ttlMs: 1000, now: () => now });
      const put = (key: string, scope: Partial<EntryScope> = {}) => {
        cache.set(key, key, { ...plain, ...scope }, cache.generation);
        cache.alias(`raw ${key}`, key);
      };
      put('shows A', { codes: ['A'] });
      put('by size', { stock: true });
      cache.invalidate('associazione', ['A']);
      expect(cache.getByAlias('raw shows A')).toBeUndefined();
      expect(cache.getByAlias('raw by size')?.json).toBe('by size');
      cache.invalidate('disponibilita', ['Z']);
      expect(cache.getByAlias('raw by size')).toBeUndefined();

      put('menu');
      cache.set('menu', 'new menu', plain, cache.generation);
      expect(cache.getByAlias('raw menu')).toBeUndefined(); // a replaced answer is linked again by its next request
      cache.alias('raw menu', 'menu');
      expect(cache.getByAlias('raw menu')?.json).toBe('new menu');

      put('second');
      expect(cache.getByAlias('raw menu')?.json).toBe('new menu'); // menu is now the most recent
      put('third');
      expect(cache.getByAlias('raw second')).toBeUndefined();
      expect(cache.get('second')).toBeUndefined();

      now = 1000;
      expect(cache.getByAlias('raw third')).toBeUndefined();
      now = 0;
      expect(cache.get('third')).toBeUndefined(); // expiry through the alias dropped the entry itself

      put('last');
      cache.clear();
      expect(cache.getByAlias('raw last')).toBeUndefined();
    });

    it('are bounded per answer and by length', () => {
      const cache = new ReadCache({ maxEntries: 10, ttlMs: 60_000 });
      cache.set('list', 'LIST', plain, cache.generation);
      const forms = Array.from({ length: 12 }, (_, i) => `form ${i}`);
      for (const form of forms) cache.alias(form, 'list');
      expect(forms.filter((form) => cache.getByAlias(form) !== undefined)).toHaveLength(8);
      const long = 'x'.repeat(5000);
      cache.set('other', 'OTHER', plain, cache.generation);
      cache.alias(long, 'other');
      expect(cache.getByAlias(long)).toBeUndefined();
    });
  });
});
