import type { LanguageCode } from '../contracts/common';
import { formatCents, formatCentsOneDecimal, isEuroAmount, toCents } from '../money';

export { formatCents, formatCentsOneDecimal, formatNumber, formatPercent, formatRate } from '../money';

/**
 * SPEC's decimal euro fields (a price with two decimals) in `language`, 1.234,50 € or €1,234.50, read
 * exactly as cents first; '' for a missing amount or one that is not a whole number of cents.
 */
export function formatEuro(amount: number | null | undefined, language: LanguageCode): string {
  return amount != null && isEuroAmount(amount) ? formatCents(toCents(amount), language) : '';
}

/** The one-decimal variant of SPEC section 9, e.g. 49,9 €. */
export function formatEuroOneDecimal(amount: number | null | undefined, language: LanguageCode): string {
  return amount != null && isEuroAmount(amount) ? formatCentsOneDecimal(toCents(amount), language) : '';
}
