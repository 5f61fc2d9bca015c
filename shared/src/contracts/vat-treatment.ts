import { isItaly } from './common';
import { parseEuVatNumber, type EuVatNumber } from './vat-number';

/**
 * How a sale is taxed, by who buys and where the goods go (goods shipped from Italy):
 * - domestic: delivered in Italy, Italian VAT;
 * - distance-sale: a consumer (or a business without a valid EU VAT number) in another member
 *   state pays that state's VAT, declared through the OSS;
 * - intra-eu-supply: a business with a valid VAT number of another member state buys without VAT
 *   (non-taxable intra-Community supply, art. 41 DL 331/93) and reverse-charges it.
 */
export const VAT_TREATMENTS = ['domestic', 'distance-sale', 'intra-eu-supply'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

export interface VatBuyer {
  /** Where the goods are delivered (ISO alpha-2). */
  destination: string;
  company: boolean;
  /** The buyer's VAT number as typed, with or without its state prefix; '' for none. */
  vatNumber: string;
  /** The state of the buyer's fiscal address, for a number typed without prefix. */
  vatCountry: string;
}

/** The treatment of a sale and the foreign VAT number it rests on (intra-EU supplies only). */
export function vatTreatmentOf(buyer: VatBuyer): { treatment: VatTreatment; vatNumber: EuVatNumber | null } {
  if (isItaly(buyer.destination)) return { treatment: 'domestic', vatNumber: null };
  const vatNumber = buyer.company ? parseEuVatNumber(buyer.vatNumber, buyer.vatCountry || buyer.destination) : null;
  if (vatNumber && vatNumber.country !== 'IT') return { treatment: 'intra-eu-supply', vatNumber };
  return { treatment: 'distance-sale', vatNumber: null };
}
