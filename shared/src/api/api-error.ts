export type ApiErrorKind = 'network' | 'http' | 'server' | 'parse';

/** A failed call: the network, an HTTP status, a server reply with `error: true`, or an unreadable body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly url: string;
  readonly status: number | undefined;
  /** The `message` of the server's reply, when it carried one (the status text alone is not one). */
  readonly serverMessage: string | undefined;

  constructor(kind: ApiErrorKind, url: string, message: string, status?: number, serverMessage?: string) {
    super(message);
    this.kind = kind;
    this.url = url;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * What to tell the shopper about a failed call: the server's own message when it refused the call
 * (any 4xx, 429 'Troppi tentativi' included) and said why, else `fallback`, the remote's text for
 * what it tried. A 5xx or a network failure has nothing the shopper can act on.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const refused = isApiError(error) && error.status !== undefined && error.status >= 400 && error.status < 500;
  return refused && error.serverMessage ? error.serverMessage : fallback;
}
