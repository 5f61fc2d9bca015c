import { formatCents, formatNumber, formatPercent, formatRate } from '../money';
import { formatIn } from './shop-format';
import { formatEuro, formatEuroOneDecimal } from './currency';
import { formatDate } from './date';

// Intl puts a no-break space before the euro sign.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatEuro', () => {
  it('formats euro with the Italian locale and two decimals', () => {
    expect(plain(formatEuro(59.9, 'ita'))).toBe('59,90 €');
    expect(plain(formatEuro(0, 'ita'))).toBe('0,00 €');
    expect(plain(formatEuro(1234567.89, 'ita'))).toBe('1.234.567,89 €');
    expect(formatEuro(0.1 + 0.2, 'ita')).toBe('');
  });

  it('has a one-decimal variant', () => {
    expect(plain(formatEuroOneDecimal(49.94, 'ita'))).toBe('49,9 €');
    // Half a tenth goes away from zero, by the money module's rule, in both languages.
    expect(plain(formatIn('ita').moneyOneDecimal(105))).toBe('1,1 €');
    expect(plain(formatIn('eng').moneyOneDecimal(123456785))).toBe('€1,234,567.9');
    expect(plain(formatIn('ita').moneyOneDecimal(-105))).toBe('-1,1 €');
    expect(plain(formatCents(4994, 'ita'))).toBe('49,94 €');
    expect(formatRate(2550, 'ita')).toBe('25,5%');
  });

  it('gives an empty text for a missing amount', () => {
    expect(formatEuro(undefined, 'ita')).toBe('');
    expect(formatEuro(Number.NaN, 'ita')).toBe('');
  });
});

describe('the formatter of each language', () => {
  it('groups thousands in Italian from four digits on (CLDR alone would write 1089,00 €)', () => {
    expect(plain(formatCents(108_900, 'ita'))).toBe('1.089,00 €');
    expect(formatNumber(1089, 'ita')).toBe('1.089');
  });

  it('writes English as euro-area English does, sign first and a decimal point', () => {
    expect(formatCents(108_950, 'eng')).toBe('€1,089.50');
    expect(formatCents(-2_500, 'eng')).toBe('-€25.00');
    expect(formatRate(2550, 'eng')).toBe('25.5%');
    expect(formatPercent(12.5, 'eng')).toBe('12.5%');
    expect(formatPercent(12.5, 'ita')).toBe('12,5%');
    expect(formatNumber(1089, 'eng')).toBe('1,089');
  });

  it('binds every kind of number to one language', () => {
    const english = formatIn('eng');
    expect([english.money(690), english.euro(6.9), english.rate(2200), english.percent(30)]).toEqual(['€6.90', '€6.90', '22%', '30%']);
    expect(plain(formatIn('ita').moneyOneDecimal(4994))).toBe('49,9 €');
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

describe('moments', () => {
  it("tells a moment's day and time in Italy, summer time included, in the formatter's language", () => {
    expect(formatIn('ita').dateTime('2026-11-27T10:05:00Z')).toBe('27/11/2026, 11:05');
    expect(formatIn('eng').dateTime('2026-07-01T22:30:00Z')).toBe('02/07/2026, 00:30');
    expect(formatIn('ita').dateTime(null)).toBe('');
    expect(formatIn('eng').dateTime('not a moment')).toBe('');
  });
});
