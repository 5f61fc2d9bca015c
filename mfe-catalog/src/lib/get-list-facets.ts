import { articoloFacetsSchema, type ArticoloFacets, type ReadRequest } from '@shop/shared';
import { useMemo } from 'react';
import { useCachedList } from './list-cache';

/** The facets read of a list: the list's own filter (scope, keyword and chosen filters), no page. */
export const facetsRequest = (list: ReadRequest): ReadRequest => ({ entity: 'FacetteArticolo', expression: list.expression });

export type FacetsResult = { status: 'loading' | 'error'; facets: undefined } | { status: 'success'; facets: ArticoloFacets };

/** Parses a facets answer; a malformed one counts as an error, never as facets. */
export function facetsOf(records: unknown[] | undefined): ArticoloFacets | undefined {
  const parsed = articoloFacetsSchema.safeParse(records?.[0]);
  return parsed.success ? parsed.data : undefined;
}

/** The facets of a list, cached like the list itself (so they are there at once on back). */
export function useListFacets(list: ReadRequest | null): FacetsResult {
  const result = useCachedList<unknown>(list ? facetsRequest(list) : null);
  const records = result.data?.records;
  const facets = useMemo(() => facetsOf(records), [records]);
  if (result.status === 'loading' || (result.status === 'success' && !result.data)) return { status: 'loading', facets: undefined };
  if (!facets) return { status: 'error', facets: undefined };
  return { status: 'success', facets };
}
