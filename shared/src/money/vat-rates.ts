/**
 * Standard VAT rates of the EU member states, in basis points (2200 is 22%), for distance sales to consumers under the
 * OSS rules: the destination country's rate applies. Update this table when a state changes its rate.
 */
export const EU_VAT_RATES: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

/** List prices are kept with the Italian VAT included. */
export const HOME_VAT_COUNTRY = 'IT';
