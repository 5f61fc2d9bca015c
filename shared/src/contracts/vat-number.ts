import * as jsvat from 'jsvat';
import { EU_VAT_RATES } from '../money/vat-rates';

/**
 * EU VAT numbers: format and check digits per member state, with jsvat (a maintained library that
 * knows each state's algorithm). Only the 27 member states count: jsvat also knows Norway,
 * Switzerland, the United Kingdom and others, whose numbers are not EU VAT numbers. The states are
 * named one by one, not taken from jsvat's list of every country, so the page's code carries only theirs.
 */
const MEMBER_STATES = [
  jsvat.austria,
  jsvat.belgium,
  jsvat.bulgaria,
  jsvat.croatia,
  jsvat.cyprus,
  jsvat.czechRepublic,
  jsvat.denmark,
  jsvat.estonia,
  jsvat.finland,
  jsvat.france,
  jsvat.germany,
  jsvat.greece,
  jsvat.hungary,
  jsvat.ireland,
  jsvat.italy,
  jsvat.latvia,
  jsvat.lithuania,
  jsvat.luxembourg,
  jsvat.malta,
  jsvat.netherlands,
  jsvat.poland,
  jsvat.portugal,
  jsvat.romania,
  jsvat.slovakiaRepublic,
  jsvat.slovenia,
  jsvat.spain,
  jsvat.sweden,
].filter((country) => country.codes[0]! in EU_VAT_RATES);

/** An EU VAT number split as FatturaPA's IdFiscaleIVA wants it: ISO country (GR, not EL) and number. */
export interface EuVatNumber {
  country: string;
  number: string;
}

/** VAT prefix of a country: Greece writes EL. */
const prefixOf = (country: string): string => (country === 'GR' ? 'EL' : country);
const countryOfPrefix = (prefix: string): string => (prefix === 'EL' ? 'GR' : prefix);

const compact = (value: string): string => value.replace(/[\s.\-/]/g, '').toUpperCase();

/**
 * The VAT number of a business in `country` (written with or without its prefix), when its format
 * and check digits are valid for a member state; null otherwise. A prefix of another state than
 * `country` is taken as the number's own state (a French company may ship to Germany).
 */
export function parseEuVatNumber(value: string | null | undefined, country?: string): EuVatNumber | null {
  const text = compact(value ?? '');
  if (!text) return null;
  const hasPrefix = /^[A-Z]{2}/.test(text) && !(country === 'AT' && text.startsWith('U'));
  const full = hasPrefix ? text : country ? `${prefixOf(country.toUpperCase())}${text}` : text;
  const result = jsvat.checkVAT(full, MEMBER_STATES);
  if (!result.isValid) return null;
  return { country: countryOfPrefix(full.slice(0, 2)), number: full.slice(2) };
}

/** True when the number is a valid VAT number of a member state other than Italy. */
export const isForeignEuVatNumber = (value: string | null | undefined, country?: string): boolean => {
  const parsed = parseEuVatNumber(value, country);
  return parsed !== null && parsed.country !== 'IT';
};
