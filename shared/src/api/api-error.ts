import type { ApiErrorKind } from '../events/event-map';

/** A failed call: the network, an HTTP status, a server reply with `error: true`, or an unreadable body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly url: string;
  readonly status: number | undefined;

  constructor(kind: ApiErrorKind, url: string, message: string, status?: number) {
    super(message);
    this.kind = kind;
    this.url = url;
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
