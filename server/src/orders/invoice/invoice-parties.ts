import type { InvoiceBuyer, ShopFiscalSettings } from './invoice-document';
import { countryName, type InvoiceLanguage } from './invoice-format';
import { regimeName, type InvoiceTexts } from './invoice-text';
import { isForeignBuyer, NO_RECIPIENT_CODE, recipientCode, recipientPec } from './fatturapa-xml';

/** A party of the document as its copies print it: the name, then one line each for address and identifiers. */
export interface PartyLines {
  name: string;
  lines: string[];
}

const labelled = (label: string, value: string): string[] => (value ? [`${label} ${value}`] : []);

/** The seller: name, address, partita IVA, codice fiscale when it differs, tax regime, e-mail and phone. */
export function sellerLines(seller: ShopFiscalSettings, t: InvoiceTexts): PartyLines {
  const street = [seller.indirizzo, seller.numeroCivico].filter(Boolean).join(' ');
  const regime = regimeName(seller.regimeFiscale, t);
  return {
    name: seller.denominazione,
    lines: [
      ...(street ? [street] : []),
      `${seller.cap} ${seller.comune} (${seller.provincia})`,
      ...labelled(t('vatNumber'), `IT${seller.partitaIva}`),
      ...(seller.codiceFiscale !== seller.partitaIva ? labelled(t('taxCode'), seller.codiceFiscale) : []),
      ...labelled(`${t('regime')}:`, regime ? `${seller.regimeFiscale} (${regime})` : seller.regimeFiscale),
      ...labelled(t('email'), seller.email),
      ...labelled(t('phone'), seller.telefono),
    ],
  };
}

/** The buyer: name, address (the country abroad), partita IVA, codice fiscale, and the SDI recipient code or PEC in Italy. */
export function buyerLines(buyer: InvoiceBuyer, t: InvoiceTexts, language: InvoiceLanguage): PartyLines {
  const { address } = buyer;
  const name = buyer.kind === 'company' ? buyer.denominazione : `${buyer.name} ${buyer.surname}`.trim();
  const foreign = address.country !== 'IT';
  const town = foreign ? `${address.postalCode} ${address.town}` : `${address.postalCode} ${address.town} (${address.province})`;
  const code = isForeignBuyer(buyer) ? '' : recipientCode(buyer);
  return {
    name: name || buyer.denominazione,
    lines: [
      ...(address.address ? [address.address] : []),
      ...(town.trim() ? [town.trim()] : []),
      ...(foreign ? [countryName(address.country, language)] : []),
      ...(buyer.partitaIva ? labelled(t('vatNumber'), `${buyer.vatCountry}${buyer.partitaIva}`) : []),
      ...labelled(t('taxCode'), buyer.codiceFiscale),
      ...(code && code !== NO_RECIPIENT_CODE ? labelled(`${t('recipientCode')}:`, code) : labelled(`${t('pec')}:`, recipientPec(buyer))),
    ],
  };
}
