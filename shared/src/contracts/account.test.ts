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
});
