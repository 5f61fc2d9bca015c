import type { User } from '../contracts/account';
import { shopEvents } from '../events/shop-events';
import { cartAtom } from '../state/cart-atoms';
import { startSessionAtom } from '../state/session-atoms';
import { shopStore } from '../state/store';
import { logOut } from './log-out';

const token = 'a-stored-session-token-0123456789';
const user = { email: 'demo@shop.test', name: 'Giulia' } as User;

describe('logOut', () => {
  it('tells the server with the session, and the session, cart and favourites announce their end', () => {
    const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    fetchMock.mockResolvedValue({ ok: true, status: 200, text: async () => '{"error":false}' } as Response);
    globalThis.fetch = fetchMock;
    shopStore.set(startSessionAtom, { token, user, favourites: ['A100'] });
    shopStore.set(cartAtom, {
      righe: [{ riga_ordine_cli: 1, cod_articolo: 'A100', cod_spec_1: '01', prezzo: 10, qta_prog: [0, 1] }],
      imp_spese_trasp: 0,
      regalo: false,
    });

    logOut();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/AccountAction\/logout$/);
    expect(init?.headers).toMatchObject({ authorization: `Bearer ${token}` });
    expect(shopEvents.last('session:changed')).toEqual({ loggedIn: false, user: null, restoring: false });
    expect(shopEvents.last('cart:changed')?.quantity).toBe(0);
    expect(shopEvents.last('favourites:changed')).toEqual({ favourites: [] });
  });
});
