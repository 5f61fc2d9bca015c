import type { RegistrationInput } from '@shop/shared/contracts';
import type { TestShop } from './test-shop';

export const VALID_CF = 'RSSMRA85T10A562S';
export const VALID_VAT = '12345670017';

const action = (name: string) => `/Apps/WebObjects/Shop.woa/wa/AccountAction/${name}`;

/** POSTs an AccountAction through the real routes; a token becomes the bearer header. */
export async function callAction(shop: TestShop, name: string, payload: object, options: { token?: string; ip?: string } = {}) {
  const response = await shop.app.inject({
    method: 'POST',
    url: action(name),
    payload,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    remoteAddress: options.ip ?? '10.1.0.1',
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** A complete, valid registration of a private Italian customer. */
export function italianPrivate(email: string): RegistrationInput {
  return {
    email,
    password: 'Segreta!2026',
    name: 'Marco',
    surname: 'Rossi',
    phone: '+39 06 1234567',
    mobile: '+39 333 7654321',
    codiceFiscale: VALID_CF,
    privacy: true,
    destination: { address: 'Via Roma 1', postalCode: '00100', town: 'Roma', state: 'RM', country: 'IT', phone: '+39 06 1234567' },
  };
}

/** A complete, valid registration of a German company. */
export function foreignCompany(email: string): RegistrationInput {
  return {
    email,
    password: 'Firma!2026x',
    name: 'Anna',
    surname: 'Schmidt',
    company: 'Schmidt Mode GmbH',
    isCompany: true,
    partitaIva: 'DE136695976',
    phone: '+49 30 1234567',
    mobile: '+49 170 1234567',
    privacy: true,
    destination: {
      address: 'Unter den Linden 5',
      postalCode: '10117',
      town: 'Berlin',
      state: 'Berlin',
      country: 'DE',
      phone: '+49 30 1234567',
    },
  };
}

/** Registers a customer and answers their session token. */
export async function register(shop: TestShop, payload: RegistrationInput, ip = '10.1.0.9'): Promise<string> {
  const { body } = await callAction(shop, 'createAccount', payload, { ip });
  if (body.error !== false) throw new Error(`registration refused: ${String(body.message)}`);
  return String(body.xtstoredsession);
}
