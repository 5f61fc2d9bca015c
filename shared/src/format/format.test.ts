import { formatCents, formatRate } from '../money';
import { formatEuro, formatEuroOneDecimal } from './currency';
import { formatDate } from './date';

// Intl puts a no-break space before the euro sign.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatEuro', () => {
  it('formats euro with the Italian locale and two decimals', () => {
    expect(plain(formatEuro(59.9))).toBe('59,90 €');
    expect(plain(formatEuro(0))).toBe('0,00 €');
    expect(plain(formatEuro(1234567.89))).toBe('1.234.567,89 €');
    expect(formatEuro(0.1 + 0.2)).toBe('');
  });

  it('has a one-decimal variant', () => {
    expect(plain(formatEuroOneDecimal(49.94))).toBe('49,9 €');
    expect(plain(formatCents(4994))).toBe('49,94 €');
    expect(formatRate(2550)).toBe('25,5%');
  });

  it('gives an empty text for a missing amount', () => {
    expect(formatEuro(undefined)).toBe('');
    expect(formatEuro(Number.NaN)).toBe('');
  });
});

describe('formatDate', () => {
  it('formats DD/MM/YYYY', () => {
    expect(formatDate(new Date(2024, 2, 5, 23, 30))).toBe('05/03/2024');
    expect(formatDate('2023-12-31')).toBe('31/12/2023');
  });

  it('gives an empty text for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
