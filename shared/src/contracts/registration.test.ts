import { MESSAGE_KEY } from './messages';
import { registrationPayloadSchema, type RegistrationInput } from './registration';

const valid: RegistrationInput = {
  email: 'giulia@example.it',
  password: 'Segreta!2026',
  phone: '+39 02 1234567',
  mobile: '+39 333 1234567',
  name: 'Giulia',
  surname: 'Bianchi',
  codiceFiscale: 'RCCMNL83S18D969H',
  privacy: true,
  destination: { address: 'Via Roma 1', postalCode: '20121', town: 'Milano', state: 'MI', country: 'IT' },
};

const messages = (input: unknown) => {
  const result = registrationPayloadSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('registration payload', () => {
  it('accepts a complete private Italian customer and fills defaults', () => {
    const parsed = registrationPayloadSchema.parse(valid);
    expect(parsed).toMatchObject({ languageCode: 'ita', isCompany: false, differentShipping: false, billing: null });
  });

  it('reports every problem at once with the SPEC texts', () => {
    const problems = messages({ ...valid, name: 'G', phone: '', privacy: false, codiceFiscale: '' });
    expect(problems).toEqual(
      expect.arrayContaining([
        `name: ${MESSAGE_KEY.nameRequired}`,
        `phone: ${MESSAGE_KEY.phoneRequired}`,
        `privacy: ${MESSAGE_KEY.privacyRequired}`,
        `codiceFiscale: ${MESSAGE_KEY.codiceFiscaleRequired}`,
      ]),
    );
  });

  it('enforces the password rule', () => {
    expect(messages({ ...valid, password: 'password1' })).toEqual([`password: ${MESSAGE_KEY.passwordStrength}`]);
    expect(messages({ ...valid, password: 'Ab1!' })).toContain(`password: ${MESSAGE_KEY.passwordMin}`);
  });

  it('needs VAT and a recipient code or PEC for an Italian company', () => {
    const company = { ...valid, isCompany: true, company: 'Bianchi Srl', codiceFiscale: '00743110157' };
    expect(messages(company)).toEqual([
      `partitaIva: ${MESSAGE_KEY.partitaIvaRequired}`,
      `codiceDestinatario: ${MESSAGE_KEY.recipientOrPec}`,
    ]);
    expect(messages({ ...company, partitaIva: '00743110157', pec: 'bianchi@pec.it' })).toEqual([]);
  });

  it('asks for no tax code abroad, but for a province of two letters in Italy', () => {
    const abroad = { ...valid, codiceFiscale: '', destination: { ...valid.destination, country: 'DE', state: '' } };
    expect(messages(abroad)).toEqual([]);
    expect(messages({ ...valid, destination: { ...valid.destination, state: 'Milano' } })).toEqual([
      `destination.state: ${MESSAGE_KEY.provinceLength}`,
    ]);
  });

  it('checks a separate billing address like the destination', () => {
    expect(messages({ ...valid, differentShipping: true })).toEqual([`billing: ${MESSAGE_KEY.billingIncomplete}`]);
    const billing = { address: 'Corso Italia 3', postalCode: '10121', town: 'Torino', state: 'TO', country: 'IT' };
    expect(messages({ ...valid, differentShipping: true, billing })).toEqual([]);
  });

  it('rejects unknown fields', () => {
    expect(messages({ ...valid, admin: true })[0]).toMatch(/admin/);
  });
});
