import type { LanguageCode } from '../contracts/common';

/**
 * Catalogue names are 'Italiano/English' (families, categories, lines, modules, fits, seasons): the
 * Italian part is before the first slash, the English part after it. A name without a slash, or
 * without an English part, reads the same in both languages.
 */
export function localName(name: string, language: LanguageCode): string {
  const slash = name.indexOf('/');
  if (slash < 0) return name.trim();
  const italian = name.slice(0, slash).trim();
  const english = name.slice(slash + 1).trim();
  return language === 'eng' ? english || italian : italian || english;
}
