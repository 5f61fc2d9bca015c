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

  it('wants five digits for an Italian CAP and a province of the list', () => {
    const at = (postalCode: string, state = 'MI') => messages({ ...valid, destination: { ...valid.destination, postalCode, state } });
    expect(at('ABCDE')).toEqual([`destination.postalCode: ${MESSAGE_KEY.postalCodeItaly}`]);
    expect(at('1')).toEqual([`destination.postalCode: ${MESSAGE_KEY.postalCodeItaly}`]);
    expect(at('20121', 'XX')).toEqual([`destination.state: ${MESSAGE_KEY.provinceInvalid}`]);
  });

  it('refuses a codice fiscale with a wrong check letter or characters that are not letters and digits', () => {
    expect(messages({ ...valid, codiceFiscale: 'RSSMRA85T10A562X' })).toEqual([`codiceFiscale: ${MESSAGE_KEY.codiceFiscaleInvalid}`]);
    expect(messages({ ...valid, codiceFiscale: 'RSSMRA85T10A56!@' })).toEqual([`codiceFiscale: ${MESSAGE_KEY.codiceFiscaleInvalid}`]);
  });

  it('refuses control characters and lines longer than the invoice takes', () => {
    expect(messages({ ...valid, name: '\u0000\u0001' })).toContain(`name: ${MESSAGE_KEY.unprintable}`);
    expect(messages({ ...valid, destination: { ...valid.destination, town: 'Mi\u007flano' } })).toEqual([
      `destination.town: ${MESSAGE_KEY.unprintable}`,
    ]);
    expect(messages({ ...valid, destination: { ...valid.destination, address: 'V'.repeat(61) } })).toEqual([
      `destination.address: ${MESSAGE_KEY.maxSixty}`,
    ]);
    const company = { ...valid, isCompany: true, codiceFiscale: '12345670017', partitaIva: '12345670017', pec: 'ditta@pec.it' };
    expect(messages({ ...company, company: 'D'.repeat(80) })).toEqual([]);
    expect(messages({ ...company, company: 'D'.repeat(81) })).toEqual([`company: ${MESSAGE_KEY.maxEighty}`]);
  });

  it("wants a foreign company's EU VAT number to be valid for its state", () => {
    const french = {
      ...valid,
      isCompany: true,
      company: 'Maison Lefèvre SARL',
      codiceFiscale: '',
      destination: { address: '8 rue du Faubourg', postalCode: '75008', town: 'Paris', state: '', country: 'FR' },
    };
    expect(messages({ ...french, partitaIva: 'FR40303265040' })).toEqual([`partitaIva: ${MESSAGE_KEY.partitaIvaCeeInvalid}`]);
    expect(messages({ ...french, partitaIva: 'FR40303265045' })).toEqual([]);
  });

  it('refuses an unknown country', () => {
    expect(messages({ ...valid, destination: { ...valid.destination, country: 'ZZ' } })).toEqual([
      `destination.country: ${MESSAGE_KEY.countryUnknown}`,
    ]);
  });
});
