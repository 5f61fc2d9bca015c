import { ApiError, getApiBase, HEADERS, languageAtom, shopStore } from '@shop/shared';
import { PHOTO_ACTIONS, STAFF_SESSION_HEADER, type PhotoReply } from '@shop/shared/staff';
import { setStaffSessionId, staffSessionId } from './session';

/** Photos for one colour of an article, sent together: the server keeps all of them or none. */
export interface PhotoUpload {
  codArticolo: string;
  codColore: string;
  files: readonly File[];
}

/** How much of the upload has left the browser, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

const messageOf = (data: unknown): string | undefined =>
  typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string' ? data.message : undefined;

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends an upload as multipart/form-data (codArticolo, codColore, then the files) with
 * XMLHttpRequest, whose upload events tell the progress (fetch has none). The staff session goes in
 * its header, as on every staff call. A refusal becomes an ApiError carrying the server's message;
 * a 401 ends the staff session here too.
 */
export function uploadPhotos(
  { codArticolo, codColore, files }: PhotoUpload,
  { onProgress, signal }: UploadOptions = {},
): Promise<PhotoReply> {
  const url = `${getApiBase()}/${PHOTO_ACTIONS.upload}`;
  const form = new FormData();
  form.append('codArticolo', codArticolo);
  form.append('codColore', codColore);
  for (const file of files) form.append('foto', file, file.name);
  const size = files.reduce((sum, file) => sum + file.size, 0);

  return new Promise<PhotoReply>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was stopped', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    const stop = () => request.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const settle = () => signal?.removeEventListener('abort', stop);

    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(HEADERS.language, shopStore.get(languageAtom));
    const session = staffSessionId();
    if (session) request.setRequestHeader(STAFF_SESSION_HEADER, session);

    request.upload.addEventListener('progress', (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : size });
    });
    request.addEventListener('load', () => {
      settle();
      const data = parse(request.responseText);
      if (request.status >= 200 && request.status < 300 && data !== undefined) {
        resolve(data as PhotoReply);
        return;
      }
      if (request.status === 401) setStaffSessionId(null);
      const message = messageOf(data);
      const kind = request.status >= 200 && request.status < 300 ? 'parse' : 'http';
      reject(new ApiError(kind, url, message ?? (request.statusText || `HTTP ${request.status}`), request.status, message));
    });
    request.addEventListener('error', () => {
      settle();
      reject(new ApiError('network', url, 'network error'));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was stopped', 'AbortError'));
    });
    request.send(form);
  });
}
