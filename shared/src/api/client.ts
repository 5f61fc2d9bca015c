import type { Store } from 'jotai';
import type { AccountAction, AccountActionPayload } from '../contracts/account-action';
import { HEADERS, type ActionReply, type ListReply, type ReadReply, type ReadRequest } from '../contracts/protocol';
import { countryAtom, languageAtom } from '../state/preference-atoms';
import { sessionTokenAtom } from '../state/session-atoms';
import { shopStore } from '../state/store';
import { getApiBase } from './api-base';
import { ApiError, isAbortError } from './api-error';
import { fileNameOf } from './file-name';
import { takeFirstAnswer } from './first-answers';

export interface CallOptions {
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Sends the admin header; only the back-office creates such a client. */
  admin?: boolean;
  /** More headers per call, e.g. the back-office's staff session. */
  extraHeaders?: () => Record<string, string>;
  store?: Store;
  fetch?: typeof fetch;
}

/** A file the server sent (an invoice, a printable copy): its bytes and the name its Content-Disposition gives. */
export interface FileReply {
  blob: Blob;
  /** The name from Content-Disposition, or null when the server gave none. */
  fileName: string | null;
  contentType: string;
}

export interface ApiClient {
  /** Posts to `path` under the API's base, or to the shop's own path when it starts with '/' (the staff's release pins). */
  post<T>(path: string, body: unknown, options?: CallOptions): Promise<T>;
  /** Like post, for an answer that is a file rather than JSON; a refusal's JSON message still becomes an ApiError. */
  postForBlob(path: string, body: unknown, options?: CallOptions): Promise<FileReply>;
  read<T>(request: ReadRequest, options?: CallOptions): Promise<ReadReply<T>>;
  /** The answer to this read that came with the page, handed out once, or null: no call is made. */
  firstRead<T>(request: ReadRequest, keep?: boolean): ReadReply<T> | null;
  /** Like firstRead, for a list call (null too when the answer was a refusal). */
  firstList<T>(request: ReadRequest, keep?: boolean): T[] | null;
  list<T>(request: ReadRequest, options?: CallOptions): Promise<T[]>;
  action<Reply extends ActionReply = ActionReply, A extends AccountAction = AccountAction>(
    action: A,
    body: AccountActionPayload<A>,
    options?: CallOptions,
  ): Promise<Reply>;
}

/** Creates a client that speaks the shop's protocol; failures are thrown as ApiError, for the caller to tell the shopper. */
export function createApiClient({ admin = false, extraHeaders, store = shopStore, fetch: fetchImpl }: ApiClientOptions = {}): ApiClient {
  const headers = (): Record<string, string> => {
    const result: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      [HEADERS.language]: store.get(languageAtom),
      [HEADERS.country]: store.get(countryAtom),
    };
    const token = store.get(sessionTokenAtom);
    if (token) {
      result[HEADERS.authorization] = `Bearer ${token}`;
      result[HEADERS.storedSession] = token;
    }
    if (admin) result[HEADERS.admin] = 'true';
    return { ...result, ...extraHeaders?.() };
  };

  const pageAnswer = (path: string, payload: string, sent: Record<string, string>, keep = false) =>
    admin ? null : takeFirstAnswer(path, payload, sent[HEADERS.language] ?? '', sent[HEADERS.country] ?? '', keep);

  async function post<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
    const url = path.startsWith('/') ? path : `${getApiBase()}/${path}`;
    const sent = headers();
    const payload = JSON.stringify(body);
    // The storefront's first read may have come with the page.
    const first = pageAnswer(path, payload, sent);
    if (first) return first.reply as T;
    let response: Response;
    let text: string;
    try {
      response = await (fetchImpl ?? fetch)(url, { method: 'POST', headers: sent, body: payload, signal: options.signal });
      text = await response.text();
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new ApiError('network', url, error instanceof Error ? error.message : 'network error');
    }
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (!response.ok) throw httpError(url, response, data);
    if (data === undefined) throw new ApiError('parse', url, 'unreadable reply', response.status);
    return data as T;
  }

  async function postForBlob(path: string, body: unknown, options: CallOptions = {}): Promise<FileReply> {
    const url = `${getApiBase()}/${path}`;
    const sent = { ...headers(), accept: '*/*' };
    let response: Response;
    let blob: Blob | undefined;
    let refusal = '';
    try {
      response = await (fetchImpl ?? fetch)(url, { method: 'POST', headers: sent, body: JSON.stringify(body), signal: options.signal });
      // A refusal comes as JSON ({ error, message }): its message becomes the error's.
      if (response.ok) blob = await response.blob();
      else refusal = await response.text();
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new ApiError('network', url, error instanceof Error ? error.message : 'network error');
    }
    if (!blob) {
      let data: unknown;
      try {
        data = JSON.parse(refusal);
      } catch {
        data = undefined;
      }
      throw httpError(url, response, data);
    }
    return {
      blob,
      fileName: fileNameOf(response.headers.get('content-disposition')),
      contentType: response.headers.get('content-type') ?? blob.type,
    };
  }

  return {
    post,
    postForBlob,
    read: (request, options) => post('API/read', request, options),
    firstRead: <T>(request: ReadRequest, keep = false) =>
      (pageAnswer('API/read', JSON.stringify(request), headers(), keep)?.reply ?? null) as ReadReply<T> | null,
    firstList<T>(request: ReadRequest, keep = false) {
      const reply = pageAnswer('XAPI/list', JSON.stringify(request), headers(), keep)?.reply as ListReply<T> | undefined;
      return reply && !reply.error ? (reply.records ?? []) : null;
    },
    async list<T>(request: ReadRequest, options?: CallOptions) {
      const reply = await post<ListReply<T>>('XAPI/list', request, options);
      if (reply.error) throw new ApiError('server', `${getApiBase()}/XAPI/list`, reply.message ?? 'error');
      return reply.records ?? [];
    },
    action: (action, body, options) => post(`AccountAction/${action}`, body, options),
  };
}

/** A refusal by HTTP status, keeping the message the reply carried apart from the status text. */
function httpError(url: string, response: Response, data: unknown): ApiError {
  const message = messageOf(data);
  return new ApiError('http', url, message ?? response.statusText, response.status, message);
}

function messageOf(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') return data.message;
  return undefined;
}

/** The storefront's client. */
export const apiClient = createApiClient();
