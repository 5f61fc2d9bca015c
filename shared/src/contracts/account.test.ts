import { accountUpdateSchema, normaliseAccount, userSchema, type UserInput } from './account';
import { MESSAGE_KEY } from './messages';

const user: UserInput = {
  email: 'giulia@example.it',
  name: 'Giulia',
  surname: 'Bianchi',
  phone: '+39 02 1234567',
  codiceFiscale: 'RCCMNL83S18D969H',
  pec: 'giulia@pec.it',
  partitaIva: '00743110157',
  destination: { address: 'Via Roma 1', postalCode: '20121', town: 'Milano', state: 'mi', country: 'it' },
};

describe('account edit', () => {
  it('accepts a complete account', () => {
    expect(accountUpdateSchema.safeParse(user).success).toBe(true);
  });

  it('uses the SPEC alert texts', () => {
    const result = accountUpdateSchema.safeParse({ ...user, name: '', destination: { ...user.destination, state: '' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGE_KEY.nameRequired, MESSAGE_KEY.provinceRequired]);
  });

  it('needs every billing field when billing differs', () => {
    const result = accountUpdateSchema.safeParse({ ...user, differentShipping: true, billing: { address: 'Via X 2' } });
    expect(result.error?.issues.map((i) => i.message)).toContain(MESSAGE_KEY.billingIncomplete);
  });

  it('normalises a private Italian customer before saving', () => {
    const saved = normaliseAccount(userSchema.parse({ ...user, billing: { address: 'ignored', country: 'IT' } }));
    expect(saved).toMatchObject({ codiceDestinatario: '0000000', company: 'Giulia Bianchi', pec: '', partitaIva: '', billing: null });
    expect(saved.destination.state).toBe('MI');
  });

  it('sets the state of a foreign address to EE', () => {
    const saved = normaliseAccount(userSchema.parse({ ...user, destination: { ...user.destination, country: 'FR', state: 'Paris' } }));
    expect(saved.destination.state).toBe('EE');
    expect(saved.pec).toBe('giulia@pec.it');
  });

  const problems = (input: UserInput) =>
    accountUpdateSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('checks the codice fiscale as registration does', () => {
    expect(problems({ ...user, codiceFiscale: 'RCCMNL83S18D969A' })).toEqual([`codiceFiscale: ${MESSAGE_KEY.codiceFiscaleInvalid}`]);
    expect(problems({ ...user, codiceFiscale: 'RSSMRA85T10A56!@' })).toEqual([`codiceFiscale: ${MESSAGE_KEY.codiceFiscaleInvalid}`]);
  });

  it('wants five digits for an Italian CAP and a province of the list, on either address', () => {
    const destination = (change: object) => problems({ ...user, destination: { ...user.destination, ...change } });
    expect(destination({ postalCode: 'ABCDE' })).toEqual([`destination.postalCode: ${MESSAGE_KEY.postalCodeItaly}`]);
    expect(destination({ postalCode: '1' })).toEqual([`destination.postalCode: ${MESSAGE_KEY.postalCodeItaly}`]);
    expect(destination({ state: 'Milano' })).toEqual([`destination.state: ${MESSAGE_KEY.provinceLength}`]);
    expect(destination({ state: 'XX' })).toEqual([`destination.state: ${MESSAGE_KEY.provinceInvalid}`]);
    const billing = {
      name: 'G',
      surname: 'B',
      address: 'Via Po 5',
      postalCode: '1O123',
      town: 'Torino',
      state: 'TO',
      country: 'IT',
      phone: '011 123',
    };
    expect(problems({ ...user, differentShipping: true, billing: { ...billing, name: 'Giulia', surname: 'Bianchi' } })).toEqual([
      `billing.postalCode: ${MESSAGE_KEY.postalCodeItaly}`,
    ]);
  });

  it('checks a company as registration does: its name, its partita IVA and its recipient code', () => {
    const company = { ...user, isCompany: true, company: 'Bianchi S.r.l.', codiceFiscale: '12345670017', partitaIva: '12345670017' };
    expect(problems(company)).toEqual([]);
    expect(problems({ ...company, company: '' })).toEqual([`company: ${MESSAGE_KEY.companyRequired}`]);
    expect(problems({ ...company, partitaIva: '12345670018' })).toEqual([`partitaIva: ${MESSAGE_KEY.partitaIvaInvalid}`]);
    expect(problems({ ...company, codiceDestinatario: 'ABC' })).toEqual([`codiceDestinatario: ${MESSAGE_KEY.recipientCodeLength}`]);
    const french = { ...company, codiceFiscale: '', destination: { ...user.destination, postalCode: '75008', state: '', country: 'FR' } };
    expect(problems({ ...french, partitaIva: 'FR40303265040' })).toEqual([`partitaIva: ${MESSAGE_KEY.partitaIvaCeeInvalid}`]);
    expect(problems({ ...french, partitaIva: 'FR40303265045' })).toEqual([]);
  });

  it('refuses control characters and lines longer than the invoice takes', () => {
    expect(problems({ ...user, surname: 'Bian\u0000chi' })).toEqual([`surname: ${MESSAGE_KEY.unprintable}`]);
    expect(problems({ ...user, destination: { ...user.destination, address: '\u001b\u001b\u001b' } })).toEqual([
      `destination.address: ${MESSAGE_KEY.unprintable}`,
    ]);
    expect(problems({ ...user, destination: { ...user.destination, town: 'T'.repeat(61) } })).toEqual([
      `destination.town: ${MESSAGE_KEY.maxSixty}`,
    ]);
  });

  it('keeps the company of a private customer within its column', () => {
    const saved = normaliseAccount(userSchema.parse({ ...user, name: 'N'.repeat(60), surname: 'S'.repeat(60) }));
    expect(saved.company.length).toBeLessThanOrEqual(120);
  });
});
