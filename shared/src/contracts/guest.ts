import { z } from 'zod';
import {
  buyerCodiceFiscaleError,
  countryError,
  issueSink,
  pecError,
  postalCodeError,
  provinceError,
  recipientCodeError,
  vatNumberError,
} from './buyer-rules';
import { emailSchema, FOREIGN_STATE, isItaly, lineText } from './common';
import { MESSAGE_KEY } from './messages';

/** The country of the guest's fiscal identity: the billing address's when one is given, else the delivery's. */
export const guestFiscalCountry = (guest: { indirizzo_amm: string; cod_nazione_amm: string; cod_nazione_ope: string }): string =>
  (guest.indirizzo_amm ? guest.cod_nazione_amm : '') || guest.cod_nazione_ope;

const upper = (max: number) => lineText(max).transform((v) => v.toUpperCase());

/**
 * Guest customer of the checkout ('Dati ospite'). tipo_persona G is a company, F a person. Lengths
 * fit the order's columns and the invoice: the name is the order's name (60 characters), address
 * and town are the invoice's Indirizzo and Comune (60).
 */
export const guestCustomerSchema = z
  .object({
    tipo_persona: z.enum(['G', 'F']).default('F'),
    denominazione: lineText(60),
    // The registration's rule: one address (a list would send the order's mail to everyone on it).
    // Absent counts as empty, so the form's other fields are still checked.
    email: z
      .string()
      .nullish()
      .transform((value) => value ?? '')
      .pipe(emailSchema),
    telefono: lineText(30),
    cod_nazione_ope: upper(2),
    indirizzo_ope: lineText(60),
    cap_ope: lineText(12),
    comune_ope: lineText(60),
    sigla_provincia_ope: upper(2),
    indirizzo_amm: lineText(60),
    cap_amm: lineText(12),
    comune_amm: lineText(60),
    sigla_provincia_amm: upper(2),
    cod_nazione_amm: upper(2),
    codice_fiscale: upper(16),
    partita_iva: upper(20),
    partita_iva_cee: upper(20),
    codice_destinatario_sdi: upper(7),
    email_pec: lineText(256),
  })
  .strict()
  .superRefine((guest, ctx) => {
    const sink = issueSink(ctx);
    const add = (field: string, message: string | undefined) => {
      if (message) sink({ path: [field], message });
    };
    const required = ['cod_nazione_ope', 'denominazione', 'telefono', 'indirizzo_ope', 'cap_ope', 'comune_ope'] as const;
    for (const field of required) if (!guest[field]) add(field, MESSAGE_KEY.required);
    checkGuestPlaces(guest, add);
    const country = guestFiscalCountry(guest);
    const italian = isItaly(country);
    add(
      'codice_fiscale',
      guest.codice_fiscale ? buyerCodiceFiscaleError(guest.codice_fiscale, italian) : MESSAGE_KEY.codiceFiscaleRequired,
    );
    if (guest.tipo_persona === 'G' && italian) {
      add('partita_iva', vatNumberError(guest.partita_iva, country));
      add('codice_destinatario_sdi', recipientCodeError(guest.codice_destinatario_sdi));
      add('email_pec', pecError(guest.email_pec));
    }
    if (guest.tipo_persona === 'G' && !italian) add('partita_iva_cee', vatNumberError(guest.partita_iva_cee, country));
  });

type PlaceField =
  | 'cod_nazione_ope'
  | 'cap_ope'
  | 'sigla_provincia_ope'
  | 'indirizzo_amm'
  | 'cap_amm'
  | 'comune_amm'
  | 'sigla_provincia_amm'
  | 'cod_nazione_amm';

/** The delivery address, and the billing one when given, with the place rules every address follows. */
function checkGuestPlaces(guest: Record<PlaceField, string>, add: (field: string, message: string | undefined) => void) {
  const ope = guest.cod_nazione_ope;
  if (ope) add('cod_nazione_ope', countryError(ope));
  if (guest.cap_ope) add('cap_ope', postalCodeError(guest.cap_ope, ope));
  add('sigla_provincia_ope', provinceError(guest.sigla_provincia_ope, ope));
  if (!guest.indirizzo_amm) return;
  const amm = guest.cod_nazione_amm || ope;
  if (guest.cod_nazione_amm) add('cod_nazione_amm', countryError(guest.cod_nazione_amm));
  add('cap_amm', guest.cap_amm ? postalCodeError(guest.cap_amm, amm) : MESSAGE_KEY.required);
  if (!guest.comune_amm) add('comune_amm', MESSAGE_KEY.required);
  add('sigla_provincia_amm', provinceError(guest.sigla_provincia_amm, amm));
}
export type GuestCustomer = z.infer<typeof guestCustomerSchema>;
export type GuestCustomerInput = z.input<typeof guestCustomerSchema>;

const ZEROS = '00000000000';

/** SPEC section 4, 'Guest country change'. */
export function applyGuestCountry<T extends GuestCustomerInput>(guest: T, country: string): T {
  const code = country.toUpperCase();
  if (isItaly(code)) {
    return { ...guest, cod_nazione_ope: code, sigla_provincia_ope: '', partita_iva_cee: '-' };
  }
  return {
    ...guest,
    cod_nazione_ope: code,
    sigla_provincia_ope: FOREIGN_STATE,
    codice_fiscale: ZEROS,
    partita_iva: ZEROS,
    email_pec: '',
    codice_destinatario_sdi: '',
  };
}
