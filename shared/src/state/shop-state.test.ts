import type { User } from '../contracts/account';
import { emptyCart, type Cart } from '../contracts/cart';
import { on } from '../events/shop-events';
import { cartAtom, cartQuantityAtom } from './cart-atoms';
import { countryAtom, customerAtom, languageAtom } from './preference-atoms';
import { endSessionAtom, favouritesAtom, sessionAtom, sessionTokenAtom, startSessionAtom } from './session-atoms';
import { shopStore } from './store';

const cart: Cart = {
  righe: [
    { riga_ordine_cli: 1, cod_articolo: 'A100', cod_spec_1: '01', prezzo: 59.9, qta_prog: [0, 1, 2] },
    { riga_ordine_cli: 2, cod_articolo: 'B200', cod_spec_1: '07', prezzo: 120, qta_prog: [0, 0, 0, 3] },
  ],
  imp_spese_trasp: 0,
  regalo: false,
};

const user = {
  email: 'demo@shop.test',
  name: 'Giulia',
  surname: 'Rossi',
} as User;

beforeEach(() => {
  shopStore.set(endSessionAtom);
  shopStore.set(languageAtom, 'ita');
  shopStore.set(customerAtom, null);
  localStorage.clear();
});

describe('shop state', () => {
  it('keeps each value under its SPEC localStorage key', () => {
    shopStore.set(cartAtom, cart);
    shopStore.set(languageAtom, 'eng');
    shopStore.set(countryAtom, 'FR');
    shopStore.set(sessionTokenAtom, 'token-123');

    expect(JSON.parse(localStorage.getItem('cart-1.0.1') ?? 'null')).toEqual(cart);
    expect(JSON.parse(localStorage.getItem('languageCode') ?? 'null')).toBe('eng');
    expect(JSON.parse(localStorage.getItem('countryCode') ?? 'null')).toBe('FR');
    expect(JSON.parse(localStorage.getItem('xtstoredsession') ?? 'null')).toBe('token-123');
  });

  it('counts the pieces in the cart, ignoring qta_prog index 0', () => {
    shopStore.set(cartAtom, cart);
    expect(shopStore.get(cartQuantityAtom)).toBe(6);
  });

  it('announces changes on the bus, with the cart quantity', () => {
    const heard: number[] = [];
    const off = on('cart:changed', ({ quantity }) => heard.push(quantity));
    shopStore.set(cartAtom, cart);
    off();
    expect(heard).toEqual([0, 6]);
  });

  it('is logged in once a session has a token and a user, and logout clears token, cart and country', () => {
    const sessions: boolean[] = [];
    const off = on('session:changed', ({ loggedIn }) => sessions.push(loggedIn));
    shopStore.set(cartAtom, cart);
    shopStore.set(startSessionAtom, { token: 'token-123', user, favourites: ['A100'], country: 'DE' });
    expect(shopStore.get(sessionAtom)).toMatchObject({ loggedIn: true, user });
    expect(shopStore.get(favouritesAtom)).toEqual(['A100']);
    expect(shopStore.get(countryAtom)).toBe('DE');

    shopStore.set(endSessionAtom);
    off();
    expect(shopStore.get(sessionAtom).loggedIn).toBe(false);
    expect(shopStore.get(cartQuantityAtom)).toBe(0);
    expect(shopStore.get(countryAtom)).toBe('IT');
    expect(localStorage.getItem('xtstoredsession')).toBeNull();
    expect(sessions).toContain(true);
    expect(sessions[sessions.length - 1]).toBe(false);
  });

  it('takes a cart changed in another tab and tells the bus', () => {
    const heard: number[] = [];
    const off = on('cart:changed', ({ quantity }) => heard.push(quantity));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart-1.0.1', newValue: JSON.stringify(cart) }));
    off();
    expect(shopStore.get(cartAtom)).toEqual(cart);
    expect(heard[heard.length - 1]).toBe(6);
  });

  it('follows the language and the country changed in another tab', () => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'languageCode', newValue: JSON.stringify('eng') }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'countryCode', newValue: JSON.stringify('FR') }));
    expect(shopStore.get(languageAtom)).toBe('eng');
    expect(shopStore.get(countryAtom)).toBe('FR');
  });

  it('starts from what the browser kept, and announces it for remotes that load later', async () => {
    localStorage.setItem('languageCode', JSON.stringify('eng'));
    localStorage.setItem('cart-1.0.1', '{"righe": [broken');
    localStorage.setItem('xtstoredsession', JSON.stringify('token-123'));
    await jest.isolateModulesAsync(async () => {
      const { shopStore: freshStore } = await import('./store');
      const atoms = await import('./preference-atoms');
      const { cartQuantityAtom: quantity } = await import('./cart-atoms');
      const { shopEvents } = await import('../events/shop-events');
      expect(freshStore.get(atoms.languageAtom)).toBe('eng');
      expect(freshStore.get(quantity)).toBe(0);
      expect(shopEvents.last('cart:changed')).toEqual({ cart: emptyCart(), quantity: 0 });
      expect(shopEvents.last('session:changed')).toEqual({ loggedIn: false, user: null, restoring: true });
      expect(shopEvents.last('favourites:changed')).toEqual({ favourites: [] });
    });
  });
});
