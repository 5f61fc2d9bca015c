import { EU_COUNTRIES } from '@shop/shared/contracts';
import { countryPrice, servesCountry, shippingCost } from './pricing';
import { SHIPPING_RATES } from './shipping-rates';
import { VAT_RATES } from './vat-rates';

describe('pricing by destination country', () => {
  it('keeps the catalogue sale price for Italy', () => {
    expect(countryPrice(149, null, 'IT')).toBe(149);
    expect(countryPrice(100, 30, 'IT')).toBe(70);
  });

  it("brings the Italian VAT-inclusive price to the destination country's VAT", () => {
    expect(countryPrice(122, null, 'DE')).toBe(119);
    expect(countryPrice(122, null, 'HU')).toBe(127);
    expect(countryPrice(122, 50, 'LU')).toBe(58.5);
  });

  it('charges shipping from the table until the free threshold', () => {
    expect(shippingCost(100, 'IT')).toBe(6.9);
    expect(shippingCost(150, 'IT')).toBe(0);
    expect(shippingCost(100, 'DE')).toBe(12.9);
    expect(shippingCost(0, 'DE')).toBe(0);
  });

  it('has a VAT rate and a shipping row for all 27 member states, and nothing else', () => {
    expect(Object.keys(VAT_RATES)).toHaveLength(27);
    expect(Object.keys(SHIPPING_RATES).sort()).toEqual(Object.keys(VAT_RATES).sort());
    expect(EU_COUNTRIES.every((country) => servesCountry(country.iso))).toBe(true);
    expect(servesCountry('US')).toBe(false);
  });
});
