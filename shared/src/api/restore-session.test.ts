import { cartAtom } from '../state/cart-atoms';
import { favouritesAtom, sessionAtom, sessionTokenAtom } from '../state/session-atoms';
import { shopStore } from '../state/store';
import { restoreSession } from './restore-session';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const reply = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }) as Response;

const user = {
  email: 'demo@shop.test',
  name: 'Giulia',
  surname: 'Rossi',
  destination: { name: 'Giulia', surname: 'Rossi', address: 'Via Roma 1', postalCode: '20121', town: 'Milano', state: 'MI', country: 'IT' },
};
const token = 'a-stored-session-token-0123456789';
const cart = {
  righe: [{ riga_ordine_cli: 1, cod_articolo: 'A100', cod_spec_1: '01', prezzo: 10, qta_prog: [0, 1] }],
  imp_spese_trasp: 0,
  regalo: false,
};

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  shopStore.set(sessionTokenAtom, token);
  shopStore.set(cartAtom, cart);
});

describe('restoreSession', () => {
  it('brings back the user and favourites of a valid token', async () => {
    fetchMock.mockResolvedValue(reply(200, { error: false, user, favorites: ['A100'], xtcountrycode: 'IT' }));
    await restoreSession();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ xtstoredsession: token });
    expect(shopStore.get(sessionAtom)).toMatchObject({ loggedIn: true, user: { email: 'demo@shop.test' } });
    expect(shopStore.get(favouritesAtom)).toEqual(['A100']);
  });

  it('forgets a refused token but keeps the cart', async () => {
    fetchMock.mockResolvedValue(reply(200, { error: true, message: 'Sessione scaduta', user: null, favorites: [] }));
    await restoreSession();
    expect(shopStore.get(sessionTokenAtom)).toBeNull();
    expect(shopStore.get(cartAtom)).toEqual(cart);
  });

  it('keeps the token when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await restoreSession();
    expect(shopStore.get(sessionTokenAtom)).toBe(token);
    expect(shopStore.get(sessionAtom).loggedIn).toBe(false);
  });
});
