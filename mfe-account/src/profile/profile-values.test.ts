import { accountUpdateSchema, registrationPayloadSchema, type User } from '@shop/shared';
import { fromUser, startProfile, toRegistration, toUser } from './profile-values';

describe('profile values', () => {
  it('starts phones with the dial code of the country, and a bare prefix counts as empty', () => {
    const values = startProfile('anna@example.de', 'DE');
    expect(values.phone).toBe('+49 ');
    expect(values.destination.country).toBe('DE');
    const payload = toRegistration(values, 'ita');
    expect(payload.phone).toBe('');
    expect(payload.destination.phone).toBe('');
  });

  it('sends Italian fiscal fields only for an Italian fiscal country and company fields only for companies', () => {
    const values = { ...startProfile('x@example.com', 'DE'), codiceFiscale: 'ABC', pec: 'p@pec.it', company: 'Ditta', partitaIva: 'DE1' };
    expect(toRegistration(values, 'eng')).toMatchObject({
      codiceFiscale: '',
      pec: '',
      company: '',
      partitaIva: '',
      languageCode: 'eng',
      billing: null,
    });
    const company = { ...values, isCompany: true };
    expect(toRegistration(company, 'ita')).toMatchObject({ company: 'Ditta', partitaIva: 'DE1', pec: '' });
  });

  it('builds a registration the shared contract accepts once every field is filled', () => {
    const values = {
      ...startProfile('marco@example.com', 'IT'),
      password: 'Segreta!2026',
      name: 'Marco',
      surname: 'Rossi',
      codiceFiscale: 'RSSMRA85T10A562S',
      phone: '+39 06 1234567',
      mobile: '+39 333 7654321',
      privacy: true,
    };
    values.destination = { ...values.destination, address: 'Via Roma 1', postalCode: '00100', town: 'Roma', state: 'RM' };
    expect(registrationPayloadSchema.safeParse(toRegistration(values, 'ita')).success).toBe(true);
  });

  it('round-trips a stored account through the edit form', () => {
    const user: User = {
      id: 7,
      email: 'giulia@example.com',
      phone: '+39 02 1234567',
      mobile: '+39 333 1234567',
      name: 'Giulia',
      surname: 'Bianchi',
      company: 'Giulia Bianchi',
      codiceDestinatario: '0000000',
      pec: '',
      codiceFiscale: 'RSSMRA85T10A562S',
      partitaIva: '',
      isCompany: false,
      differentShipping: false,
      newsletter: true,
      languageCode: 'ita',
      destination: {
        name: 'Giulia',
        surname: 'Bianchi',
        company: '',
        address: 'Via Solferino 12',
        postalCode: '20121',
        phone: '',
        town: 'Milano',
        state: 'MI',
        country: 'IT',
      },
      billing: null,
    };
    const values = fromUser(user);
    expect(values.billing.country).toBe('IT');
    expect(toUser(values, user)).toEqual(user);
    expect(accountUpdateSchema.safeParse(toUser(values, user)).success).toBe(true);
  });
});
