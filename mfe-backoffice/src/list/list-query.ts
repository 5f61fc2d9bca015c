import { groupingCodeSchema } from '@shop/shared';
import { type BackofficeListFilter } from '@shop/shared/staff';

export const DEFAULT_PAGE_SIZE = 30;
/** An empty limit in the URL (limit=) falls back to 60. */
export const EMPTY_LIMIT_PAGE_SIZE = 60;

export interface ListQuery {
  filter: BackofficeListFilter;
  page: number;
  limit: number;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? n : fallback;
};

/** Filters and paging from the URL query: q, cod, scontati (si/no), tipo, famiglia, page, limit. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const filter: BackofficeListFilter = {};
  const keyword = params.get('q')?.trim();
  if (keyword) filter.keyword = keyword.slice(0, 100);
  const code = params.get('cod')?.trim();
  if (code) filter.codArticolo = code.slice(0, 32);
  const discounted = params.get('scontati');
  if (discounted === 'si') filter.scontati = true;
  if (discounted === 'no') filter.scontati = false;
  const type = groupingCodeSchema.safeParse(params.get('tipo'));
  if (type.success) filter.codCatRaggrupp = type.data;
  const family = params.get('famiglia')?.trim();
  if (family) filter.codFamigliaArticolo = family.slice(0, 32);
  const rawLimit = params.get('limit');
  let limit = DEFAULT_PAGE_SIZE;
  if (rawLimit === '') limit = EMPTY_LIMIT_PAGE_SIZE;
  else if (rawLimit !== null && [0, 10, 30, 60, 90].includes(Number(rawLimit))) limit = Number(rawLimit);
  return { filter, page: positive(params.get('page'), 1), limit };
}

/** How many pages the pager offers. */
export const pageCount = (totalCount: number, limit: number) => (limit === 0 ? 1 : Math.max(1, Math.ceil(totalCount / limit)));

/** A copy of the query with some values changed; empty values are dropped, and a new filter goes back to page 1. */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
