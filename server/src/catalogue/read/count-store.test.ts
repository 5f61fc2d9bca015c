import { countsIn } from './count-store';
import { ReadCache } from './read-cache';

describe('counts of article filters', () => {
  const cache = () => new ReadCache({ maxEntries: 100, ttlMs: 60_000 });

  it('keeps a count per language, filter and search pass', () => {
    const store = cache();
    const counts = countsIn(store, store.generation);
    counts('ita', { codFamigliaArticolo: 'MG' } as object).set('exact', 12);
    expect(countsIn(store, store.generation)('ita', { codFamigliaArticolo: 'MG' } as object).get('exact')).toBe(12);
    expect(counts('eng', { codFamigliaArticolo: 'MG' } as object).get('exact')).toBeUndefined();
    expect(counts('ita', { codFamigliaArticolo: 'PA' } as object).get('exact')).toBeUndefined();
    expect(counts('ita', { codFamigliaArticolo: 'MG' } as object).get('typo')).toBeUndefined();
  });

  it('drops only the counts whose filter depends on what changed', () => {
    const store = cache();
    const put = () => {
      const counts = countsIn(store, store.generation);
      counts('ita', {}).set('exact', 1);
      counts('ita', { siglaTaglie: ['M'] }).set('exact', 2);
      counts('ita', { scontati: true }).set('exact', 3);
      counts('ita', { prezzoMax: 50 }).set('exact', 4);
    };
    const kept = () => {
      const counts = countsIn(store, store.generation);
      return [{}, { siglaTaglie: ['M'] }, { scontati: true }, { prezzoMax: 50 }].map((filter) => counts('ita', filter).get('exact'));
    };
    put();
    store.invalidate('associazione', ['A', 'B']);
    expect(kept()).toEqual([1, 2, 3, 4]);
    store.invalidate('disponibilita', ['A']);
    expect(kept()).toEqual([1, undefined, 3, 4]);
    put();
    store.invalidate('sconto', ['A']);
    expect(kept()).toEqual([1, 2, undefined, undefined]);
    put();
    store.invalidate('contenuto', []);
    expect(kept()).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('does not keep a count taken before a change announced while counting', () => {
    const store = cache();
    const counts = countsIn(store, store.generation);
    store.invalidate('sconto', ['A']);
    counts('ita', {}).set('exact', 7);
    expect(countsIn(store, store.generation)('ita', {}).get('exact')).toBeUndefined();
  });
});
