import {
  fiscalAddress,
  guestFiscalCountry,
  vatTreatmentOf,
  type EuVatNumber,
  type GuestCustomer,
  type User,
  type VatTreatment,
} from '@shop/shared/contracts';
import type { PricingBuyer } from './pricing';

/** The VAT treatment of an order and the foreign VAT number it rests on (intra-EU supplies only). */
export interface OrderVat extends PricingBuyer {
  treatment: VatTreatment;
  vatNumber: EuVatNumber | null;
}

/** A registered customer: the account's company flag and VAT number, the destination of its shipping address. */
export function customerVat(user: User): OrderVat {
  const country = user.destination.country;
  return {
    country,
    ...vatTreatmentOf({
      destination: country,
      company: user.isCompany,
      vatNumber: user.partitaIva,
      vatCountry: fiscalAddress(user).country,
    }),
  };
}

/** A guest: a company (tipo_persona G) with its EU VAT number, or a person. */
export function guestVat(guest: GuestCustomer): OrderVat {
  const country = guest.cod_nazione_ope;
  const vatCountry = guestFiscalCountry(guest);
  return {
    country,
    ...vatTreatmentOf({ destination: country, company: guest.tipo_persona === 'G', vatNumber: guest.partita_iva_cee, vatCountry }),
  };
}

/** What a visitor's cart is priced as before checkout: a consumer, or a company that gave its VAT number. */
export function visitorVat(country: string, vatNumber: string): OrderVat {
  return { country, ...vatTreatmentOf({ destination: country, company: vatNumber !== '', vatNumber, vatCountry: country }) };
}
