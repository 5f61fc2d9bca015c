import type { LanguageCode } from '../contracts/common';

export type Locale = 'it' | 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return value === 'ita' || value === 'eng';
}

/** react-intl locale of an interface language: ita -> it, eng -> en. */
export function localeOf(language: LanguageCode): Locale {
  return language === 'eng' ? 'en' : 'it';
}

export function languageOfLocale(locale: string): LanguageCode {
  return locale.toLowerCase().startsWith('en') ? 'eng' : 'ita';
}
