import { z } from 'zod';
import { emailSchema, FOREIGN_STATE, isItaly, textOrEmpty } from './common';
import { MESSAGE_KEY } from './messages';

/** Guest customer of the checkout ('Dati ospite'). tipo_persona G is a company, F a person. */
export const guestCustomerSchema = z
  .object({
    tipo_persona: z.enum(['G', 'F']).default('F'),
    denominazione: textOrEmpty(120),
    // The registration's rule: one address (a list would send the order's mail to everyone on it).
    // Absent counts as empty, so the form's other fields are still checked.
    email: z
      .string()
      .nullish()
      .transform((value) => value ?? '')
      .pipe(emailSchema),
    telefono: textOrEmpty(30),
    cod_nazione_ope: textOrEmpty(2).transform((v) => v.toUpperCase()),
    indirizzo_ope: textOrEmpty(120),
    cap_ope: textOrEmpty(12),
    comune_ope: textOrEmpty(60),
    sigla_provincia_ope: textOrEmpty(2).transform((v) => v.toUpperCase()),
    indirizzo_amm: textOrEmpty(120),
    cap_amm: textOrEmpty(12),
    comune_amm: textOrEmpty(60),
    sigla_provincia_amm: textOrEmpty(2).transform((v) => v.toUpperCase()),
    cod_nazione_amm: textOrEmpty(2).transform((v) => v.toUpperCase()),
    codice_fiscale: textOrEmpty(16).transform((v) => v.toUpperCase()),
    partita_iva: textOrEmpty(20).transform((v) => v.toUpperCase()),
    partita_iva_cee: textOrEmpty(20).transform((v) => v.toUpperCase()),
    codice_destinatario_sdi: textOrEmpty(7).transform((v) => v.toUpperCase()),
    email_pec: textOrEmpty(256),
  })
  .strict()
  .superRefine((guest, ctx) => {
    const add = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    const required = ['cod_nazione_ope', 'denominazione', 'telefono', 'indirizzo_ope', 'cap_ope', 'comune_ope'] as const;
    for (const field of required) if (!guest[field]) add(field, MESSAGE_KEY.required);
    const italian = isItaly(guest.cod_nazione_ope);
    if (!guest.codice_fiscale) add('codice_fiscale', MESSAGE_KEY.codiceFiscaleRequired);
    else if (italian && ![11, 16].includes(guest.codice_fiscale.length)) add('codice_fiscale', MESSAGE_KEY.codiceFiscaleLength);
    if (guest.tipo_persona === 'G' && italian && guest.partita_iva.length !== 11) add('partita_iva', MESSAGE_KEY.partitaIvaLength);
    if (guest.tipo_persona === 'G' && !italian && !guest.partita_iva_cee) add('partita_iva_cee', MESSAGE_KEY.partitaIvaCeeRequired);
    if (italian && guest.sigla_provincia_ope.length !== 2) add('sigla_provincia_ope', MESSAGE_KEY.provinceLength);
  });
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
