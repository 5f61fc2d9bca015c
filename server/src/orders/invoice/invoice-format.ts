import { formatCents, formatRate as formatShopRate, type BasisPoints, type Cents } from '@shop/shared/money';

/** Amounts, rates and dates of the printable invoice, from the integer values (no float division). */

export type InvoiceLanguage = 'it' | 'en';

const shopLanguage = (language: InvoiceLanguage) => (language === 'en' ? 'eng' : 'ita');

/** Euro amount with the shop's formatter: 1.234,50 € in Italian (no-break space before €), €1,234.50 in English. */
export function formatEuro(cents: Cents, language: InvoiceLanguage): string {
  return formatCents(cents, shopLanguage(language));
}

/** VAT rate without trailing zeros, with the shop's formatter: 22%, 25,5% in Italian, 25.5% in English. */
export function formatRate(rate: BasisPoints, language: InvoiceLanguage): string {
  return formatShopRate(rate, shopLanguage(language));
}

const ENGLISH_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** YYYY-MM-DD as 14/03/2026 in Italian, 14 March 2026 in English; other text unchanged. */
export function formatDate(date: string, language: InvoiceLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  return language === 'it'
    ? `${day}/${month}/${year}`
    : ENGLISH_DAY.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
}

/** Country name in the invoice language (Germania, Germany), the code when unknown. */
export function countryName(code: string, language: InvoiceLanguage): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
