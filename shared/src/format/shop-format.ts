import type { LanguageCode } from '../contracts/common';
import { formatDateTime } from './date';
import { formatCents, formatCentsOneDecimal, formatEuro, formatEuroOneDecimal, formatNumber, formatPercent, formatRate } from './currency';

/** The shop's formatter bound to one language: what a page, a mail or a document writes numbers with. */
export interface ShopFormat {
  language: LanguageCode;
  money: (cents: number | null | undefined) => string;
  moneyOneDecimal: (cents: number | null | undefined) => string;
  euro: (amount: number | null | undefined) => string;
  euroOneDecimal: (amount: number | null | undefined) => string;
  rate: (basisPoints: number) => string;
  percent: (percent: number | null | undefined) => string;
  number: (value: number) => string;
  /** A moment as day and time in Italy. */
  dateTime: (value: Date | string | null | undefined) => string;
}

export function formatIn(language: LanguageCode): ShopFormat {
  return {
    language,
    money: (cents) => formatCents(cents, language),
    moneyOneDecimal: (cents) => formatCentsOneDecimal(cents, language),
    euro: (amount) => formatEuro(amount, language),
    euroOneDecimal: (amount) => formatEuroOneDecimal(amount, language),
    rate: (basisPoints) => formatRate(basisPoints, language),
    percent: (percent) => formatPercent(percent, language),
    number: (value) => formatNumber(value, language),
    dateTime: (value) => formatDateTime(value, language),
  };
}
