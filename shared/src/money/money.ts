/**
 * The shop's money: every amount is an integer number of euro cents, every VAT rate or discount an
 * integer number of basis points (hundredths of a percent: 22% is 2200, Finland's 25.5% is 2550).
 * Amounts are never computed as fractions of a euro in floating point.
 *
 * The one rounding rule (README, "Money"): a quotient is rounded half up (half away from zero) to
 * the cent, once, where a price is made: the sale price after a discount, the VAT-inclusive unit
 * price of the destination country, and the net part of a VAT-inclusive amount. Rows are unit price
 * times quantity, totals the sum of their rows; neither is rounded again.
 */

/** Whole euro cents. */
export type Cents = number;
/** Hundredths of a percent: 2200 is 22%. */
export type BasisPoints = number;

const WHOLE = 10_000;

function assertInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number, got ${value}`);
}

/** numerator / denominator rounded half away from zero; both whole numbers, denominator > 0. */
export function divideRounded(numerator: number, denominator: number): number {
  assertInteger(numerator, 'numerator');
  assertInteger(denominator, 'denominator');
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}

const DECIMAL = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * A decimal euro amount with at most two decimals (a database NUMERIC read as text, or a number
 * sent in SPEC's decimal fields) as cents, exactly. Anything else is refused, never rounded.
 */
export function toCents(amount: number | string): Cents {
  const text = typeof amount === 'number' ? decimalOfNumber(amount) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not an amount with at most two decimals: ${String(amount)}`);
  const [, minus, units, fraction = ''] = match;
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  return minus && cents !== 0 ? -cents : cents;
}

/** The shortest text of a number, refused when it carries more than two decimals (e.g. 0.1 + 0.2). */
function decimalOfNumber(amount: number): string {
  if (!Number.isFinite(amount)) return String(amount);
  const text = String(amount);
  return /e/i.test(text) ? amount.toFixed(2) : text;
}

/** True for a number that is a whole number of cents when read as euro (at most two decimals). */
export function isEuroAmount(amount: number): boolean {
  try {
    toCents(amount);
    return true;
  } catch {
    return false;
  }
}

/** Cents as SPEC's decimal euro field (29.16): the nearest number, which prints as the exact decimal. */
export function centsToEuro(cents: Cents): number {
  assertInteger(cents, 'cents');
  return Number(decimalString(cents));
}

/** Cents as a plain decimal text with two decimals and a point: 1234.50, -0.05. */
export function decimalString(cents: Cents): string {
  assertInteger(cents, 'cents');
  const magnitude = Math.abs(cents);
  const text = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** A percentage with at most two decimals (12.5, '22.00') as basis points, exactly. */
export function toBasisPoints(percent: number | string): BasisPoints {
  return toCents(percent);
}

/** Basis points as a decimal percentage text with two decimals: 2200 -> '22.00'. */
export function percentString(rate: BasisPoints): string {
  return decimalString(rate);
}

/** Sale price: list price less a discount, rounded to the cent. No discount keeps the list price. */
export function discountedCents(listPrice: Cents, discount: BasisPoints | null | undefined): Cents {
  assertInteger(listPrice, 'listPrice');
  if (!discount) return listPrice;
  assertInteger(discount, 'discount');
  return divideRounded(listPrice * (WHOLE - discount), WHOLE);
}

/**
 * The VAT-inclusive unit price for a destination whose VAT rate is `destinationRate`, from a price
 * that includes `homeRate`: the same net price, rounded to the cent. Equal rates keep the price.
 */
export function rebaseVat(gross: Cents, homeRate: BasisPoints, destinationRate: BasisPoints): Cents {
  assertInteger(gross, 'gross');
  if (homeRate === destinationRate) return gross;
  return divideRounded(gross * (WHOLE + destinationRate), WHOLE + homeRate);
}

/** The net part of a VAT-inclusive amount, rounded to the cent; the VAT is the rest. */
export function netOfGross(gross: Cents, rate: BasisPoints): Cents {
  assertInteger(gross, 'gross');
  return divideRounded(gross * WHOLE, WHOLE + rate);
}

/** Sum of whole cents. */
export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((sum, amount) => {
    assertInteger(amount, 'amount');
    return sum + amount;
  }, 0);
}

/** A row's amount: the unit price times the pieces, never rounded again. */
export function rowCents(unit: Cents, quantity: number): Cents {
  assertInteger(unit, 'unit');
  assertInteger(quantity, 'quantity');
  return unit * quantity;
}

/** Basis points as SPEC's decimal percentage field (12.5). */
export function basisPointsToPercent(rate: BasisPoints): number {
  return centsToEuro(rate);
}
