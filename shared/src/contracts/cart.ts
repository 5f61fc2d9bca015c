import { z } from 'zod';
import { sumCents, toCents, type Cents } from '../money/money';
import { codeSchema, euroAmountSchema } from './common';

/** Largest size sequence a line can address (numeric tables run to about ten sizes). */
export const MAX_SIZE_PROG = 20;
export const CART_STORAGE_KEY = 'cart-1.0.1';

/**
 * Cart line. qta_prog holds quantities by size sequence: index n is the size with
 * progSiglaTaglia n, index 0 is unused (0 or null).
 */
export const cartLineSchema = z.object({
  riga_ordine_cli: z.number().int().min(1).max(999),
  cod_articolo: codeSchema,
  /** Colour code. */
  cod_spec_1: codeSchema,
  /** Unit price shown to the shopper, decimal euro (SPEC); the server recomputes it. */
  prezzo: euroAmountSchema(100_000),
  qta_prog: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(999)
        .nullable()
        .transform((v) => v ?? 0),
    )
    .min(2)
    .max(MAX_SIZE_PROG + 1)
    .refine((quantities) => quantities[0] === 0, 'qta_prog[0] non è usato e deve essere 0'),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  righe: z.array(cartLineSchema).max(100),
  /** Shipping amount, decimal euro (SPEC). */
  imp_spese_trasp: euroAmountSchema(10_000).default(0),
  /** Gift option. */
  regalo: z.boolean().default(false),
});
export type Cart = z.infer<typeof cartSchema>;
export type CartInput = z.input<typeof cartSchema>;

export const emptyCart = (): Cart => ({ righe: [], imp_spese_trasp: 0, regalo: false });

export const linePieces = (line: Pick<CartLine, 'qta_prog'>): number =>
  line.qta_prog.reduce<number>((sum, qta, index) => (index === 0 ? sum : sum + (qta ?? 0)), 0);

/** Total piece count (the cart badge). */
export const cartPieces = (cart: Pick<Cart, 'righe'>): number => cart.righe.reduce((sum, line) => sum + linePieces(line), 0);

/** Sum of price x quantity per line, in cents. */
export const cartSubtotalCents = (cart: Pick<Cart, 'righe'>): Cents =>
  sumCents(cart.righe.map((line) => toCents(line.prezzo) * linePieces(line)));

/** Total = lines plus shipping, in cents. */
export const cartTotalCents = (cart: Pick<Cart, 'righe' | 'imp_spese_trasp'>): Cents =>
  cartSubtotalCents(cart) + toCents(cart.imp_spese_trasp);
