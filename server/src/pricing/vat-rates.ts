/**
 * Standard VAT rates (percent) of the EU member states, for distance sales to consumers under the
 * OSS rules: the destination country's rate applies. Update this table when a state changes its rate.
 */
export const VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

/** List prices are kept with the Italian VAT included. */
export const HOME_COUNTRY = 'IT';
