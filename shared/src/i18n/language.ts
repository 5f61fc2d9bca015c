import type { LanguageCode } from '../contracts/common';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return value === 'ita' || value === 'eng';
}

export function languageOfLocale(locale: string): LanguageCode {
  return locale.toLowerCase().startsWith('en') ? 'eng' : 'ita';
}
