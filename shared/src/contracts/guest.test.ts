import { checkoutConfirmSchema, type CheckoutBuyer } from './account-action';
import { applyGuestCountry, guestCustomerSchema, type GuestCustomerInput } from './guest';
import { MESSAGE_KEY } from './messages';

const guest: GuestCustomerInput = {
  denominazione: 'Luca Verdi',
  email: 'luca@example.it',
  telefono: '3331234567',
  cod_nazione_ope: 'IT',
  indirizzo_ope: 'Via Po 5',
  cap_ope: '10123',
  comune_ope: 'Torino',
  sigla_provincia_ope: 'TO',
  codice_fiscale: 'RCCMNL83S18D969H',
};

describe('guest customer', () => {
  it('accepts complete guest data', () => {
    expect(guestCustomerSchema.safeParse(guest).success).toBe(true);
  });

  it('marks missing required fields with Campo obbligatorio', () => {
    const result = guestCustomerSchema.safeParse({ ...guest, denominazione: '', cap_ope: '' });
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      `denominazione: ${MESSAGE_KEY.required}`,
      `cap_ope: ${MESSAGE_KEY.required}`,
    ]);
  });

  it('takes one e-mail address by the registration’s rule, and still checks the other fields without one', () => {
    const emailIssues = (email: unknown) =>
      guestCustomerSchema.safeParse({ ...guest, email }).error?.issues.filter((i) => i.path.join('.') === 'email')[0]?.message;
    expect(emailIssues('luca@example.it, anna@example.it')).toBe(MESSAGE_KEY.emailInvalid);
    expect(emailIssues('luca@example.it anna@example.it')).toBe(MESSAGE_KEY.emailInvalid);
    expect(emailIssues('luca.example.it')).toBe(MESSAGE_KEY.emailInvalid);
    expect(emailIssues('')).toBe(MESSAGE_KEY.emailRequired);
    expect(guestCustomerSchema.parse({ ...guest, email: ' luca@example.it ' }).email).toBe('luca@example.it');
    const missing = guestCustomerSchema.safeParse({ ...guest, email: undefined, cap_ope: '' });
    expect(missing.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(
      expect.arrayContaining([`email: ${MESSAGE_KEY.emailRequired}`, `cap_ope: ${MESSAGE_KEY.required}`]),
    );
  });

  it('needs a partita IVA for an Italian company and an EU VAT for a foreign one', () => {
    expect(guestCustomerSchema.safeParse({ ...guest, tipo_persona: 'G' }).error?.issues[0]?.message).toBe(MESSAGE_KEY.partitaIvaRequired);
    const foreign = applyGuestCountry({ ...guest, tipo_persona: 'G' }, 'DE');
    expect(guestCustomerSchema.safeParse(foreign).error?.issues[0]?.message).toBe(MESSAGE_KEY.partitaIvaCeeRequired);
  });

  it('resets fiscal fields when the country changes', () => {
    expect(applyGuestCountry({ ...guest, email_pec: 'x@pec.it' }, 'fr')).toMatchObject({
      cod_nazione_ope: 'FR',
      sigla_provincia_ope: 'EE',
      codice_fiscale: '00000000000',
      partita_iva: '00000000000',
      email_pec: '',
    });
    expect(applyGuestCountry(guest, 'IT')).toMatchObject({ sigla_provincia_ope: '', partita_iva_cee: '-' });
  });
});

describe('guest data an invoice can be made of', () => {
  const problems = (input: GuestCustomerInput) =>
    guestCustomerSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
  const frenchCompany = applyGuestCountry(
    { ...guest, tipo_persona: 'G', denominazione: 'Maison Lefèvre SARL', cap_ope: '75008', comune_ope: 'Paris' },
    'FR',
  );

  it('wants five digits for an Italian CAP', () => {
    expect(problems({ ...guest, cap_ope: 'ABCDE' })).toEqual([`cap_ope: ${MESSAGE_KEY.postalCodeItaly}`]);
    expect(problems({ ...guest, cap_ope: '1' })).toEqual([`cap_ope: ${MESSAGE_KEY.postalCodeItaly}`]);
    expect(problems({ ...frenchCompany, partita_iva_cee: 'FR40303265045', cap_ope: 'SW1A 1AA' })).toEqual([]);
  });

  it('wants an Italian province of the list', () => {
    expect(problems({ ...guest, sigla_provincia_ope: 'XX' })).toEqual([`sigla_provincia_ope: ${MESSAGE_KEY.provinceInvalid}`]);
    expect(problems({ ...guest, sigla_provincia_ope: 'mi' })).toEqual([]);
  });

  it('checks the codice fiscale as registration does', () => {
    expect(problems({ ...guest, codice_fiscale: 'RSSMRA85T10A56!@' })).toEqual([`codice_fiscale: ${MESSAGE_KEY.codiceFiscaleInvalid}`]);
    expect(problems({ ...guest, codice_fiscale: 'RCCMNL83S18D969A' })).toEqual([`codice_fiscale: ${MESSAGE_KEY.codiceFiscaleInvalid}`]);
    // Abroad the zeros mean "none"; a code that is given must still be a valid one.
    expect(problems(applyGuestCountry(guest, 'DE'))).toEqual([]);
    expect(problems({ ...applyGuestCountry(guest, 'DE'), codice_fiscale: 'STEUER12345' })).toEqual([
      `codice_fiscale: ${MESSAGE_KEY.codiceFiscaleInvalid}`,
    ]);
  });

  it('checks the partita IVA of an Italian company', () => {
    const company: GuestCustomerInput = { ...guest, tipo_persona: 'G', codice_fiscale: '12345670017', partita_iva: '12345670018' };
    expect(problems(company)).toEqual([`partita_iva: ${MESSAGE_KEY.partitaIvaInvalid}`]);
    expect(problems({ ...company, partita_iva: '12345670017', codice_destinatario_sdi: 'abc' })).toEqual([
      `codice_destinatario_sdi: ${MESSAGE_KEY.recipientCodeLength}`,
    ]);
    expect(problems({ ...company, partita_iva: '12345670017', email_pec: 'non-una-pec' })).toEqual([
      `email_pec: ${MESSAGE_KEY.pecInvalid}`,
    ]);
    expect(problems({ ...company, partita_iva: '12345670017', codice_destinatario_sdi: 'm5uxcr1' })).toEqual([]);
  });

  it("wants a foreign company's EU VAT number to be valid for its state", () => {
    expect(problems({ ...frenchCompany, partita_iva_cee: 'FR40303265040' })).toEqual([
      `partita_iva_cee: ${MESSAGE_KEY.partitaIvaCeeInvalid}`,
    ]);
    expect(problems({ ...frenchCompany, partita_iva_cee: 'XX123' })).toEqual([`partita_iva_cee: ${MESSAGE_KEY.partitaIvaCeeInvalid}`]);
    expect(problems({ ...frenchCompany, partita_iva_cee: 'FR40303265045' })).toEqual([]);
    expect(problems({ ...frenchCompany, partita_iva_cee: '40303265045' })).toEqual([]);
  });

  it('takes the fiscal rules of the billing country when a billing address is given', () => {
    const billedInItaly = {
      ...applyGuestCountry(guest, 'DE'),
      cap_ope: '10117',
      indirizzo_amm: 'Via Po 5',
      cap_amm: '10123',
      comune_amm: 'Torino',
      sigla_provincia_amm: 'TO',
      cod_nazione_amm: 'IT',
    };
    expect(problems(billedInItaly)).toEqual([`codice_fiscale: ${MESSAGE_KEY.codiceFiscaleInvalid}`]);
    expect(problems({ ...billedInItaly, codice_fiscale: 'RCCMNL83S18D969H' })).toEqual([]);
    expect(problems({ ...billedInItaly, codice_fiscale: 'RCCMNL83S18D969H', cap_amm: '1', sigla_provincia_amm: '' })).toEqual([
      `cap_amm: ${MESSAGE_KEY.postalCodeItaly}`,
      `sigla_provincia_amm: ${MESSAGE_KEY.provinceLength}`,
    ]);
    expect(problems({ ...billedInItaly, codice_fiscale: 'RCCMNL83S18D969H', cod_nazione_amm: 'ZZ' })).toContain(
      `cod_nazione_amm: ${MESSAGE_KEY.countryUnknown}`,
    );
  });

  it('refuses control characters in any text', () => {
    expect(problems({ ...guest, denominazione: '\u0007\u0008\u001b' })).toEqual([`denominazione: ${MESSAGE_KEY.unprintable}`]);
    expect(problems({ ...guest, indirizzo_ope: 'Via Po\n5' })).toEqual([`indirizzo_ope: ${MESSAGE_KEY.unprintable}`]);
    expect(problems({ ...guest, comune_ope: 'Torino\u0085' })).toEqual([`comune_ope: ${MESSAGE_KEY.unprintable}`]);
    expect(problems({ ...guest, telefono: '333\ud800' })).toEqual([`telefono: ${MESSAGE_KEY.unprintable}`]);
  });

  it("keeps the name to the order's 60 characters, with a message that says so", () => {
    expect(problems({ ...guest, denominazione: 'À'.repeat(60) })).toEqual([]);
    expect(problems({ ...guest, denominazione: 'A'.repeat(61) })).toEqual([`denominazione: ${MESSAGE_KEY.maxSixty}`]);
    expect(problems({ ...guest, denominazione: 'A'.repeat(120) })).toEqual([`denominazione: ${MESSAGE_KEY.maxSixty}`]);
    expect(problems({ ...guest, indirizzo_ope: 'V'.repeat(61) })).toEqual([`indirizzo_ope: ${MESSAGE_KEY.maxSixty}`]);
  });
});

describe('the checkout confirmation', () => {
  const messageOf = (buyer: CheckoutBuyer, value: unknown) => checkoutConfirmSchema(buyer).safeParse(value).error?.issues[0];

  it('asks a guest to accept privacy, on the privacy field', () => {
    expect(messageOf('guest', { privacy: false })).toMatchObject({ path: ['privacy'], message: MESSAGE_KEY.privacyGuest });
    expect(messageOf('guest', {})).toMatchObject({ path: ['privacy'], message: MESSAGE_KEY.privacyGuest });
    expect(messageOf('guest', { privacy: true })).toBeUndefined();
  });

  it('does not ask a logged-in customer', () => {
    expect(messageOf('customer', { privacy: false })).toBeUndefined();
    expect(messageOf('customer', {})).toBeUndefined();
  });
});
