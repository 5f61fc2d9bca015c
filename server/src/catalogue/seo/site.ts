import { DEFAULT_LANGUAGE, type LanguageCode } from '@shop/shared/contracts';
import { metaTexts } from '@shop/shared/messages';
import { cleanPath, inLanguage, languageOfQuery } from '@shop/shared/paths';

/** The shop's name as search results and link previews show it. */
export const SHOP_NAME = 'Atelier Lanterna';

/** The shop's colours (the design tokens' background and accent), for the browser and the app manifest. */
export const SHOP_COLOURS = { background: '#f7f4ef', accent: '#7a4a32', text: '#1d1b18' } as const;

/** The page titles and descriptions: the message catalogue's meta section. */
export const siteTexts = metaTexts;

/** Home paths that set the language themselves (SPEC: /ita, /it, /eng, /en). */
const HOME_LANGUAGES: Record<string, LanguageCode> = { '/ita': 'ita', '/it': 'ita', '/eng': 'eng', '/en': 'eng' };

/** The language a page is sent in: a language home's own, else the link's `?lang=`, else the shop's default. */
export function pageLanguage(pathname: string, search: string): LanguageCode {
  return HOME_LANGUAGES[cleanPath(pathname)] ?? languageOfQuery(search) ?? DEFAULT_LANGUAGE;
}

/** An absolute link to a storefront path in a language (Italian plain, English with `?lang=en`). */
export const absoluteUrl = (origin: string, path: string, language: LanguageCode = DEFAULT_LANGUAGE): string =>
  `${origin}${inLanguage(path, language)}`;

/** A media or asset path made absolute (already absolute addresses stay). */
export const absoluteAsset = (origin: string, url: string): string => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);
