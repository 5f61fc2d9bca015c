import { readRequestSchema } from '../contracts/protocol';
import { listRequest, listSearch, parseListQuery, PAGE_SIZE } from './list-query';

describe('list query', () => {
  it('reads page, limit, sort and filters, ignoring what is malformed', () => {
    const query = parseListQuery(new URLSearchParams('page=3&limit=20&sort=priceDown&colori=NER,BIA&taglie=M&min=200&max=50'));
    expect(query).toEqual({ page: 3, limit: 20, sort: 'priceDown', colours: ['NER', 'BIA'], sizes: ['M'], priceMin: 50, priceMax: 200 });
    expect(parseListQuery(new URLSearchParams('page=-1&limit=abc&sort=drop&min=-5&colori=,,'))).toEqual({
      page: 1,
      limit: PAGE_SIZE,
      sort: 'relevance',
      colours: [],
      sizes: [],
      priceMin: undefined,
      priceMax: undefined,
    });
  });

  it('asks at most the largest page the server gives a shopper, and the default page for more or for "all"', () => {
    expect(parseListQuery(new URLSearchParams('limit=100')).limit).toBe(100);
    for (const limit of ['101', '500', '0']) expect(parseListQuery(new URLSearchParams(`limit=${limit}`)).limit).toBe(PAGE_SIZE);
    expect(
      readRequestSchema.safeParse(listRequest('collection', {}, [], parseListQuery(new URLSearchParams('limit=100')), 'ita')).success,
    ).toBe(true);
  });

  it('writes back only what differs from the defaults', () => {
    expect(listSearch(parseListQuery(new URLSearchParams('')))).toBe('');
    expect(listSearch(parseListQuery(new URLSearchParams('page=2&sort=newest&colori=NER')))).toBe('?page=2&sort=newest&colori=NER');
  });

  it('builds the request of each list kind', () => {
    const query = parseListQuery(new URLSearchParams('sort=priceUp'));
    expect(listRequest('outlet', {}, [], query, 'eng')).toEqual({
      entity: 'Articolo',
      expression: { codCatRaggrupp: 'CR3', languageCode: 'eng' },
      orderings: [{ key: 'prezzoVendita', direction: 'asc' }],
      pagination: { page: 1, limit: 40 },
    });
    expect(listRequest('modulo', { codModuloSdo: 'CIT', codLinea: 'DON' }, [], query, 'ita').expression).toEqual({
      codModuloSdo: 'CIT',
      codLinea: 'DON',
      languageCode: 'ita',
    });
    expect(listRequest('favorites', {}, ['A1', 'B2'], query, 'ita').expression).toEqual({ codArticoli: ['A1', 'B2'], languageCode: 'ita' });
  });
});
