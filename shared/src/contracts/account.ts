import { z } from 'zod';
import { addressSchema, checkBillingComplete, type Address } from './address';
import { FOREIGN_STATE, isItaly, languageCodeSchema, PRIVATE_RECIPIENT_CODE, textOrEmpty } from './common';
import { codiceFiscaleError } from './fiscal';
import { MESSAGE_KEY } from './messages';

/** The customer's account as the server returns it and as the edit form sends it back. */
export const userSchema = z
  .object({
    id: z.number().int().optional(),
    email: z.string().trim().max(254),
    phone: textOrEmpty(30),
    mobile: textOrEmpty(30),
    name: textOrEmpty(60),
    surname: textOrEmpty(60),
    company: textOrEmpty(120),
    codiceDestinatario: textOrEmpty(7).transform((v) => v.toUpperCase()),
    pec: textOrEmpty(256),
    codiceFiscale: textOrEmpty(16).transform((v) => v.toUpperCase()),
    partitaIva: textOrEmpty(20).transform((v) => v.toUpperCase()),
    isCompany: z.boolean().default(false),
    differentShipping: z.boolean().default(false),
    newsletter: z.boolean().default(false),
    languageCode: languageCodeSchema.default('ita'),
    destination: addressSchema,
    billing: addressSchema.nullish().transform((v) => v ?? null),
  })
  .strict();
export type User = z.infer<typeof userSchema>;
export type UserInput = z.input<typeof userSchema>;

/** The address that carries the fiscal country: billing when it differs, else the single address. */
export const fiscalAddress = (user: Pick<User, 'differentShipping' | 'billing' | 'destination'>): Address =>
  user.differentShipping && user.billing ? user.billing : user.destination;

const short = (value: string, min = 2) => value.trim().length < min;

/** Account-edit rules of SPEC section 5, checked on submit. */
export const accountUpdateSchema = userSchema.superRefine((user, ctx) => {
  const add = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  const dest = user.destination;
  if (short(user.name)) add(['name'], MESSAGE_KEY.nameRequired);
  if (short(user.surname)) add(['surname'], MESSAGE_KEY.surnameRequired);
  if (short(user.email)) add(['email'], MESSAGE_KEY.emailFieldRequired);
  if (short(dest.address)) add(['destination', 'address'], MESSAGE_KEY.addressRequired);
  if (short(dest.postalCode)) add(['destination', 'postalCode'], MESSAGE_KEY.postalCodeRequired);
  if (short(dest.town)) add(['destination', 'town'], MESSAGE_KEY.townRequired);
  if (short(dest.country)) add(['destination', 'country'], MESSAGE_KEY.nationRequired);
  if (isItaly(dest.country) && short(dest.state)) add(['destination', 'state'], MESSAGE_KEY.provinceRequired);
  if (user.differentShipping) {
    checkBillingComplete(user.billing, (issue) => add(issue.path, issue.message));
  }
  const italian = isItaly(fiscalAddress(user).country);
  const cfError = italian ? codiceFiscaleError(user.codiceFiscale) : undefined;
  if (cfError) add(['codiceFiscale'], cfError);
  if (user.isCompany) {
    if (!user.partitaIva) add(['partitaIva'], MESSAGE_KEY.partitaIvaRequired);
    if (italian && !user.pec && !user.codiceDestinatario) add(['codiceDestinatario'], MESSAGE_KEY.recipientOrPec);
  }
});

/**
 * Normalisation before saving (SPEC section 4, 'Account save'): foreign states become EE; a private
 * Italian customer gets recipient code 0000000, company = name + surname, no PEC and no VAT;
 * billing is dropped when it is not different.
 */
export function normaliseAccount<T extends User>(user: T): T {
  const foreign = (address: Address): Address =>
    isItaly(address.country) ? { ...address, state: address.state.toUpperCase() } : { ...address, state: FOREIGN_STATE };
  const result: T = {
    ...user,
    destination: foreign(user.destination),
    billing: user.differentShipping && user.billing ? foreign(user.billing) : null,
  };
  if (!user.isCompany && isItaly(fiscalAddress(result).country)) {
    result.codiceDestinatario = PRIVATE_RECIPIENT_CODE;
    result.company = `${user.name} ${user.surname}`.trim();
    result.pec = '';
    result.partitaIva = '';
  }
  return result;
}
