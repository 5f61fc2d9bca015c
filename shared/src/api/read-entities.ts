import type { ReadReply, ReadRequest } from '../contracts/protocol';
import { apiClient, type CallOptions } from './client';
import { useRequest, type RequestResult } from './use-request';

/** POST <apiBase>/API/read: one page of records of an entity. */
export function apiRead<T>(request: ReadRequest, options?: CallOptions): Promise<ReadReply<T>> {
  return apiClient.read<T>(request, options);
}

/** apiRead as a hook: reloads when the request, the language or the country changes. */
export function useApiRead<T>(request: ReadRequest): RequestResult<ReadReply<T>> {
  return useRequest(JSON.stringify(request), (signal) => apiRead<T>(request, { signal }));
}
