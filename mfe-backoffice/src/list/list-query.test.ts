import { pageCount, readListQuery, withParams } from './list-query';

describe('the back-office list query', () => {
  it('defaults to page 1 of 30, and 60 when the limit is empty', () => {
    expect(readListQuery(new URLSearchParams(''))).toEqual({ filter: {}, page: 1, limit: 30 });
    expect(readListQuery(new URLSearchParams('limit=')).limit).toBe(60);
    expect(readListQuery(new URLSearchParams('limit=0')).limit).toBe(0);
    expect(readListQuery(new URLSearchParams('limit=45')).limit).toBe(30);
  });

  it('reads the filters', () => {
    const query = readListQuery(new URLSearchParams('q=lino&cod=A1&scontati=no&tipo=CR2&famiglia=MG&page=3'));
    expect(query).toEqual({
      filter: { keyword: 'lino', codArticolo: 'A1', scontati: false, codCatRaggrupp: 'CR2', codFamigliaArticolo: 'MG' },
      page: 3,
      limit: 30,
    });
    expect(readListQuery(new URLSearchParams('tipo=XX&page=-2')).filter).toEqual({});
  });

  it('goes back to page 1 when a filter changes', () => {
    const next = withParams(new URLSearchParams('page=4&q=lino'), { famiglia: 'MG', q: null });
    expect(next.toString()).toBe('famiglia=MG');
    expect(withParams(new URLSearchParams('q=x'), { page: 2 }).toString()).toBe('q=x&page=2');
  });

  it('counts the pages, one for all', () => {
    expect(pageCount(0, 30)).toBe(1);
    expect(pageCount(61, 30)).toBe(3);
    expect(pageCount(500, 0)).toBe(1);
  });
});
