import { emptyCart, cartPieces } from './cart';
import { addPieces, piecesOf, removeLine, setPieces, type CartPick } from './cart-lines';

const pick = (over: Partial<CartPick> = {}): CartPick => ({
  codArticolo: 'ABITO01',
  codColore: 'NERO',
  progSiglaTaglia: 3,
  prezzo: 89.9,
  stock: 2,
  ...over,
});

describe('cart lines', () => {
  it('creates a line with index 0 unused and the size at its sequence', () => {
    const { cart, clamped } = addPieces(emptyCart(), pick());
    expect(clamped).toBe(false);
    expect(cart.righe).toEqual([{ riga_ordine_cli: 1, cod_articolo: 'ABITO01', cod_spec_1: 'NERO', prezzo: 89.9, qta_prog: [0, 0, 0, 1] }]);
  });

  it('keeps two sizes of one colour on one line and another colour on its own line', () => {
    let cart = addPieces(emptyCart(), pick()).cart;
    cart = addPieces(cart, pick({ progSiglaTaglia: 1 })).cart;
    cart = addPieces(cart, pick({ codColore: 'ROSSO' })).cart;
    expect(cart.righe.map((l) => [l.riga_ordine_cli, l.cod_spec_1, l.qta_prog])).toEqual([
      [1, 'NERO', [0, 1, 0, 1]],
      [2, 'ROSSO', [0, 0, 0, 1]],
    ]);
    expect(cartPieces(cart)).toBe(3);
  });

  it('caps quantities at stock and says so', () => {
    let change = addPieces(emptyCart(), pick(), 2);
    expect(change.clamped).toBe(false);
    change = addPieces(change.cart, pick());
    expect(change.clamped).toBe(true);
    expect(piecesOf(change.cart, 'ABITO01', 'NERO', 3)).toBe(2);
    expect(addPieces(emptyCart(), pick({ stock: 0 }))).toEqual({ cart: emptyCart(), clamped: true });
  });

  it('drops a line once every size is zero, and removes a line by its number', () => {
    const one = addPieces(emptyCart(), pick()).cart;
    expect(setPieces(one, pick(), 0).cart.righe).toEqual([]);
    const two = addPieces(one, pick({ codArticolo: 'GONNA02' })).cart;
    expect(removeLine(two, 1).righe.map((l) => l.cod_articolo)).toEqual(['GONNA02']);
  });

  it('ignores a size sequence outside the table', () => {
    const cart = emptyCart();
    expect(setPieces(cart, pick({ progSiglaTaglia: 0 }), 1).cart).toBe(cart);
    expect(setPieces(cart, pick({ progSiglaTaglia: 99 }), 1).cart).toBe(cart);
  });
});
