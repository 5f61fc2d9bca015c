import { FOREIGN_STATE, isItaly, type LanguageCode } from '../contracts/common';
import { findCountry } from '../data/countries';

/** An address as the shop stores it (SPEC's fields, whichever form they came from). */
export interface PostalPlace {
  address?: string | null;
  postalCode?: string | null;
  town?: string | null;
  province?: string | null;
  /** Alpha-2 code ('IT', 'DE'). */
  country?: string | null;
}

/**
 * An address on one line, as a shopper writes it: 'Via Roma 1, 20121 Milano (MI), Italia' or
 * 'Unter den Linden 5, 10117 Berlin, Germany'. The province only in Italy: abroad SPEC stores 'EE'
 * (Estero), which is no part of a foreign address. The country by its name in the page's language.
 */
export function addressLine(place: PostalPlace, language: LanguageCode): string {
  const province = place.province?.trim().toUpperCase();
  const ownProvince = isItaly(place.country) && province && province !== FOREIGN_STATE ? `(${province})` : '';
  const town = [place.postalCode?.trim(), place.town?.trim(), ownProvince].filter(Boolean).join(' ');
  const country = findCountry(place.country);
  const countryText = country ? (language === 'eng' ? country.en : country.it) : (place.country?.trim() ?? '');
  return [place.address?.trim(), town, countryText].filter(Boolean).join(', ');
}
