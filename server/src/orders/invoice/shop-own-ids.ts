import { MESSAGE_KEY, type GuestCustomer, type MessageKey } from '@shop/shared/contracts';
import type { ShopFiscalSettings } from './invoice-document';

/** A code as the SDI compares it: no spaces or separators, upper case, an Italian number without its IT prefix. */
const comparable = (value: string): string =>
  value
    .replace(/[\s.\-/]/g, '')
    .toUpperCase()
    .replace(/^IT(?=\d{11}$)/, '');

/** The fiscal codes a buyer gave: VAT numbers (partita IVA or EU VAT) and codice fiscale. */
export interface BuyerIds {
  vatNumbers: readonly string[];
  codiceFiscale: string;
}

export const guestIds = (guest: GuestCustomer): BuyerIds => ({
  vatNumbers: [guest.partita_iva, guest.partita_iva_cee],
  codiceFiscale: guest.codice_fiscale,
});

/** A registered customer's codes (registration payload or account). */
export const profileIds = (profile: { partitaIva: string; codiceFiscale: string }): BuyerIds => ({
  vatNumbers: [profile.partitaIva],
  codiceFiscale: profile.codiceFiscale,
});

/**
 * Why a buyer cannot be invoiced because it gave the shop's own partita IVA or codice fiscale: the
 * SDI refuses an invoice whose buyer is its seller (error 00471). The shared contracts cannot know
 * the shop's codes, so the server asks this wherever guest data, registrations and account edits
 * arrive. Answers the field's message key, or null.
 */
export function shopOwnIdError(seller: ShopFiscalSettings, buyer: BuyerIds): MessageKey | null {
  const own = new Set([seller.partitaIva, seller.codiceFiscale].map(comparable).filter(Boolean));
  if (buyer.vatNumbers.some((vat) => own.has(comparable(vat)))) return MESSAGE_KEY.partitaIvaOfShop;
  return own.has(comparable(buyer.codiceFiscale)) ? MESSAGE_KEY.codiceFiscaleOfShop : null;
}
