import type { ReadRequest } from '../contracts/protocol';
import { apiClient, type CallOptions } from './client';
import { useRequest, type RequestResult } from './use-request';

/** POST <apiBase>/XAPI/list: records of an entity (used for content containers); a reply with error throws. */
export function xapiList<T>(request: ReadRequest, options?: CallOptions): Promise<T[]> {
  return apiClient.list<T>(request, options);
}

/** xapiList as a hook; the list that came with the page is there at the first render. */
export function useXapiList<T>(request: ReadRequest): RequestResult<T[]> {
  return useRequest(
    JSON.stringify(request),
    (signal) => xapiList<T>(request, { signal }),
    () => apiClient.firstList<T>(request, true) ?? undefined,
    () => void apiClient.firstList<T>(request),
  );
}
