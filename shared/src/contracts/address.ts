import { z } from 'zod';
import { MESSAGE_KEY } from './messages';
import { isItaly, textOrEmpty } from './common';

/** Destination or billing address. Field rules are applied by the payload that holds it. */
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

type Issue = { path: (string | number)[]; message: string };
type IssueSink = (issue: Issue) => void;

const short = (value: string | undefined, min: number) => (value ?? '').trim().length < min;

/**
 * Registration rules for an address block (SPEC section 5, step 2): address, postal code and
 * town required (min 2); name and surname optional but min 2 when given; province of 2 for Italy.
 */
export function checkRegistrationAddress(address: Address, path: string, add: IssueSink, needCountry: boolean) {
  if (short(address.address, 2)) add({ path: [path, 'address'], message: MESSAGE_KEY.addressRequired });
  if (short(address.postalCode, 2)) add({ path: [path, 'postalCode'], message: MESSAGE_KEY.postalCodeRequired });
  if (short(address.town, 2)) add({ path: [path, 'town'], message: MESSAGE_KEY.townRequired });
  if (address.name && short(address.name, 2)) add({ path: [path, 'name'], message: MESSAGE_KEY.minTwo });
  if (address.surname && short(address.surname, 2)) add({ path: [path, 'surname'], message: MESSAGE_KEY.minTwo });
  if (needCountry && short(address.country, 2)) add({ path: [path, 'country'], message: MESSAGE_KEY.nationRequired });
  if (isItaly(address.country) && address.state.length !== 2) {
    add({ path: [path, 'state'], message: MESSAGE_KEY.provinceLength });
  }
}

/** Account-edit rule: a different billing address needs every field, and a province for Italy. */
export function checkBillingComplete(billing: Address | null | undefined, add: IssueSink) {
  const fields = ['address', 'postalCode', 'town', 'country', 'name', 'surname', 'phone'] as const;
  if (!billing || fields.some((field) => short(billing[field], 2))) {
    add({ path: ['billing'], message: MESSAGE_KEY.billingIncomplete });
    return;
  }
  if (isItaly(billing.country) && short(billing.state, 2)) {
    add({ path: ['billing', 'state'], message: MESSAGE_KEY.provinceRequired });
  }
}
