import { centsToEuro, type BasisPoints, type Cents } from './money';

const formatters = new Map<number, Intl.NumberFormat>();

function euroFormatter(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('it-IT', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

const whole = (cents: Cents | null | undefined): cents is Cents => cents != null && Number.isSafeInteger(cents);

/** Cents as euro with the Italian locale and two decimals, e.g. 1.234,50 €; '' for a missing amount. */
export function formatCents(cents: Cents | null | undefined): string {
  return whole(cents) ? euroFormatter(2).format(centsToEuro(cents)) : '';
}

/** The one-decimal variant of SPEC section 9, e.g. 49,9 € (display only: the amount stays exact). */
export function formatCentsOneDecimal(cents: Cents | null | undefined): string {
  return whole(cents) ? euroFormatter(1).format(centsToEuro(cents)) : '';
}

/** A VAT rate in basis points as the shop shows it: 2200 -> '22%', 2550 -> '25,5%'. */
export function formatRate(rate: BasisPoints): string {
  const whole = Math.floor(rate / 100);
  const fraction = String(rate % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole},${fraction}%` : `${whole}%`;
}
