import { z } from 'zod';
import { checkLines, countryError, postalCodeError, provinceError, type IssueSink } from './buyer-rules';
import { isItaly, textOrEmpty } from './common';
import { MESSAGE_KEY } from './messages';

/** Destination or billing address as stored. Field rules are applied by the payload that holds it. */
export const addressSchema = z
  .object({
    name: textOrEmpty(60),
    surname: textOrEmpty(60),
    company: textOrEmpty(120),
    address: textOrEmpty(120),
    postalCode: textOrEmpty(12),
    phone: textOrEmpty(30),
    town: textOrEmpty(60),
    /** Province code for Italy (2 letters), EE elsewhere. */
    state: textOrEmpty(30),
    country: textOrEmpty(2).transform((v) => v.toUpperCase()),
  })
  .strict();
export type Address = z.infer<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;

const short = (value: string | undefined, min: number) => (value ?? '').trim().length < min;

/**
 * What an address line may hold once typed: the invoice's Nome, Cognome, Indirizzo and Comune take
 * 60 characters; the other lines fit their columns (the stored shape above keeps the columns' limits,
 * so an account saved before these rules still loads).
 */
export const ADDRESS_LIMITS = {
  name: 60,
  surname: 60,
  company: 120,
  address: 60,
  postalCode: 12,
  phone: 30,
  town: 60,
  state: 30,
  country: 2,
} as const satisfies Record<keyof Address, number>;

/** Country, postal code and province of an address block: known country, Italian CAP and province. */
export function checkPlace(address: Address, path: string, add: IssueSink) {
  const at = (field: keyof Address, message: string | undefined) => {
    if (message) add({ path: [path, field], message });
  };
  const { country, postalCode, state } = address;
  at('country', short(country, 2) ? MESSAGE_KEY.nationRequired : countryError(country));
  const missingCode = !postalCode.trim() || (!isItaly(country) && short(postalCode, 2));
  at('postalCode', missingCode ? MESSAGE_KEY.postalCodeRequired : postalCodeError(postalCode, country));
  at('state', isItaly(country) && !state.trim() ? MESSAGE_KEY.provinceRequired : provinceError(state, country));
}

/**
 * Registration rules for an address block (SPEC section 5, step 2): address, postal code and
 * town required (min 2); name and surname optional but min 2 when given; a known country, and for
 * Italy a five-digit CAP and a province of the list.
 */
export function checkRegistrationAddress(address: Address, path: string, add: IssueSink) {
  if (short(address.address, 2)) add({ path: [path, 'address'], message: MESSAGE_KEY.addressRequired });
  if (short(address.town, 2)) add({ path: [path, 'town'], message: MESSAGE_KEY.townRequired });
  if (address.name && short(address.name, 2)) add({ path: [path, 'name'], message: MESSAGE_KEY.minTwo });
  if (address.surname && short(address.surname, 2)) add({ path: [path, 'surname'], message: MESSAGE_KEY.minTwo });
  checkPlace(address, path, add);
  checkLines(address, ADDRESS_LIMITS, [path], add);
}

/** Account-edit rule: a different billing address needs every field, then the place rules of any address. */
export function checkBillingComplete(billing: Address | null | undefined, add: IssueSink) {
  const fields = ['address', 'postalCode', 'town', 'country', 'name', 'surname', 'phone'] as const;
  if (!billing || fields.some((field) => short(billing[field], 2))) {
    add({ path: ['billing'], message: MESSAGE_KEY.billingIncomplete });
    return;
  }
  checkPlace(billing, 'billing', add);
  checkLines(billing, ADDRESS_LIMITS, ['billing'], add);
}
