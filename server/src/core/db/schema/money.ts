import { integer, numeric } from 'drizzle-orm/pg-core';

/**
 * Money columns. Catalogue prices stay NUMERIC(10,2) and are read as text ('29.89'), turned into
 * cents by `toCents`; order amounts are whole cents. Neither is ever read as a floating-point euro.
 */
export const euroColumn = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'string' });
/** A percentage with two decimals (a discount), read as text and turned into basis points by `toBasisPoints`. */
export const percentColumn = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'string' });
/** Whole euro cents. */
export const centsColumn = (name: string) => integer(name);
/** A VAT rate in basis points (2200 is 22%). */
export const basisPointsColumn = (name: string) => integer(name);
