import type { InvoiceListReply, InvoiceListRow } from '@shop/shared';
import { loadInvoices, readInvoiceQuery } from './invoice-query';

const row = (number: number): InvoiceListRow => ({
  kind: 'invoice',
  orderId: `SHOP-${number}`,
  year: 2026,
  number,
  date: '2026-03-05',
  buyer: 'Lanterna S.r.l.',
  country: 'IT',
  totalCents: 12_345,
});

describe('the invoice list query', () => {
  it('reads page and limit from the URL as the article list does', () => {
    expect(readInvoiceQuery(new URLSearchParams(''))).toEqual({ page: 1, limit: 30 });
    expect(readInvoiceQuery(new URLSearchParams('page=3&limit=10'))).toEqual({ page: 3, limit: 10 });
    expect(readInvoiceQuery(new URLSearchParams('limit=0'))).toEqual({ page: 1, limit: 0 });
    expect(readInvoiceQuery(new URLSearchParams('limit='))).toEqual({ page: 1, limit: 60 });
    expect(readInvoiceQuery(new URLSearchParams('page=-2&limit=45'))).toEqual({ page: 1, limit: 30 });
    expect(readInvoiceQuery(new URLSearchParams('page=2.5&limit=abc'))).toEqual({ page: 1, limit: 30 });
  });

  it('reads one page as asked', async () => {
    const readPage = jest.fn(async (): Promise<InvoiceListReply> => ({ error: false, records: [row(2), row(1)], totalCount: 12 }));
    await expect(loadInvoices({ page: 2, limit: 10 }, readPage)).resolves.toEqual({
      error: false,
      records: [row(2), row(1)],
      totalCount: 12,
    });
    expect(readPage.mock.calls).toEqual([[{ page: 2, limit: 10 }]]);
  });

  it("reads 'Tutti' page by page of 90, keeping a row shifted onto the next page once", async () => {
    const all = Array.from({ length: 200 }, (_, i) => row(200 - i));
    const readPage = jest.fn(async ({ page, limit }: { page: number; limit: number }): Promise<InvoiceListReply> => {
      // One row of page 1 comes again on page 2, as when an invoice is issued meanwhile.
      const start = (page - 1) * limit - (page > 1 ? 1 : 0);
      return { error: false, records: all.slice(start, start + limit), totalCount: all.length };
    });
    const reply = await loadInvoices({ page: 1, limit: 0 }, readPage);
    expect(readPage.mock.calls.map(([request]) => request)).toEqual([
      { page: 1, limit: 90 },
      { page: 2, limit: 90 },
      { page: 3, limit: 90 },
    ]);
    expect(reply.totalCount).toBe(200);
    expect(reply.records.map((r) => r.number)).toEqual(all.map((r) => r.number));
  });
});
