import { adminPageSizes, orderStatuses, type OrderStatus } from '@shop/shared';
import { type OrderListReply, type OrderListRequest } from '@shop/shared/staff';
import { DEFAULT_PAGE_SIZE, EMPTY_LIMIT_PAGE_SIZE, pageCount } from '../list/list-query';

/** The server's largest page: 'Tutti' (limit 0) is read in pages of this size. */
export const LARGEST_PAGE = 90;

/** The URL's filter names (kept short and Italian, like the article list's). */
export const ORDER_PARAMS = { status: 'stato', from: 'dal', to: 'al', buyer: 'cliente', orderId: 'ordine', sort: 'ordina' } as const;

export interface OrderQuery {
  page: number;
  /** Orders per page; 0 is all of them. */
  limit: number;
  filter: Omit<OrderListRequest, 'page' | 'limit'>;
}

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
const text = (value: string | null) => (value && value.trim() ? value.trim().slice(0, 100) : undefined);

/** Filters and paging from the URL query: page 1 of 30 by default, newest first; unknown values are ignored. */
export function readOrderQuery(params: URLSearchParams): OrderQuery {
  const page = Number(params.get('page'));
  const rawLimit = params.get('limit');
  let limit = DEFAULT_PAGE_SIZE;
  if (rawLimit === '') limit = EMPTY_LIMIT_PAGE_SIZE;
  else if (rawLimit !== null && (adminPageSizes as readonly number[]).includes(Number(rawLimit))) limit = Number(rawLimit);
  const status = params.get(ORDER_PARAMS.status);
  const from = params.get(ORDER_PARAMS.from);
  const to = params.get(ORDER_PARAMS.to);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit,
    filter: {
      status: (orderStatuses as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : undefined,
      from: isDay(from) ? from : undefined,
      to: isDay(to) ? to : undefined,
      buyer: text(params.get(ORDER_PARAMS.buyer)),
      orderId: text(params.get(ORDER_PARAMS.orderId))?.slice(0, 30),
      sort: params.get(ORDER_PARAMS.sort) === 'oldest' ? 'oldest' : 'newest',
    },
  };
}

/** The query's key for the request cache: every filter and the page. */
export const orderQueryKey = (query: OrderQuery) => JSON.stringify(query);

/** One page of orders, or with limit 0 every order, read page by page (at most 90 at a time), each kept once. */
export async function loadOrders(
  query: OrderQuery,
  readPage: (request: OrderListRequest) => Promise<OrderListReply>,
): Promise<OrderListReply> {
  if (query.limit > 0) return readPage({ ...query.filter, page: query.page, limit: query.limit });
  const first = await readPage({ ...query.filter, page: 1, limit: LARGEST_PAGE });
  const records = [...first.records];
  const seen = new Set(records.map((row) => row.orderId));
  for (let page = 2; page <= pageCount(first.totalCount, LARGEST_PAGE); page += 1) {
    const next = await readPage({ ...query.filter, page, limit: LARGEST_PAGE });
    for (const row of next.records) {
      if (!seen.has(row.orderId)) records.push(row);
      seen.add(row.orderId);
    }
    if (next.records.length < LARGEST_PAGE) break;
  }
  return { ...first, records };
}
