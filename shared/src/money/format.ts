import type { LanguageCode } from '../contracts/common';
import { decimalString, divideRounded, type BasisPoints, type Cents } from './money';

/**
 * The shop's one number formatter: euro amounts, VAT rates, percentages and plain numbers in the
 * page's language, with thousands always grouped (Italian CLDR leaves four-digit amounts ungrouped:
 * 1089,00 €). Italian writes 1.089,50 € and 12,5%; English, as euro-area English (Ireland) does,
 * €1,089.50 and 12.5%. Pages, mails, invoices and credit notes all format through here.
 */
const LOCALES: Record<LanguageCode, string> = { ita: 'it-IT', eng: 'en-IE' };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: LanguageCode, kind: 'euro' | 'percent' | 'number', decimals: number): Intl.NumberFormat {
  const key = `${language}|${kind}|${decimals}`;
  let found = formatters.get(key);
  if (!found) {
    const digits =
      kind === 'euro'
        ? { style: 'currency', currency: 'EUR', minimumFractionDigits: decimals, maximumFractionDigits: decimals }
        : { style: kind === 'percent' ? 'percent' : 'decimal', maximumFractionDigits: decimals };
    found = new Intl.NumberFormat(LOCALES[language], { ...digits, useGrouping: 'always' } as Intl.NumberFormatOptions);
    formatters.set(key, found);
  }
  return found;
}

const whole = (cents: Cents | null | undefined): cents is Cents => cents != null && Number.isSafeInteger(cents);

/**
 * Cents as euro with two decimals in `language`: 1.234,50 € or €1,234.50; '' for a missing amount.
 * The amount reaches Intl as its exact decimal text, never as a float.
 */
export function formatCents(cents: Cents | null | undefined, language: LanguageCode): string {
  return whole(cents) ? formatter(language, 'euro', 2).format(decimalString(cents) as `${number}`) : '';
}

/**
 * The one-decimal variant of SPEC section 9, e.g. 49,9 € (display only: the amount stays exact). The
 * cents are rounded to tens by the shop's one rounding rule, and reach Intl as exact decimal text.
 */
export function formatCentsOneDecimal(cents: Cents | null | undefined, language: LanguageCode): string {
  return whole(cents) ? formatter(language, 'euro', 1).format(decimalString(divideRounded(cents, 10) * 10) as `${number}`) : '';
}

/** A VAT rate in basis points: 2200 -> '22%', 2550 -> '25,5%' (or '25.5%' in English). */
export function formatRate(rate: BasisPoints, language: LanguageCode): string {
  return formatter(language, 'percent', 2).format(rate / 10_000);
}

/** A percentage given in percent (a discount of 12.5): '12,5%' or '12.5%'; '' when missing. */
export function formatPercent(percent: number | null | undefined, language: LanguageCode): string {
  return percent == null || !Number.isFinite(percent) ? '' : formatter(language, 'percent', 2).format(percent / 100);
}

/** A plain number with its thousands grouped: 1.234 or 1,234. */
export function formatNumber(value: number, language: LanguageCode): string {
  return formatter(language, 'number', 2).format(value);
}
