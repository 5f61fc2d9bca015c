import { adminPageSizes, type InvoiceListReply, type InvoiceListRequest, type InvoiceListRow } from '@shop/shared';
import { DEFAULT_PAGE_SIZE, EMPTY_LIMIT_PAGE_SIZE, pageCount } from '../list/list-query';

/** The server's largest page: 'Tutti' (limit 0) is read in pages of this size. */
export const LARGEST_PAGE = 90;

export interface InvoiceQuery {
  page: number;
  /** Invoices per page; 0 is all of them. */
  limit: number;
}

/** Paging from the URL query (page, limit) as the article list reads it: page 1 of 30 by default, 60 for an empty limit. */
export function readInvoiceQuery(params: URLSearchParams): InvoiceQuery {
  const page = Number(params.get('page'));
  const rawLimit = params.get('limit');
  let limit = DEFAULT_PAGE_SIZE;
  if (rawLimit === '') limit = EMPTY_LIMIT_PAGE_SIZE;
  else if (rawLimit !== null && (adminPageSizes as readonly number[]).includes(Number(rawLimit))) limit = Number(rawLimit);
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, limit };
}

/**
 * One page of invoices, or with limit 0 every invoice, read page by page (the server sends at most 90
 * at a time); an invoice issued meanwhile may shift a row onto the next page, so rows are kept once.
 */
export async function loadInvoices(
  query: InvoiceQuery,
  readPage: (request: Required<InvoiceListRequest>) => Promise<InvoiceListReply>,
): Promise<InvoiceListReply> {
  if (query.limit > 0) return readPage({ page: query.page, limit: query.limit });
  const first = await readPage({ page: 1, limit: LARGEST_PAGE });
  const records = [...first.records];
  const key = (row: InvoiceListRow) => `${row.kind}|${row.year}|${row.number}`;
  const seen = new Set(records.map(key));
  for (let page = 2; page <= pageCount(first.totalCount, LARGEST_PAGE); page += 1) {
    const next = await readPage({ page, limit: LARGEST_PAGE });
    for (const row of next.records) {
      if (!seen.has(key(row))) records.push(row);
      seen.add(key(row));
    }
    if (next.records.length < LARGEST_PAGE) break;
  }
  return { ...first, records };
}
