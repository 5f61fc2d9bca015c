import { MESSAGES } from '@shop/shared/contracts';
import { eq } from 'drizzle-orm';
import { customerAddresses, customers, newsletterSubscriptions } from '../core/db/schema';
import { callAction, foreignCompany, italianPrivate, VALID_VAT } from '../../test/support/account-fixtures';
import { describeEachDatabase } from '../../test/support/test-shop';
import { serverText } from '../core/http/messages';

const EMAIL_TAKEN = serverText('ita', 'emailTaken');

describeEachDatabase('registration actions', (shop) => {
  it('tells whether an email is still free, whatever its case', async () => {
    expect((await callAction(shop(), 'emailValidation', { email: 'libera@example.com' })).body).toEqual({ error: false });
    const taken = await callAction(shop(), 'emailValidation', { email: shop().config.demo.email.toUpperCase() });
    expect(taken.body).toEqual({ error: true, message: EMAIL_TAKEN });
    const bad = await callAction(shop(), 'emailValidation', { email: 'non-una-mail' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(MESSAGES.emailInvalid);
  });

  it('creates a private Italian customer, normalised, logged in at once', async () => {
    const { status, body } = await callAction(shop(), 'createAccount', { ...italianPrivate('Marco.Rossi@Example.com'), newsletter: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: false, xtcountrycode: 'IT' });
    const session = await callAction(shop(), 'storedSession', { xtstoredsession: String(body.xtstoredsession) });
    expect(session.body.user).toMatchObject({
      email: 'marco.rossi@example.com',
      company: 'Marco Rossi',
      codiceDestinatario: '0000000',
      partitaIva: '',
      destination: { town: 'Roma', state: 'RM', country: 'IT' },
      billing: null,
    });
    const [row] = await shop().database.db.select().from(customers).where(eq(customers.email, 'marco.rossi@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.privacyAcceptedAt).toBeInstanceOf(Date);
    const subscribed = await shop()
      .database.db.select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'marco.rossi@example.com'));
    expect(subscribed).toHaveLength(1);
  });

  it('creates a foreign company with a separate Italian billing block only when its rules pass', async () => {
    const payload = {
      ...foreignCompany('anna@schmidt.example'),
      differentShipping: true,
      billing: {
        name: 'Anna',
        surname: 'Schmidt',
        address: 'Via Po 3',
        postalCode: '10123',
        town: 'Torino',
        state: 'to',
        country: 'IT',
        phone: '+39 011 123456',
      },
    };
    // The billing address is Italian, so the Italian fiscal rules apply.
    const refused = await callAction(shop(), 'createAccount', payload);
    expect(refused.status).toBe(400);
    expect(String(refused.body.message)).toContain(MESSAGES.codiceFiscaleRequired);
    expect(String(refused.body.message)).toContain(MESSAGES.partitaIvaInvalid);
    expect(String(refused.body.message)).toContain(MESSAGES.recipientOrPec);

    const fixed = { ...payload, codiceFiscale: VALID_VAT, partitaIva: VALID_VAT, pec: 'schmidt@pec.example' };
    const { body } = await callAction(shop(), 'createAccount', fixed);
    expect(body.error).toBe(false);
    const session = await callAction(shop(), 'storedSession', { xtstoredsession: String(body.xtstoredsession) });
    expect(session.body.user).toMatchObject({
      isCompany: true,
      differentShipping: true,
      destination: { country: 'DE', state: 'EE' },
      billing: { town: 'Torino', state: 'TO', country: 'IT' },
    });
  });

  it('keeps a foreign company without Italian fiscal data', async () => {
    const { body } = await callAction(shop(), 'createAccount', foreignCompany('firma@example.de'));
    expect(body).toMatchObject({ error: false, xtcountrycode: 'DE' });
  });

  it.each([
    ['a weak password', { password: 'debole' }, MESSAGES.passwordMin],
    ['a password without a symbol', { password: 'Debole2026' }, MESSAGES.passwordStrength],
    ['a short name', { name: 'M' }, MESSAGES.nameRequired],
    ['a wrong tax code', { codiceFiscale: 'RSSMRA85T10A562X' }, MESSAGES.codiceFiscaleInvalid],
    ['a tax code of the wrong length', { codiceFiscale: 'RSSMRA85' }, MESSAGES.codiceFiscaleLength],
    ['a short phone', { phone: '123' }, MESSAGES.phoneRequired],
    ['no privacy', { privacy: false }, MESSAGES.privacyRequired],
    ['an unknown field', { isAdmin: true }, 'Campo non ammesso'],
  ])('refuses %s with a clear message and stores nothing', async (_name, change, message) => {
    const email = `rifiuto-${Math.random().toString(36).slice(2)}@example.com`;
    const { status, body } = await callAction(shop(), 'createAccount', { ...italianPrivate(email), ...change }, { ip: '10.1.1.1' });
    expect(status).toBe(400);
    expect(String(body.message)).toContain(message);
    expect(await shop().database.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(0);
  });

  it('refuses an Italian province that is not two letters', async () => {
    const payload = italianPrivate('provincia@example.com');
    const { status, body } = await callAction(
      shop(),
      'createAccount',
      { ...payload, destination: { ...payload.destination, state: 'Roma' } },
      { ip: '10.1.1.2' },
    );
    expect(status).toBe(400);
    expect(String(body.message)).toContain(MESSAGES.provinceLength);
  });

  it('refuses an email already registered and leaves that account alone', async () => {
    const before = await shop().database.db.select().from(customers).where(eq(customers.email, shop().config.demo.email));
    const { body } = await callAction(shop(), 'createAccount', italianPrivate(shop().config.demo.email), { ip: '10.1.1.3' });
    expect(body).toEqual({ error: true, message: EMAIL_TAKEN });
    const after = await shop().database.db.select().from(customers).where(eq(customers.email, shop().config.demo.email));
    expect(after).toEqual(before);
    const addresses = await shop()
      .database.db.select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, before[0]?.id ?? 0));
    expect(addresses.map((a) => a.town)).toEqual(['Milano']);
  });
});
