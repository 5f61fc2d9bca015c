import { z } from 'zod';
import { findCountry } from '../data/countries';
import { findProvince } from '../data/provinces';
import { isItaly, lineTextError } from './common';
import { codiceFiscaleError, isValidCodiceFiscale, partitaIvaError } from './fiscal';
import { MESSAGE_KEY, type MessageKey } from './messages';
import { parseEuVatNumber } from './vat-number';

/**
 * The rules for who buys, one set for registration, account edit and guest checkout: every order
 * they accept must give an invoice that the FatturaPA schema and the SDI take. Each function judges
 * a value that is present; whether a field may be blank is each form's own SPEC rule.
 */

/** "No Italian code": blank, the zeros SPEC writes for a foreign guest (00000000000), or '-'. */
export const isNoFiscalCode = (value: string): boolean => /^(0*|-)$/.test(value.trim());

/** A country of the list the forms offer (the schema's Nazione is an ISO code the SDI knows). */
export const countryError = (country: string): MessageKey | undefined => (findCountry(country) ? undefined : MESSAGE_KEY.countryUnknown);

/** An Italian CAP is five digits (the schema's CAPType); a foreign postal code is free text. */
export const postalCodeError = (postalCode: string, country: string): MessageKey | undefined =>
  isItaly(country) && !/^\d{5}$/.test(postalCode.trim()) ? MESSAGE_KEY.postalCodeItaly : undefined;

/** An Italian province is a sigla of the list; abroad it is EE and not written on the invoice. */
export function provinceError(province: string, country: string): MessageKey | undefined {
  if (!isItaly(country)) return undefined;
  if (province.trim().length !== 2) return MESSAGE_KEY.provinceLength;
  return findProvince(province) ? undefined : MESSAGE_KEY.provinceInvalid;
}

/**
 * The codice fiscale: required and valid for an Italian buyer; abroad none, or a valid Italian one
 * (the SDI checks any CodiceFiscale it is given: error 00306).
 */
export function buyerCodiceFiscaleError(value: string, italian: boolean): MessageKey | undefined {
  if (italian) return codiceFiscaleError(value);
  return isNoFiscalCode(value) || isValidCodiceFiscale(value) ? undefined : MESSAGE_KEY.codiceFiscaleInvalid;
}

/** A company's VAT number: a valid partita IVA in Italy, a valid VAT number of a member state abroad. */
export function vatNumberError(value: string, country: string): MessageKey | undefined {
  if (isItaly(country)) return partitaIvaError(value);
  if (isNoFiscalCode(value)) return MESSAGE_KEY.partitaIvaCeeRequired;
  return parseEuVatNumber(value, country) ? undefined : MESSAGE_KEY.partitaIvaCeeInvalid;
}

/** An SDI recipient code, when given: 7 letters or digits (0000000 is "none"). */
export const recipientCodeError = (value: string): MessageKey | undefined =>
  value && !/^[A-Z0-9]{7}$/i.test(value) ? MESSAGE_KEY.recipientCodeLength : undefined;

const pecAddress = z.email();

/** A PEC, when given, is an email address (the invoice is delivered to it). */
export const pecError = (value: string): MessageKey | undefined =>
  value && !pecAddress.safeParse(value).success ? MESSAGE_KEY.pecInvalid : undefined;

export type IssuePath = (string | number)[];
export type IssueSink = (issue: { path: IssuePath; message: string }) => void;

const samePath = (a: readonly PropertyKey[] | undefined, b: IssuePath) =>
  (a ?? []).length === b.length && b.every((key, index) => a?.[index] === key);

/**
 * A refinement's issues, one per field: a field already refused (by its shape's length, say) keeps
 * that first message, so a form shows one reason and the server lists each field once.
 */
export function issueSink<T>(ctx: z.core.$RefinementCtx<T>): IssueSink {
  return ({ path, message }) => {
    if (!ctx.issues.some((issue) => samePath(issue.path, path))) ctx.addIssue({ code: 'custom', path, message });
  };
}

/** Each text field of `record` against its limit: printable, at most that many characters. */
export function checkLines<Limits extends Readonly<Record<string, number>>>(
  record: { readonly [Field in keyof Limits]: string },
  limits: Limits,
  path: IssuePath,
  add: IssueSink,
) {
  for (const [field, max] of Object.entries(limits)) {
    const message = lineTextError(record[field] ?? '', max);
    if (message) add({ path: [...path, field], message });
  }
}
