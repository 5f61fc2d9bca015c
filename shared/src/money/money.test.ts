import Decimal from 'decimal.js';
import {
  centsToEuro,
  decimalString,
  discountedCents,
  divideRounded,
  formatCents,
  netOfGross,
  rebaseVat,
  rowCents,
  sumCents,
  taxRow,
  toBasisPoints,
  toCents,
  vatSummary,
} from './index';
import { EU_VAT_RATES, HOME_VAT_COUNTRY } from './vat-rates';

// The reference: decimal.js with ROUND_HALF_UP (away from zero), independent of the integer code.
const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

describe('the rounding rule', () => {
  it('rounds half away from zero, once', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(7, 3)).toBe(2);
    expect(divideRounded(0, 7)).toBe(0);
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError);
  });

  it('re-prices 29.89 EUR for Germany as 29.16 (29.155 exactly), not 29.15', () => {
    expect(rebaseVat(2989, 2200, 1900)).toBe(2916);
  });
});

describe('amounts', () => {
  it('reads decimal euro exactly and refuses more than two decimals', () => {
    expect(toCents('29.89')).toBe(2989);
    expect(toCents(29.89)).toBe(2989);
    expect(toCents(0.1)).toBe(10);
    expect(toCents('1234')).toBe(123400);
    expect(toCents('-0.05')).toBe(-5);
    expect(() => toCents(0.1 + 0.2)).toThrow(RangeError);
    expect(() => toCents('1.234')).toThrow(RangeError);
    expect(toBasisPoints('25.50')).toBe(2550);
  });

  it('writes cents as decimal text and as the wire number', () => {
    expect(decimalString(123450)).toBe('1234.50');
    expect(decimalString(-5)).toBe('-0.05');
    expect(centsToEuro(2916)).toBe(29.16);
    expect(formatCents(12345650, 'ita').replace(/\u00a0/g, ' ')).toBe('123.456,50 €');
    expect(formatCents(undefined, 'ita')).toBe('');
  });

  it('every cent survives the trip through the wire number', () => {
    const lost: number[] = [];
    for (let cents = -50_000; cents <= 50_000; cents += 1) if (toCents(centsToEuro(cents)) !== cents) lost.push(cents);
    expect(lost).toEqual([]);
  });
});

describe('sweep against exact decimals', () => {
  const countries = Object.keys(EU_VAT_RATES);
  const home = new Exact(EU_VAT_RATES[HOME_VAT_COUNTRY]!).div(10_000);

  it('covers the 27 member states', () => {
    expect(countries).toHaveLength(27);
  });

  it('re-prices every price from 0.01 to 500.00 EUR for every EU country with 0 differences', () => {
    const differences: string[] = [];
    for (const country of countries) {
      const rate = EU_VAT_RATES[country]!;
      const destination = new Exact(rate).div(10_000).plus(1);
      for (let cents = 1; cents <= 50_000; cents += 1) {
        const expected = new Exact(cents).times(destination).div(home.plus(1)).toDecimalPlaces(0).toNumber();
        const actual = rebaseVat(cents, EU_VAT_RATES[HOME_VAT_COUNTRY]!, rate);
        if (actual !== expected) differences.push(`${country} ${cents}: ${actual} != ${expected}`);
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('splits every gross price into net and VAT like the exact computation', () => {
    const differences: string[] = [];
    for (const rate of new Set(Object.values(EU_VAT_RATES))) {
      const divisor = new Exact(rate).div(10_000).plus(1);
      for (let cents = 1; cents <= 50_000; cents += 1) {
        const expected = new Exact(cents).div(divisor).toDecimalPlaces(0).toNumber();
        if (netOfGross(cents, rate) !== expected) differences.push(`${rate} ${cents}`);
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('applies discounts with two decimals like the exact computation', () => {
    for (const percent of ['10', '12.5', '33.33', '90']) {
      for (let cents = 1; cents <= 20_000; cents += 7) {
        const expected = new Exact(cents).times(new Exact(100).minus(percent).div(100)).toDecimalPlaces(0).toNumber();
        expect(discountedCents(cents, toBasisPoints(percent))).toBe(expected);
      }
    }
  });
});

describe('rows and VAT summary', () => {
  it('keeps net, VAT and gross per row and totals equal to the sum of the rows', () => {
    const rows = [
      taxRow({ unitGross: 2916, quantity: 3, vatRate: 1900 }),
      taxRow({ unitGross: 1290, quantity: 1, vatRate: 1900 }),
      taxRow({ unitGross: 999, quantity: 2, vatRate: 700 }),
    ];
    expect(rows[0]).toMatchObject({ unitNet: 2450, net: 7350, vat: 1398, gross: 8748 });
    for (const row of rows) expect(row.net + row.vat).toBe(row.gross);
    const summary = vatSummary(rows);
    expect(summary.map((line) => line.vatRate)).toEqual([1900, 700]);
    expect(sumCents(summary.map((line) => line.taxable + line.tax))).toBe(sumCents(rows.map((row) => row.gross)));
    for (const line of summary) {
      const exactTax = new Exact(line.taxable).times(line.vatRate).div(10_000);
      expect(exactTax.minus(line.tax).abs().toNumber()).toBeLessThanOrEqual(1);
    }
  });
});

describe('a row of pieces', () => {
  it('is the unit price times the pieces, in whole cents', () => {
    expect(rowCents(2990, 2)).toBe(5980);
    expect(formatCents(rowCents(1999, 3), 'ita')).toBe(formatCents(5997, 'ita'));
    expect(() => rowCents(29.9, 2)).toThrow(RangeError);
    expect(() => rowCents(2990, 1.5)).toThrow(RangeError);
  });
});
