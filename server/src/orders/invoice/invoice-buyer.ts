import {
  fiscalAddress,
  guestFiscalCountry,
  isItaly,
  isNoFiscalCode,
  parseEuVatNumber,
  type GuestCustomer,
  type User,
} from '@shop/shared/contracts';
import type { InvoiceBuyer } from './invoice-document';

/** The zeros the guest form puts in the Italian fiscal fields of a foreign buyer mean "none". */
const none = (value: string) => (isNoFiscalCode(value) ? '' : value.trim().toUpperCase());

/**
 * A VAT number split into country and number, read with the rule the contracts check it with
 * (DE 123.456.789, or 123456789 of a German company: DE and 123456789). A number that rule does not
 * know (kept from before it) is split at a two-letter prefix, else left in the fallback country.
 */
function splitVat(value: string, fallbackCountry: string): { vatCountry: string; partitaIva: string } {
  const vat = none(value).replace(/[\s.\-/]/g, '');
  const parsed = parseEuVatNumber(vat, fallbackCountry);
  if (parsed) return { vatCountry: parsed.country, partitaIva: parsed.number };
  const prefixed = /^([A-Z]{2})([0-9A-Z]{2,14})$/.exec(vat);
  if (prefixed) return { vatCountry: prefixed[1] === 'EL' ? 'GR' : prefixed[1]!, partitaIva: prefixed[2]! };
  return { vatCountry: fallbackCountry, partitaIva: vat };
}

/** A person's full name typed in one field: the last word is the surname. */
function splitName(full: string): { name: string; surname: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { name: words[0] ?? '', surname: words[0] ?? '' };
  return { name: words.slice(0, -1).join(' '), surname: words.at(-1)! };
}

/** The invoice buyer from the guest data given at checkout (billing address when one was given). */
export function guestBuyer(guest: GuestCustomer): InvoiceBuyer {
  const billing = Boolean(guest.indirizzo_amm);
  const country = guestFiscalCountry(guest);
  const company = guest.tipo_persona === 'G';
  const italian = isItaly(country);
  const vat = italian ? splitVat(guest.partita_iva, 'IT') : splitVat(guest.partita_iva_cee, country);
  return {
    kind: company ? 'company' : 'private',
    denominazione: guest.denominazione,
    ...splitName(guest.denominazione),
    email: guest.email,
    codiceFiscale: none(guest.codice_fiscale),
    partitaIva: company ? vat.partitaIva : '',
    vatCountry: vat.vatCountry,
    codiceDestinatario: none(guest.codice_destinatario_sdi),
    pec: guest.email_pec.trim(),
    address: {
      address: billing ? guest.indirizzo_amm : guest.indirizzo_ope,
      postalCode: billing ? guest.cap_amm : guest.cap_ope,
      town: billing ? guest.comune_amm : guest.comune_ope,
      province: (billing ? guest.sigla_provincia_amm : guest.sigla_provincia_ope) || (italian ? '' : 'EE'),
      country,
    },
  };
}

/** The invoice buyer from a registered customer's profile (the address that carries the fiscal country). */
export function customerBuyer(user: User): InvoiceBuyer {
  const address = fiscalAddress(user);
  const country = address.country || user.destination.country;
  const vat = splitVat(user.partitaIva, country);
  return {
    kind: user.isCompany ? 'company' : 'private',
    denominazione: user.isCompany ? user.company : `${user.name} ${user.surname}`.trim(),
    name: user.name,
    surname: user.surname,
    email: user.email,
    codiceFiscale: none(user.codiceFiscale),
    partitaIva: user.isCompany ? vat.partitaIva : '',
    vatCountry: vat.vatCountry,
    codiceDestinatario: none(user.codiceDestinatario),
    pec: user.pec.trim(),
    address: { address: address.address, postalCode: address.postalCode, town: address.town, province: address.state, country },
  };
}
