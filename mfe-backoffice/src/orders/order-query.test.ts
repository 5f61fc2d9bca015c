import { readOrderQuery } from './order-query';

describe('the order list query', () => {
  it('reads paging and filters from the URL, 30 newest first by default', () => {
    expect(readOrderQuery(new URLSearchParams(''))).toEqual({ page: 1, limit: 30, filter: expect.objectContaining({ sort: 'newest' }) });
    const query = readOrderQuery(
      new URLSearchParams('page=3&limit=60&stato=WaitDelivery&dal=2026-11-01&al=2026-11-30&cliente=Neri&ordine=LA2026&ordina=oldest'),
    );
    expect(query).toEqual({
      page: 3,
      limit: 60,
      filter: { status: 'WaitDelivery', from: '2026-11-01', to: '2026-11-30', buyer: 'Neri', orderId: 'LA2026', sort: 'oldest' },
    });
  });

  it('ignores values it does not know', () => {
    const query = readOrderQuery(new URLSearchParams('page=-2&limit=7&stato=Spedito&dal=ieri&ordina=random'));
    expect(query.page).toBe(1);
    expect(query.limit).toBe(30);
    expect(query.filter).toMatchObject({ status: undefined, from: undefined, sort: 'newest' });
  });
});
