import { languageAtom, languageOfQuery, matchStorefrontRoute, shopStore, type LanguageCode } from '@shop/shared';
import { useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';

/** Sets the language of a language-preset home (/ita, /it, /eng, /en) when it is opened in the app. */
export function LanguagePreset({ language, children }: { language: LanguageCode; children: ReactNode }) {
  const setLanguage = useSetAtom(languageAtom);
  useEffect(() => setLanguage(language), [language, setLanguage]);
  return children;
}

/**
 * The same for the first page load, before anything renders, so /eng never flashes in Italian; and
 * the language of a shared link (`?lang=en`), so an English link opens in English, for a new visitor too.
 */
export function applyLanguagePreset(pathname: string, search = ''): void {
  const language = matchStorefrontRoute(pathname)?.route.language ?? languageOfQuery(search);
  if (language) shopStore.set(languageAtom, language);
}
