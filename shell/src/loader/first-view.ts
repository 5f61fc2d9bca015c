/**
 * The localStorage key of the shopper's language (SPEC 'Session payload'; the shared library's
 * `storageKeys.language`, which a test keeps equal). Read here without the library, which loads later.
 */
export const LANGUAGE_KEY = 'languageCode';

/** The stored language as the shared library writes it (JSON text), or null. */
function storedLanguage(storage: Storage | null): string | null {
  const text = storage?.getItem(LANGUAGE_KEY) ?? null;
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' ? value : null;
  } catch {
    return text;
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The server draws a product page's first screen in the shop's default language. A shopper who chose
 * another sees the page's own frame until the application renders, not text in the wrong language.
 */
export function dropForeignFirstView(doc: Document = document, storage: Storage | null = localStorageOrNull()): void {
  const view = doc.querySelector<HTMLElement>('.boot-main[data-language]');
  if (!view) return;
  const chosen = storedLanguage(storage);
  if (chosen !== null && chosen !== view.dataset.language) view.remove();
}
