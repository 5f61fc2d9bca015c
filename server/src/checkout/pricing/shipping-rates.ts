import type { Cents } from '@shop/shared/money';

/** Shipping per destination: a flat cost, waived from a threshold of goods (both in cents, VAT included). */
export interface ShippingRate {
  cost: Cents;
  freeFrom: Cents;
}

const ZONE_1: ShippingRate = { cost: 1290, freeFrom: 25_000 };
const ZONE_2: ShippingRate = { cost: 1690, freeFrom: 30_000 };
const ZONE_3: ShippingRate = { cost: 2290, freeFrom: 35_000 };

/** Per-country shipping table; every EU member state has a row. */
export const SHIPPING_RATES: Readonly<Record<string, ShippingRate>> = {
  IT: { cost: 690, freeFrom: 15_000 },
  AT: ZONE_1,
  BE: ZONE_1,
  DE: ZONE_1,
  FR: ZONE_1,
  LU: ZONE_1,
  NL: ZONE_1,
  SI: ZONE_1,
  CZ: ZONE_2,
  DK: ZONE_2,
  ES: ZONE_2,
  HR: ZONE_2,
  HU: ZONE_2,
  IE: ZONE_2,
  PL: ZONE_2,
  PT: ZONE_2,
  SK: ZONE_2,
  BG: ZONE_3,
  CY: ZONE_3,
  EE: ZONE_3,
  FI: ZONE_3,
  GR: ZONE_3,
  LT: ZONE_3,
  LV: ZONE_3,
  MT: ZONE_3,
  RO: ZONE_3,
  SE: ZONE_3,
};
