import type { ReadReply, ReadRequest } from '../contracts/protocol';
import { apiClient, type CallOptions } from './client';
import { useRequest, type RequestResult } from './use-request';

/** POST <apiBase>/API/read: one page of records of an entity. */
export function apiRead<T>(request: ReadRequest, options?: CallOptions): Promise<ReadReply<T>> {
  return apiClient.read<T>(request, options);
}

/** The answer to this read that came with the page (once), or null; asks nothing of the server. */
export function takeFirstRead<T>(request: ReadRequest): ReadReply<T> | null {
  return apiClient.firstRead<T>(request);
}

/**
 * apiRead as a hook: reloads when the request, the language or the country changes. The page's first
 * read, sent with the page, is there at the first render: no loading state in between.
 */
export function useApiRead<T>(request: ReadRequest): RequestResult<ReadReply<T>> {
  return useRequest(
    JSON.stringify(request),
    (signal) => apiRead<T>(request, { signal }),
    () => apiClient.firstRead<T>(request, true) ?? undefined,
    () => void takeFirstRead<T>(request),
  );
}
