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

  it('needs an 11-digit VAT for an Italian company and an EU VAT for a foreign one', () => {
    expect(guestCustomerSchema.safeParse({ ...guest, tipo_persona: 'G' }).error?.issues[0]?.message).toBe(MESSAGE_KEY.partitaIvaLength);
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
