import { emptyCart, cartPieces } from './cart';
import { addPieces, capAtStock, mergeCarts, piecesOf, removeLine, setPieces, type CartPick } from './cart-lines';

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

describe('mergeCarts and capAtStock', () => {
  const line = (row: number, code: string, colour: string, qta: number[]) => ({
    riga_ordine_cli: row,
    cod_articolo: code,
    cod_spec_1: colour,
    prezzo: 20,
    qta_prog: qta,
  });
  const cartOf = (...righe: ReturnType<typeof line>[]) => ({ righe, imp_spese_trasp: 0, regalo: false });

  it('keeps every line of both carts and adds up the same size', () => {
    const saved = cartOf(line(1, 'A', '01', [0, 1, 0]), line(2, 'B', '02', [0, 0, 2]));
    const local = cartOf(line(1, 'A', '01', [0, 2, 1]), line(2, 'C', '03', [0, 1]));
    const merged = mergeCarts(local, saved);
    expect(merged.righe.map((l) => [l.cod_articolo, l.cod_spec_1, l.qta_prog])).toEqual([
      ['A', '01', [0, 3, 1]],
      ['B', '02', [0, 0, 2]],
      ['C', '03', [0, 1]],
    ]);
    expect(merged.righe.map((l) => l.riga_ordine_cli)).toEqual([1, 2, 3]);
  });

  it('caps each size at stock and drops what is sold out', () => {
    const cart = cartOf(line(4, 'A', '01', [0, 5, 1]), line(9, 'B', '02', [0, 2]));
    const stock = (code: string, _colour: string, prog: number) => (code === 'A' ? (prog === 1 ? 2 : 4) : 0);
    expect(capAtStock(cart, stock).righe).toEqual([line(1, 'A', '01', [0, 2, 1])]);
  });
});
