import { count } from 'drizzle-orm';
import { customerFavourites } from '../core/db/schema';
import { describeEachDatabase, type TestShop } from '../../test/support/test-shop';
import { serverText } from '../core/http/messages';

const FAVOURITES_LOGIN_REQUIRED = serverText('ita', 'favouritesLoginRequired');

const action = (name: string) => `/Apps/WebObjects/Shop.woa/wa/AccountAction/${name}`;

async function call(shop: TestShop, name: string, payload: object, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await shop.app.inject({ method: 'POST', url: action(name), payload, headers, remoteAddress: '10.1.0.1' });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function login(shop: TestShop) {
  const { body } = await call(shop, 'login', shop.config.demo);
  return String(body.xtstoredsession);
}

const stored = async (shop: TestShop, token: string) => (await call(shop, 'storedSession', { xtstoredsession: token })).body.favorites;

async function someCodes(shop: TestShop, n: number) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/Apps/WebObjects/Shop.woa/wa/API/read',
    payload: { entity: 'Articolo', orderings: [{ key: 'id', direction: 'desc' }], pagination: { page: 1, limit: n } },
  });
  return response.json<{ records: { codArticolo: string }[] }>().records.map((r) => r.codArticolo);
}

describeEachDatabase('AccountAction/updateFavorites', (shop) => {
  it('replaces the logged-in customer list, keeps its order and survives a new session', async () => {
    const token = await login(shop());
    const codes = await someCodes(shop(), 3);
    const reversed = [...codes].reverse();
    const { status, body } = await call(shop(), 'updateFavorites', { favorites: [...reversed, reversed[0]] }, token);
    expect(status).toBe(200);
    expect(body).toEqual({ error: false, favorites: reversed });
    const other = await login(shop());
    expect(await stored(shop(), other)).toEqual(reversed);
    await call(shop(), 'updateFavorites', { favorites: [] }, token);
    expect(await stored(shop(), other)).toEqual([]);
  });

  it('refuses a visitor with the favourites message and writes nothing', async () => {
    const [before] = await shop().database.db.select({ n: count() }).from(customerFavourites);
    const { status, body } = await call(shop(), 'updateFavorites', { favorites: await someCodes(shop(), 1) });
    expect(status).toBe(401);
    expect(body.message).toBe(FAVOURITES_LOGIN_REQUIRED);
    const expired = await call(shop(), 'updateFavorites', { favorites: [] }, 'x'.repeat(43));
    expect(expired.status).toBe(401);
    const [after] = await shop().database.db.select({ n: count() }).from(customerFavourites);
    expect(after).toEqual(before);
  });

  it.each([
    [{ favorites: ['NON-ESISTE'] }, 'Articoli sconosciuti: NON-ESISTE'],
    [{ favorites: 'MG000001' }, 'favorites'],
    [{ favorites: [''] }, 'favorites'],
    [{ favorites: [], extra: 1 }, 'extra'],
  ])('refuses %j with a 400 and keeps the list', async (payload, expected) => {
    const token = await login(shop());
    const codes = await someCodes(shop(), 2);
    await call(shop(), 'updateFavorites', { favorites: codes }, token);
    const { status, body } = await call(shop(), 'updateFavorites', payload, token);
    expect(status).toBe(400);
    expect(String(body.message)).toContain(expected);
    expect(await stored(shop(), token)).toEqual(codes);
  });
});
