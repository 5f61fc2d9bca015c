import type { ArticoloFilter } from '../contracts/filters';
import { GROUPING } from '../contracts/catalogue';
import type { LanguageCode } from '../contracts/common';
import { LARGEST_PAGE, type Ordering, type ReadRequest } from '../contracts/protocol';

export type ListKind = 'collection' | 'search' | 'category' | 'modulo' | 'linea' | 'famiglia' | 'promo' | 'outlet' | 'novita' | 'favorites';

export const sorts = ['relevance', 'newest', 'priceUp', 'priceDown'] as const;
export type Sort = (typeof sorts)[number];

export const PAGE_SIZE = 40;

/** What a list URL's query says: page, limit, sort and the shopper's filters. */
export interface ListQuery {
  page: number;
  limit: number;
  sort: Sort;
  colours: string[];
  sizes: string[];
  priceMin: number | undefined;
  priceMax: number | undefined;
}

const positiveInt = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

const price = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 100_000 ? n : undefined;
};

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0 && item.length <= 32)
    .slice(0, 20);

/** Reads the list query from the URL, ignoring anything malformed. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const sort = params.get('sort');
  let priceMin = price(params.get('min'));
  let priceMax = price(params.get('max'));
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  return {
    page: positiveInt(params.get('page'), 1, 100_000),
    limit: positiveInt(params.get('limit'), PAGE_SIZE, LARGEST_PAGE),
    sort: sorts.includes(sort as Sort) ? (sort as Sort) : 'relevance',
    colours: list(params.get('colori')),
    sizes: list(params.get('taglie')).filter((size) => size.length <= 8),
    priceMin,
    priceMax,
  };
}

/** Writes a list query back as URL search params, leaving out defaults. */
export function listSearch(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.limit !== PAGE_SIZE) params.set('limit', String(query.limit));
  if (query.sort !== 'relevance') params.set('sort', query.sort);
  if (query.colours.length) params.set('colori', query.colours.join(','));
  if (query.sizes.length) params.set('taglie', query.sizes.join(','));
  if (query.priceMin !== undefined) params.set('min', String(query.priceMin));
  if (query.priceMax !== undefined) params.set('max', String(query.priceMax));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface ListParams {
  keyword?: string;
  codCategoriaMerceologica?: string;
  codModuloSdo?: string;
  codLinea?: string;
  codFamigliaArticolo?: string;
}

/** The Articolo filter of a list route (SPEC: the collection leaves out promotion and outlet). */
export function kindFilter(kind: ListKind, params: ListParams, favourites: string[]): ArticoloFilter {
  switch (kind) {
    case 'collection':
      return { escludiCodCatRaggrupps: [GROUPING.promo, GROUPING.outlet] };
    case 'search':
      return { keyword: params.keyword ?? '' };
    case 'category':
      return { codCategoriaMerceologica: params.codCategoriaMerceologica };
    case 'modulo':
      return params.codLinea ? { codModuloSdo: params.codModuloSdo, codLinea: params.codLinea } : { codModuloSdo: params.codModuloSdo };
    case 'linea':
      // A line's collection (Donna, Uomo), as the collection itself without promotion and outlet.
      return { codLinea: params.codLinea, escludiCodCatRaggrupps: [GROUPING.promo, GROUPING.outlet] };
    case 'famiglia':
      return { codFamigliaArticolo: params.codFamigliaArticolo };
    case 'promo':
      return { codCatRaggrupp: GROUPING.promo };
    case 'outlet':
      return { codCatRaggrupp: GROUPING.outlet };
    case 'novita':
      return { codCatRaggrupp: GROUPING.novita };
    case 'favorites':
      return { codArticoli: favourites };
  }
}

const orderings: Record<Sort, Ordering[]> = {
  relevance: [],
  newest: [{ key: 'dataInserimento', direction: 'desc' }],
  priceUp: [{ key: 'prezzoVendita', direction: 'asc' }],
  priceDown: [{ key: 'prezzoVendita', direction: 'desc' }],
};

/** The API/read request of one list page. Relevance without a keyword is the shop's own order. */
export function listRequest(
  kind: ListKind,
  params: ListParams,
  favourites: string[],
  query: ListQuery,
  language: LanguageCode,
): ReadRequest {
  const expression: ArticoloFilter = { ...kindFilter(kind, params, favourites), languageCode: language };
  if (query.colours.length) expression.codColori = query.colours;
  if (query.sizes.length) expression.siglaTaglie = query.sizes;
  if (query.priceMin !== undefined) expression.prezzoMin = query.priceMin;
  if (query.priceMax !== undefined) expression.prezzoMax = query.priceMax;
  return { entity: 'Articolo', expression, orderings: orderings[query.sort], pagination: { page: query.page, limit: query.limit } };
}
