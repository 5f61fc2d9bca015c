import { emptyCart } from '../contracts/cart';
import { shopEvents } from '../events/shop-events';
import { addToCart } from './add-to-cart';
import { cartAtom } from './cart-atoms';
import { shopStore } from './store';

const pick = { codArticolo: 'A100', codColore: '01', progSiglaTaglia: 2, prezzo: 59.9, stock: 2 };

beforeEach(() => shopStore.set(cartAtom, emptyCart()));

describe('addToCart', () => {
  it('adds one piece and the cart announces it', () => {
    expect(addToCart(pick).clamped).toBe(false);
    expect(addToCart(pick).clamped).toBe(false);
    expect(shopEvents.last('cart:changed')?.quantity).toBe(2);
    expect(shopEvents.last('cart:changed')?.cart.righe).toEqual([
      { riga_ordine_cli: 1, cod_articolo: 'A100', cod_spec_1: '01', prezzo: 59.9, qta_prog: [0, 0, 2] },
    ]);
  });

  it('stops at the stock and says so', () => {
    addToCart(pick);
    addToCart(pick);
    expect(addToCart(pick).clamped).toBe(true);
    expect(shopEvents.last('cart:changed')?.quantity).toBe(2);
  });
});
