import {
  fiscalAddress,
  guestFiscalCountry,
  vatTreatmentOf,
  type EuVatNumber,
  type GuestCustomer,
  type User,
  type VatBuyer,
  type VatTreatment,
} from '@shop/shared/contracts';
import type { PricingBuyer } from './pricing';
import type { ViesClient } from './vies';

/** How the buyer's VAT number was checked: by VIES, by format and check digits, or not at all (none given). */
export type VatNumberCheck = 'vies' | 'format' | '';

/** The VAT treatment of an order and the foreign VAT number it rests on (intra-EU supplies only). */
export interface OrderVat extends PricingBuyer {
  treatment: VatTreatment;
  vatNumber: EuVatNumber | null;
  check: VatNumberCheck;
  /** A number VIES says is not active: the sale is priced as a distance sale and a checkout is refused. */
  notInVies: EuVatNumber | null;
}

/** The treatment by format and check digits alone. */
function byFormat(country: string, buyer: VatBuyer): OrderVat {
  const { treatment, vatNumber } = vatTreatmentOf(buyer);
  return { country, treatment, vatNumber, check: vatNumber ? 'format' : '', notInVies: null };
}

/** A registered customer: the account's company flag and VAT number, the destination of its shipping address. */
export function customerVat(user: User): OrderVat {
  const country = user.destination.country;
  return byFormat(country, {
    destination: country,
    company: user.isCompany,
    vatNumber: user.partitaIva,
    vatCountry: fiscalAddress(user).country,
  });
}

/** A guest: a company (tipo_persona G) with its EU VAT number, or a person. */
export function guestVat(guest: GuestCustomer): OrderVat {
  const country = guest.cod_nazione_ope;
  const vatCountry = guestFiscalCountry(guest);
  return byFormat(country, { destination: country, company: guest.tipo_persona === 'G', vatNumber: guest.partita_iva_cee, vatCountry });
}

/** What a visitor's cart is priced as before checkout: a consumer, or a company that gave its VAT number. */
export function visitorVat(country: string, vatNumber: string): OrderVat {
  return byFormat(country, { destination: country, company: vatNumber !== '', vatNumber, vatCountry: country });
}

/**
 * An intra-EU supply asked of VIES when it is configured: active there, the supply stands as
 * checked by VIES; not active, the buyer is taxed as a consumer of its state (a distance sale);
 * VIES unavailable, format and check digits decide, as without VIES.
 */
export async function checkedByVies(vat: OrderVat, vies: ViesClient | null): Promise<OrderVat> {
  if (!vies || !vat.vatNumber) return vat;
  const verdict = await vies.check(vat.vatNumber);
  if (verdict === 'valid') return { ...vat, check: 'vies' };
  if (verdict === 'invalid') return { ...vat, treatment: 'distance-sale', vatNumber: null, check: '', notInVies: vat.vatNumber };
  return vat;
}
