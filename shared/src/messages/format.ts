import { IntlMessageFormat } from 'intl-messageformat';
import type { LanguageCode } from '../contracts/common';
import { readMessage } from '../i18n/icu-reader';

export type TextValues = Readonly<Record<string, string | number>>;

const formats = new Map<string, IntlMessageFormat>();

/**
 * A catalogue text with its values filled in, outside React (the server's replies, its mails, the
 * invoices, the stand-in gateway's page): the same ICU rules and the same reader as the screens'
 * react-intl. The formats are kept, one per text and language: the catalogue is finite.
 */
export function formatText(language: LanguageCode, template: string, values: TextValues = {}): string {
  const locale = language === 'eng' ? 'en' : 'it';
  const cacheKey = `${locale}\u0000${template}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(readMessage(template), locale);
    formats.set(cacheKey, format);
  }
  return String(format.format(values));
}
