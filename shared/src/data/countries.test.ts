import { countryName, EU_COUNTRIES, findCountry, isValidEuVat } from './countries';

describe('EU countries', () => {
  it('lists the 27 member states with unique codes', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(new Set(EU_COUNTRIES.map((c) => c.iso)).size).toBe(27);
    expect(new Set(EU_COUNTRIES.map((c) => c.uic)).size).toBe(27);
  });

  it('knows Italy by its UIC code 086 and +39', () => {
    expect(findCountry('it')).toMatchObject({ iso: 'IT', uic: '086', it: 'Italia', en: 'Italy', dialPrefix: '+39' });
  });

  it('gives undefined and a clear name for an unknown country', () => {
    expect(findCountry('US')).toBeUndefined();
    expect(findCountry(undefined)).toBeUndefined();
    expect(countryName('XX')).toBe('Nazione non trovata');
    expect(countryName('XX', 'eng')).toBe('Nation not found');
    expect(countryName('DE', 'eng')).toBe('Germany');
  });

  it('checks VAT numbers by pattern, with or without prefix', () => {
    expect(isValidEuVat('IT', '00743110157')).toBe(true);
    expect(isValidEuVat('AT', 'ATU12345678')).toBe(true);
    expect(isValidEuVat('GR', 'EL123456789')).toBe(true);
    expect(isValidEuVat('NL', '123456789B01')).toBe(true);
    expect(isValidEuVat('DE', '12345')).toBe(false);
    expect(isValidEuVat('US', '123')).toBe(false);
  });
});
