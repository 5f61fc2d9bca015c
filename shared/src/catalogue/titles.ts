import type { LanguageCode } from '../contracts/common';

/** Family names are 'Italiano/English': the part of the shopper's language. */
export function familyTitle(name: string, language: LanguageCode): string {
  const [italian = '', english] = name.split('/');
  return (language === 'eng' ? (english ?? italian) : italian).trim();
}
