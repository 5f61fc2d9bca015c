import { cartPieces, cartSchema, cartSubtotalCents, cartTotalCents } from './cart';

describe('cart', () => {
  const cart = cartSchema.parse({
    righe: [
      { riga_ordine_cli: 1, cod_articolo: 'MG000001', cod_spec_1: 'NER', prezzo: 89.9, qta_prog: [null, 1, 2, 0] },
      { riga_ordine_cli: 2, cod_articolo: 'PA000002', cod_spec_1: 'BLN', prezzo: 129, qta_prog: [0, 0, 1] },
    ],
    imp_spese_trasp: 7.5,
  });

  it('counts pieces by size and keeps index 0 unused', () => {
    expect(cart.righe[0]?.qta_prog).toEqual([0, 1, 2, 0]);
    expect(cartPieces(cart)).toBe(4);
  });

  it('totals lines plus shipping in cents', () => {
    expect(cartSubtotalCents(cart)).toBe(39_870);
    expect(cartTotalCents(cart)).toBe(40_620);
    expect(cart.regalo).toBe(false);
  });

  it('refuses a price that is not a whole number of cents', () => {
    const line = { riga_ordine_cli: 1, cod_articolo: 'A', cod_spec_1: 'B', qta_prog: [0, 1] };
    expect(cartSchema.safeParse({ righe: [{ ...line, prezzo: 29.155 }] }).success).toBe(false);
    expect(cartSchema.safeParse({ righe: [{ ...line, prezzo: 29.15 }] }).success).toBe(true);
  });

  it('rejects a quantity at index 0 and negative quantities', () => {
    const line = { riga_ordine_cli: 1, cod_articolo: 'A', cod_spec_1: 'B', prezzo: 1 };
    expect(cartSchema.safeParse({ righe: [{ ...line, qta_prog: [1, 1] }] }).success).toBe(false);
    expect(cartSchema.safeParse({ righe: [{ ...line, qta_prog: [0, -1] }] }).success).toBe(false);
  });
});
