import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE, countryCodeSchema, languageCodeSchema, type LanguageCode } from '../contracts/common';
import { guestCustomerSchema, type GuestCustomer } from '../contracts/guest';
import { persistentAtom } from './persistent-atom';
import { storageKeys } from './storage-keys';

export const languageAtom = persistentAtom<LanguageCode>(storageKeys.language, languageCodeSchema, DEFAULT_LANGUAGE);

export const countryAtom = persistentAtom<string>(storageKeys.country, countryCodeSchema, DEFAULT_COUNTRY);

/** Guest buyer data ('Dati ospite'), kept between visits. */
export const customerAtom = persistentAtom<GuestCustomer | null>(storageKeys.customer, guestCustomerSchema.nullable(), null);
