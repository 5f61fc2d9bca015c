import { z } from 'zod';
import { addressSchema, checkRegistrationAddress } from './address';
import { issueSink } from './buyer-rules';
import { countryCodeSchema, emailSchema, languageCodeSchema, passwordSchema, textOrEmpty } from './common';
import { MESSAGE_KEY } from './messages';
import { checkFiscalProfile } from './profile-rules';

/** Registration step 1: email and country. */
export const registrationStartSchema = z.object({ email: emailSchema, country: countryCodeSchema }).strict();
export type RegistrationStart = z.infer<typeof registrationStartSchema>;

/**
 * Body of AccountAction/createAccount (SPEC section 3), with the step 2 rules of section 5 and the
 * fiscal rules the account edit and the guest checkout share.
 */
export const registrationPayloadSchema = z
  .object({
    languageCode: languageCodeSchema.default('ita'),
    email: emailSchema,
    password: passwordSchema,
    phone: textOrEmpty(30),
    mobile: textOrEmpty(30),
    name: textOrEmpty(60),
    surname: textOrEmpty(60),
    isCompany: z.boolean().default(false),
    partitaIva: textOrEmpty(20).transform((v) => v.toUpperCase()),
    codiceFiscale: textOrEmpty(16).transform((v) => v.toUpperCase()),
    codiceDestinatario: textOrEmpty(7).transform((v) => v.toUpperCase()),
    pec: textOrEmpty(256),
    company: textOrEmpty(120),
    differentShipping: z.boolean().default(false),
    privacy: z.boolean().default(false),
    newsletter: z.boolean().default(false),
    destination: addressSchema,
    billing: addressSchema.nullish().transform((v) => v ?? null),
    'g-recaptcha-response': z.string().max(4000).nullish(),
  })
  .strict()
  .superRefine((data, ctx) => {
    const sink = issueSink(ctx);
    const add = (path: (string | number)[], message: string) => sink({ path, message });
    if (data.name.length < 2) add(['name'], MESSAGE_KEY.nameRequired);
    if (data.surname.length < 2) add(['surname'], MESSAGE_KEY.surnameRequired);
    if (data.isCompany && data.company.length < 2) add(['company'], MESSAGE_KEY.companyRequired);
    if (data.phone.length < 5) add(['phone'], MESSAGE_KEY.phoneRequired);
    if (data.mobile.length < 5) add(['mobile'], MESSAGE_KEY.minFive);
    checkRegistrationAddress(data.destination, 'destination', sink);
    if (data.differentShipping) {
      if (data.billing) checkRegistrationAddress(data.billing, 'billing', sink);
      else add(['billing'], MESSAGE_KEY.billingIncomplete);
    }
    checkFiscalProfile(data, sink);
    if (!data.privacy) add(['privacy'], MESSAGE_KEY.privacyRequired);
  });
export type RegistrationPayload = z.infer<typeof registrationPayloadSchema>;
export type RegistrationInput = z.input<typeof registrationPayloadSchema>;
