import type { Address } from './address';
import { buyerCodiceFiscaleError, checkLines, pecError, recipientCodeError, vatNumberError, type IssueSink } from './buyer-rules';
import { isItaly } from './common';
import { MESSAGE_KEY } from './messages';

/** What registration and account edit both hold of a customer's fiscal identity. */
export interface FiscalProfile {
  name: string;
  surname: string;
  company: string;
  phone: string;
  mobile: string;
  codiceFiscale: string;
  partitaIva: string;
  codiceDestinatario: string;
  pec: string;
  isCompany: boolean;
  differentShipping: boolean;
  destination: Address;
  billing: Address | null;
}

/** The address that carries the fiscal country: billing when it differs, else the single address. */
export const fiscalAddress = (profile: Pick<FiscalProfile, 'differentShipping' | 'billing' | 'destination'>): Address =>
  profile.differentShipping && profile.billing ? profile.billing : profile.destination;

/**
 * Typed lengths: the invoice's Nome and Cognome take 60 characters, its Denominazione 80. A private
 * customer's company is not typed (it is name and surname) and only has to fit its column.
 */
const limits = (isCompany: boolean) => ({
  name: 60,
  surname: 60,
  company: isCompany ? 80 : 120,
  phone: 30,
  mobile: 30,
  codiceFiscale: 16,
  partitaIva: 20,
  codiceDestinatario: 7,
  pec: 256,
});

/**
 * The fiscal rules of a registered customer, the same at registration and at every account edit:
 * printable lines that fit the invoice, a valid codice fiscale, a company's valid partita IVA (or
 * EU VAT number abroad) and, in Italy, a well-formed recipient code or PEC.
 */
export function checkFiscalProfile(profile: FiscalProfile, add: IssueSink) {
  const at = (field: keyof FiscalProfile, message: string | undefined) => {
    if (message) add({ path: [field], message });
  };
  const country = fiscalAddress(profile).country;
  const italian = isItaly(country);
  checkLines(profile, limits(profile.isCompany), [], add);
  at('codiceFiscale', buyerCodiceFiscaleError(profile.codiceFiscale, italian));
  if (!profile.isCompany) return;
  at('partitaIva', profile.partitaIva ? vatNumberError(profile.partitaIva, country) : MESSAGE_KEY.partitaIvaRequired);
  if (!italian) return;
  const codeError = recipientCodeError(profile.codiceDestinatario);
  const neither = !profile.pec && !profile.codiceDestinatario;
  at('codiceDestinatario', codeError ?? (neither ? MESSAGE_KEY.recipientOrPec : undefined));
  at('pec', pecError(profile.pec));
}
