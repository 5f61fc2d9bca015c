import { HEADERS, MESSAGES, MESSAGES_EN, type GuestCustomerInput } from '@shop/shared/contracts';
import { eq } from 'drizzle-orm';
import { articoloDisponibilita, customerAddresses, customers, orders } from '../../core/db/schema';
import { loadUser } from '../../account/data/customer-profile';
import { cartOf, pickSizes, setStock, type StockKey } from '../../../test/reliability/shopper';
import { callAction, italianPrivate, register, VALID_VAT } from '../../../test/support/account-fixtures';
import { italianGuest } from '../../../test/support/checkout-fixtures';
import { describeEachDatabase, testConfig, type TestShop } from '../../../test/support/test-shop';

const base = '/Apps/WebObjects/Shop.woa/wa';
/** The shop's own partita IVA (also its codice fiscale) in the test configuration. */
const OWN = testConfig().fiscal.partitaIva;

/** An Italian company buying as a guest, valid for the contract in every field. */
const company: GuestCustomerInput = {
  ...italianGuest,
  tipo_persona: 'G',
  denominazione: 'Sartoria Bianchi S.r.l.',
  email: 'acquisti@sartoria-bianchi.example',
  codice_fiscale: VALID_VAT,
  partita_iva: VALID_VAT,
};

async function post(shop: TestShop, action: string, payload: object, options: { token?: string; ip: string; language?: string }) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers[HEADERS.language] = options.language;
  const response = await shop.app.inject({
    method: 'POST',
    url: `${base}/AccountAction/${action}`,
    payload,
    headers,
    remoteAddress: options.ip,
  });
  return { status: response.statusCode, body: response.json<{ error: boolean; message?: string }>() };
}

describeEachDatabase('buyers an invoice could not name', (shop) => {
  const db = () => shop().database.db;
  let stock: StockKey;
  beforeAll(async () => {
    [stock] = (await pickSizes(db(), 1)) as [StockKey];
    await setStock(db(), stock, 20);
  });

  const stockLeft = async () =>
    (
      await db()
        .select({ qta: articoloDisponibilita.qta })
        .from(articoloDisponibilita)
        .where(eq(articoloDisponibilita.codArticolo, stock.codArticolo))
    ).map((row) => row.qta);
  const ordersOf = (email: string) => db().select().from(orders).where(eq(orders.email, email));

  it.each([
    ['its partita IVA', { partita_iva: OWN }, MESSAGES.partitaIvaOfShop],
    ['its partita IVA written with spaces', { partita_iva: `${OWN.slice(0, 5)} ${OWN.slice(5)}` }, MESSAGES.partitaIvaOfShop],
    ['its codice fiscale', { codice_fiscale: OWN }, MESSAGES.codiceFiscaleOfShop],
  ])('refuses a guest company that gives %s, and places no order', async (_name, change, message) => {
    const before = await stockLeft();
    const guest = { ...company, ...change };
    const { status, body } = await post(
      shop(),
      'confirmCart',
      { cart: cartOf([{ stock, pieces: 1 }]), cliente: guest, privacy: true },
      { ip: '10.31.0.1' },
    );
    expect(status).toBe(200);
    expect(body).toEqual({ error: true, message });
    expect(await ordersOf(company.email!)).toEqual([]);
    expect(await stockLeft()).toEqual(before);
  });

  it('refuses a foreign guest company whose EU VAT number is the shop’s own, in English too', async () => {
    const french: GuestCustomerInput = {
      ...company,
      cod_nazione_ope: 'FR',
      cap_ope: '75008',
      comune_ope: 'Paris',
      sigla_provincia_ope: 'EE',
      codice_fiscale: '00000000000',
      partita_iva: '00000000000',
      partita_iva_cee: `IT${OWN}`,
    };
    const payload = { cart: cartOf([{ stock, pieces: 1 }]), cliente: french, privacy: true };
    const { body } = await post(shop(), 'confirmCart', payload, { ip: '10.31.0.2', language: 'eng' });
    expect(body).toEqual({ error: true, message: MESSAGES_EN.partitaIvaOfShop });
    expect(await ordersOf(company.email!)).toEqual([]);
  });

  it('takes the same company with a partita IVA of its own', async () => {
    const { body } = await post(
      shop(),
      'confirmCart',
      { cart: cartOf([{ stock, pieces: 1 }]), cliente: company, privacy: true },
      { ip: '10.31.0.3' },
    );
    expect(body.error).toBe(false);
    expect(await ordersOf(company.email!)).toHaveLength(1);
  });

  it('refuses a registration with the shop’s partita IVA and stores nothing', async () => {
    const email = 'ditta.copia@example.it';
    const payload = { ...italianPrivate(email), isCompany: true, company: 'Ditta Copia S.r.l.', partitaIva: OWN, pec: 'ditta@pec.example' };
    const { body } = await post(shop(), 'createAccount', payload, { ip: '10.31.0.4' });
    expect(body).toEqual({ error: true, message: MESSAGES.partitaIvaOfShop });
    expect(await db().select().from(customers).where(eq(customers.email, email))).toEqual([]);
  });

  it('refuses an account edit that puts in the shop’s partita IVA and changes nothing', async () => {
    const token = await register(
      shop(),
      {
        ...italianPrivate('ditta.vera@example.it'),
        isCompany: true,
        company: 'Ditta Vera S.r.l.',
        partitaIva: VALID_VAT,
        pec: 'vera@pec.example',
      },
      '10.31.0.5',
    );
    const { user } = (await callAction(shop(), 'storedSession', { xtstoredsession: token })).body as { user: { id: number } };
    const before = await loadUser(db(), user.id);
    const changed = { ...user, partitaIva: OWN, company: 'Ditta Cambiata S.r.l.' };
    const { status, body } = await post(shop(), 'updateAccount', { user: changed }, { token, ip: '10.31.0.6' });
    expect(status).toBe(200);
    expect(body).toEqual({ error: true, message: MESSAGES.partitaIvaOfShop });
    expect(await loadUser(db(), user.id)).toEqual(before);

    const english = await post(
      shop(),
      'updateAccount',
      { user: { ...user, codiceFiscale: OWN } },
      { token, ip: '10.31.0.6', language: 'eng' },
    );
    expect(english.body).toEqual({ error: true, message: MESSAGES_EN.codiceFiscaleOfShop });
    expect(await loadUser(db(), user.id)).toEqual(before);
  });

  it('refuses the checkout of an account saved with the shop’s partita IVA before it was refused', async () => {
    const email = 'ditta.vecchia@example.it';
    const token = await register(
      shop(),
      { ...italianPrivate(email), isCompany: true, company: 'Ditta Vecchia S.r.l.', partitaIva: VALID_VAT, pec: 'vecchia@pec.example' },
      '10.31.0.7',
    );
    await db().update(customers).set({ partitaIva: OWN }).where(eq(customers.email, email));
    const before = await stockLeft();
    const { body } = await post(shop(), 'confirmCart', { cart: cartOf([{ stock, pieces: 1 }]) }, { token, ip: '10.31.0.8' });
    expect(body).toEqual({ error: true, message: MESSAGES.partitaIvaOfShop });
    expect(await ordersOf(email)).toEqual([]);
    expect(await stockLeft()).toEqual(before);
  });

  it('asks a customer whose account was saved before these rules to correct it before checking out', async () => {
    const email = 'cap.vecchio@example.it';
    const token = await register(shop(), italianPrivate(email), '10.31.0.9');
    const [customer] = await db().select().from(customers).where(eq(customers.email, email));
    await db().update(customerAddresses).set({ postalCode: '1' }).where(eq(customerAddresses.customerId, customer!.id));
    const before = await stockLeft();
    const { body } = await post(shop(), 'confirmCart', { cart: cartOf([{ stock, pieces: 1 }]) }, { token, ip: '10.31.0.10' });
    expect(body).toEqual({
      error: true,
      message: `Correggi i dati del tuo account prima di confermare l'ordine: ${MESSAGES.postalCodeItaly}`,
    });
    const english = await post(
      shop(),
      'confirmCart',
      { cart: cartOf([{ stock, pieces: 1 }]) },
      { token, ip: '10.31.0.10', language: 'eng' },
    );
    expect(english.body.message).toBe(`Correct your account details before confirming the order: ${MESSAGES_EN.postalCodeItaly}`);
    expect(await ordersOf(email)).toEqual([]);
    expect(await stockLeft()).toEqual(before);
  });
});
