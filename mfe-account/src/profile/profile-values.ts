import { findCountry, isItaly, type Address, type RegistrationInput, type User } from '@shop/shared';

/** What the registration and edit forms hold; billing is kept even while hidden. */
export interface ProfileValues {
  email: string;
  password: string;
  newsletter: boolean;
  isCompany: boolean;
  name: string;
  surname: string;
  company: string;
  codiceFiscale: string;
  partitaIva: string;
  codiceDestinatario: string;
  pec: string;
  phone: string;
  mobile: string;
  differentShipping: boolean;
  privacy: boolean;
  destination: Address;
  billing: Address;
}

export const emptyAddress = (country: string): Address => ({
  name: '',
  surname: '',
  company: '',
  address: '',
  postalCode: '',
  phone: '',
  town: '',
  state: '',
  country,
});

/** The country's dial code, e.g. '+39 ', to start a phone field with. */
export const dialPrefix = (country: string) => `${findCountry(country)?.dialPrefix ?? '+39'} `;

/** The fiscal country: the billing one when it differs, else the single address's. */
export const fiscalCountry = (values: Pick<ProfileValues, 'differentShipping' | 'billing' | 'destination'>) =>
  values.differentShipping ? values.billing.country : values.destination.country;

export const isItalianProfile = (values: ProfileValues) => isItaly(fiscalCountry(values));

/** A new registration for the email and country of step 1. */
export function startProfile(email: string, country: string): ProfileValues {
  const phone = dialPrefix(country);
  return {
    email,
    password: '',
    newsletter: false,
    isCompany: false,
    name: '',
    surname: '',
    company: '',
    codiceFiscale: '',
    partitaIva: '',
    codiceDestinatario: '',
    pec: '',
    phone,
    mobile: phone,
    differentShipping: false,
    privacy: false,
    destination: { ...emptyAddress(country), phone },
    billing: { ...emptyAddress(country), phone },
  };
}

/** A bare dial prefix counts as an empty phone. */
const phoneValue = (value: string) => (/^\+\d{1,4}\s*$/.test(value) ? '' : value.trim());
const cleanAddress = (address: Address): Address => ({ ...address, phone: phoneValue(address.phone) });

const italianOnly = (values: ProfileValues) => {
  const italian = isItalianProfile(values);
  return {
    codiceFiscale: italian ? values.codiceFiscale : '',
    codiceDestinatario: italian && values.isCompany ? values.codiceDestinatario : '',
    pec: italian && values.isCompany ? values.pec : '',
  };
};

export function toRegistration(values: ProfileValues, languageCode: 'ita' | 'eng'): RegistrationInput {
  return {
    languageCode,
    email: values.email,
    password: values.password,
    phone: phoneValue(values.phone),
    mobile: phoneValue(values.mobile),
    name: values.name,
    surname: values.surname,
    isCompany: values.isCompany,
    partitaIva: values.isCompany ? values.partitaIva : '',
    company: values.isCompany ? values.company : '',
    ...italianOnly(values),
    differentShipping: values.differentShipping,
    privacy: values.privacy,
    newsletter: values.newsletter,
    destination: cleanAddress(values.destination),
    billing: values.differentShipping ? cleanAddress(values.billing) : null,
  };
}

/** The edit form's values of a stored account. */
export function fromUser(user: User): ProfileValues {
  const billing = user.billing ?? { ...user.destination };
  return {
    email: user.email,
    password: '',
    newsletter: user.newsletter,
    isCompany: user.isCompany,
    name: user.name,
    surname: user.surname,
    company: user.company,
    codiceFiscale: user.codiceFiscale,
    partitaIva: user.partitaIva,
    codiceDestinatario: user.codiceDestinatario,
    pec: user.pec,
    phone: user.phone,
    mobile: user.mobile,
    differentShipping: user.differentShipping && user.billing !== null,
    privacy: true,
    destination: user.destination,
    billing,
  };
}

export function toUser(values: ProfileValues, user: User): User {
  return {
    ...user,
    phone: phoneValue(values.phone),
    mobile: phoneValue(values.mobile),
    name: values.name,
    surname: values.surname,
    company: values.company,
    codiceFiscale: values.codiceFiscale,
    partitaIva: values.partitaIva,
    codiceDestinatario: values.codiceDestinatario,
    pec: values.pec,
    newsletter: values.newsletter,
    differentShipping: values.differentShipping,
    destination: cleanAddress(values.destination),
    billing: values.differentShipping ? cleanAddress(values.billing) : null,
  };
}
