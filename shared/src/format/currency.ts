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

/** Euro with the Italian locale and two decimals, e.g. 1.234,50 €; '' for a missing amount. */
export function formatEuro(amount: number | null | undefined): string {
  return amount == null || !Number.isFinite(amount) ? '' : euroFormatter(2).format(amount);
}

/** The one-decimal variant of SPEC section 9, e.g. 49,9 €. */
export function formatEuroOneDecimal(amount: number | null | undefined): string {
  return amount == null || !Number.isFinite(amount) ? '' : euroFormatter(1).format(amount);
}
