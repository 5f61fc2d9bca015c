import type { FileReply } from './client';

/** How long the object URL outlives the click: by then the browser holds the file. */
const REVOKE_AFTER_MS = 1000;

/**
 * Saves a file the API sent (fetched with headers, so no session goes into a URL): an object URL of
 * its bytes behind a temporary `<a download>`, clicked once and removed; the URL is revoked after.
 */
export function saveFile(file: Pick<FileReply, 'blob' | 'fileName'>, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
