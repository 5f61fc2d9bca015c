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

/** The language a shared link sets (`?lang=en`, as the shared library's `languageOfQuery` reads it), or null. */
export function linkLanguage(search: string): string | null {
  const value = new URLSearchParams(search).get('lang')?.trim().toLowerCase();
  if (value === 'en' || value === 'eng') return 'eng';
  if (value === 'it' || value === 'ita') return 'ita';
  return null;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The server draws a product page's first screen in the shop's default language, or in the one its
 * link sets (`?lang=en`, which the application then takes too). A shopper who chose another sees the
 * page's own frame until the application renders, not text in the wrong language.
 */
export function dropForeignFirstView(
  doc: Document = document,
  storage: Storage | null = localStorageOrNull(),
  search: string = doc.location?.search ?? '',
): void {
  const view = doc.querySelector<HTMLElement>('.boot-main[data-language]');
  if (!view) return;
  const chosen = linkLanguage(search) ?? storedLanguage(storage);
  if (chosen !== null && chosen !== view.dataset.language) view.remove();
}
