import { eq } from 'drizzle-orm';
import { articoloDisponibilita, cartRows, carts, customers, newsletterSubscriptions, orders } from '../core/db/schema';
import { callAction, foreignCompany, italianPrivate, register } from '../../test/support/account-fixtures';
import { describeEachDatabase, type TestShop } from '../../test/support/test-shop';
import { serverText } from '../core/http/messages';

const ACCOUNT_UPDATED = serverText('ita', 'accountUpdated');
const FISCAL_COUNTRY_FIXED = serverText('ita', 'fiscalCountryFixed');

const read = (shop: TestShop, token: string | undefined, body: object) =>
  shop.app.inject({
    method: 'POST',
    url: '/Apps/WebObjects/Shop.woa/wa/API/read',
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function sessionUser(shop: TestShop, token: string) {
  return (await callAction(shop, 'storedSession', { xtstoredsession: token })).body;
}

describeEachDatabase('account actions', (shop) => {
  let marco = '';
  let anna = '';
  beforeAll(async () => {
    marco = await register(shop(), italianPrivate('marco@example.it'));
    anna = await register(shop(), foreignCompany('anna@example.de'));
  });

  it('saves the own account, normalised, and answers Account aggiornato', async () => {
    const { user } = await sessionUser(shop(), marco);
    const changed = {
      ...(user as object),
      name: 'Marcello',
      pec: 'marco@pec.example',
      partitaIva: '12345670017',
      differentShipping: false,
      billing: { name: 'X', surname: 'Y', address: 'Via Z 1', postalCode: '1', town: 'T', state: 'TO', country: 'IT', phone: '1' },
      destination: { ...(user as { destination: object }).destination, town: 'Ostia', state: 'rm' },
    };
    const { status, body } = await callAction(shop(), 'updateAccount', { user: changed }, { token: marco });
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: false, message: ACCOUNT_UPDATED, xtstoredsession: marco });
    expect((await sessionUser(shop(), marco)).user).toMatchObject({
      name: 'Marcello',
      company: 'Marcello Rossi',
      pec: '',
      partitaIva: '',
      codiceDestinatario: '0000000',
      billing: null,
      destination: { town: 'Ostia', state: 'RM' },
    });
  });

  it('follows the newsletter choice of the account', async () => {
    const { user } = await sessionUser(shop(), anna);
    await callAction(shop(), 'updateAccount', { user: { ...(user as object), newsletter: true } }, { token: anna });
    const rows = () =>
      shop().database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'anna@example.de'));
    expect((await rows())[0]?.unsubscribedAt).toBeNull();
    await callAction(shop(), 'updateAccount', { user: { ...(user as object), newsletter: false } }, { token: anna });
    expect((await rows())[0]?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await sessionUser(shop(), anna)).user).toMatchObject({ newsletter: false });
  });

  it('never changes the email, the registration type or another customer, whatever the body says', async () => {
    const annaBefore = (await sessionUser(shop(), anna)).user as { id: number };
    const { user } = await sessionUser(shop(), marco);
    const sneaky = {
      ...(user as object),
      id: annaBefore.id,
      email: 'anna@example.de',
      isCompany: true,
      partitaIva: '12345670017',
      name: 'Intruso',
    };
    const { body } = await callAction(shop(), 'updateAccount', { user: sneaky }, { token: marco });
    expect(body.error).toBe(false);
    expect((await sessionUser(shop(), marco)).user).toMatchObject({ email: 'marco@example.it', isCompany: false, name: 'Intruso' });
    expect((await sessionUser(shop(), anna)).user).toEqual(annaBefore);
  });

  it('refuses a visitor, a bad body and a changed billing country, changing nothing', async () => {
    const { user } = await sessionUser(shop(), anna);
    const visitor = await callAction(shop(), 'updateAccount', { user });
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('Devi effettuare il login per accedere a questa pagina');

    const noName = await callAction(shop(), 'updateAccount', { user: { ...(user as object), name: '' } }, { token: anna });
    expect(noName.status).toBe(400);
    expect(String(noName.body.message)).toContain('Il campo Nome è obbligatorio');

    const destination = (user as { destination: object }).destination;
    const moved = await callAction(
      shop(),
      'updateAccount',
      { user: { ...(user as object), destination: { ...destination, country: 'FR' } } },
      { token: anna },
    );
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe(FISCAL_COUNTRY_FIXED);
    expect((await sessionUser(shop(), anna)).user).toEqual(user);
  });

  it('lets the shipping country change once billing is separate', async () => {
    const { user } = await sessionUser(shop(), anna);
    const destination = (user as { destination: Record<string, string> }).destination;
    const payload = {
      ...(user as object),
      differentShipping: true,
      billing: { ...destination, name: 'Anna', surname: 'Schmidt' },
      destination: { ...destination, address: 'Rue de Rivoli 10', postalCode: '75001', town: 'Paris', country: 'FR' },
    };
    const { body } = await callAction(shop(), 'updateAccount', { user: payload }, { token: anna });
    expect(body.error).toBe(false);
    expect((await sessionUser(shop(), anna)).user).toMatchObject({
      destination: { country: 'FR', state: 'EE', town: 'Paris' },
      billing: { country: 'DE', town: 'Berlin' },
    });
  });

  it('stores the cart capped at stock, gives it back with the session, and clears it with an empty object', async () => {
    const [stock] = await shop().database.db.select().from(articoloDisponibilita).where(eq(articoloDisponibilita.qta, 3)).limit(1);
    if (!stock) throw new Error('seed has no size with 3 pieces');
    const qta = Array.from({ length: stock.progSiglaTaglia + 1 }, () => 0);
    qta[stock.progSiglaTaglia] = 9;
    const cart = {
      righe: [
        { riga_ordine_cli: 1, cod_articolo: stock.codArticolo, cod_spec_1: stock.codColore, prezzo: 10, qta_prog: qta },
        { riga_ordine_cli: 2, cod_articolo: 'NON-ESISTE', cod_spec_1: '01', prezzo: 1, qta_prog: [0, 2] },
      ],
      imp_spese_trasp: 0,
      regalo: true,
    };
    const saved = await callAction(shop(), 'updateCart', { cart }, { token: marco });
    expect(saved.status).toBe(200);
    const expected = { ...cart, righe: [{ ...cart.righe[0], qta_prog: qta.map((q) => Math.min(q, 3)) }] };
    expect(saved.body).toEqual({ error: false, cart: expected });
    expect((await sessionUser(shop(), marco)).cart).toEqual(expected);
    expect((await sessionUser(shop(), anna)).cart).toBeNull();

    // Saves of one cart at once (two tabs, a double click) all succeed and leave one cart.
    const together = await Promise.all(Array.from({ length: 6 }, () => callAction(shop(), 'updateCart', { cart }, { token: marco })));
    expect(together.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await sessionUser(shop(), marco)).cart).toEqual(expected);

    const cleared = await callAction(shop(), 'updateCart', { cart: {} }, { token: marco });
    expect(cleared.body.error).toBe(false);
    expect((await sessionUser(shop(), marco)).cart).toBeNull();
  });

  it('refuses a cart from a visitor or with a bad body', async () => {
    const before = await shop().database.db.select().from(cartRows);
    const visitor = await callAction(shop(), 'updateCart', { cart: {} });
    expect(visitor.status).toBe(401);
    const bad = await callAction(shop(), 'updateCart', { cart: { righe: [{ cod_articolo: 'X' }] } }, { token: anna });
    expect(bad.status).toBe(400);
    const negative = await callAction(
      shop(),
      'updateCart',
      { cart: { righe: [{ riga_ordine_cli: 1, cod_articolo: 'A', cod_spec_1: 'B', prezzo: -1, qta_prog: [0, 1] }] } },
      { token: anna },
    );
    expect(negative.status).toBe(400);
    expect(await shop().database.db.select().from(cartRows)).toEqual(before);
    const annaId = ((await sessionUser(shop(), anna)).user as { id: number }).id;
    expect(await shop().database.db.select().from(carts).where(eq(carts.customerId, annaId))).toHaveLength(0);
  });

  it("reads only the session's own orders, whatever idXTCustomer says", async () => {
    const db = shop().database.db;
    const [demo] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, shop().config.demo.email));
    const annaId = ((await sessionUser(shop(), anna)).user as { id: number }).id;
    await db.insert(orders).values({ orderId: 'SHOP-ANNA-1', customerId: annaId, status: 'Open', totalCents: 5000 });

    const annaOrders = await read(shop(), anna, { entity: 'Order', expression: { idXTCustomer: demo?.id } });
    expect(annaOrders.statusCode).toBe(200);
    expect(annaOrders.json<{ records: { orderId: string }[] }>().records.map((o) => o.orderId)).toEqual(['SHOP-ANNA-1']);

    const marcoOrders = await read(shop(), marco, { entity: 'Order', expression: { idXTCustomer: annaId } });
    expect(marcoOrders.json<{ records: unknown[] }>().records).toEqual([]);

    const visitor = await read(shop(), undefined, { entity: 'Order', expression: { idXTCustomer: annaId } });
    expect(visitor.statusCode).toBe(401);
  });
});
