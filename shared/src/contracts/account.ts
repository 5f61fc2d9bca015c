import { z } from 'zod';
import { ADDRESS_LIMITS, addressSchema, checkBillingComplete, checkPlace, type Address } from './address';
import { checkLines, issueSink } from './buyer-rules';
import { FOREIGN_STATE, isItaly, languageCodeSchema, PRIVATE_RECIPIENT_CODE, textOrEmpty } from './common';
import { MESSAGE_KEY } from './messages';
import { checkFiscalProfile, fiscalAddress } from './profile-rules';

/**
 * The customer's account as the server returns it and as the edit form sends it back: the columns'
 * limits only, so an account stored before today's rules still loads; accountUpdateSchema checks edits.
 */
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

export { fiscalAddress };

const short = (value: string, min = 2) => value.trim().length < min;

/** Account-edit rules of SPEC section 5, checked on submit, with the fiscal rules registration uses. */
export const accountUpdateSchema = userSchema.superRefine((user, ctx) => {
  const sink = issueSink(ctx);
  const add = (path: (string | number)[], message: string) => sink({ path, message });
  const dest = user.destination;
  if (short(user.name)) add(['name'], MESSAGE_KEY.nameRequired);
  if (short(user.surname)) add(['surname'], MESSAGE_KEY.surnameRequired);
  if (short(user.email)) add(['email'], MESSAGE_KEY.emailFieldRequired);
  if (user.isCompany && short(user.company)) add(['company'], MESSAGE_KEY.companyRequired);
  if (short(dest.address)) add(['destination', 'address'], MESSAGE_KEY.addressRequired);
  if (short(dest.town)) add(['destination', 'town'], MESSAGE_KEY.townRequired);
  checkPlace(dest, 'destination', sink);
  checkLines(dest, ADDRESS_LIMITS, ['destination'], sink);
  if (user.differentShipping) checkBillingComplete(user.billing, sink);
  checkFiscalProfile(user, sink);
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
    // The company column holds 120 characters: a name and a surname of 60 each, and the space, would not fit.
    result.company = `${user.name} ${user.surname}`.trim().slice(0, 120);
    result.pec = '';
    result.partitaIva = '';
  }
  return result;
}
