import { EU_COUNTRIES } from '@shop/shared/contracts';
import { EU_VAT_RATES } from '@shop/shared/money';
import { countryPrice, servesCountry, shippingCost } from './pricing';
import { SHIPPING_RATES } from './shipping-rates';

describe('pricing by destination country, in cents', () => {
  it('keeps the catalogue sale price for Italy', () => {
    expect(countryPrice(14_900, null, 'IT')).toBe(14_900);
    expect(countryPrice(10_000, 3000, 'IT')).toBe(7000);
  });

  it("brings the Italian VAT-inclusive price to the destination country's VAT, half up to the cent", () => {
    expect(countryPrice(12_200, null, 'DE')).toBe(11_900);
    expect(countryPrice(12_200, null, 'HU')).toBe(12_700);
    expect(countryPrice(12_200, 5000, 'LU')).toBe(5850);
    // 29.89 x 1.19 / 1.22 = 29.155 exactly: half up is 29.16 (floating point gave 29.15).
    expect(countryPrice(2989, null, 'DE')).toBe(2916);
  });

  it('charges shipping from the table until the free threshold', () => {
    expect(shippingCost(10_000, 'IT')).toBe(690);
    expect(shippingCost(15_000, 'IT')).toBe(0);
    expect(shippingCost(10_000, 'DE')).toBe(1290);
    expect(shippingCost(0, 'DE')).toBe(0);
  });

  it('has a VAT rate and a shipping row for all 27 member states, and nothing else', () => {
    expect(Object.keys(EU_VAT_RATES)).toHaveLength(27);
    expect(Object.keys(SHIPPING_RATES).sort()).toEqual(Object.keys(EU_VAT_RATES).sort());
    expect(EU_COUNTRIES.every((country) => servesCountry(country.iso))).toBe(true);
    expect(servesCountry('US')).toBe(false);
  });
});

describe('pricing for a business buying from another member state', () => {
  it('charges the net price: the Italian VAT taken out, no VAT added', () => {
    // 295.90 EUR in Italy: a French consumer pays 291.05 with French VAT, a French company the net 242.54.
    expect(countryPrice(29_590, null, 'FR', 'distance-sale')).toBe(29_105);
    expect(countryPrice(29_590, null, 'FR', 'intra-eu-supply')).toBe(24_254);
    expect(countryPrice(12_200, 5000, 'DE', 'intra-eu-supply')).toBe(5000);
  });

  it('brings shipping and its free threshold to the net as well', () => {
    // 12.90 with German VAT is 10.84 net; the 250.00 threshold is 210.08 net.
    expect(shippingCost(10_000, 'DE', 0)).toBe(1084);
    expect(shippingCost(21_008, 'DE', 0)).toBe(0);
    expect(shippingCost(21_007, 'DE', 0)).toBe(1084);
  });
});
