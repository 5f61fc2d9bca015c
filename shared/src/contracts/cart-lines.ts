import { MAX_SIZE_PROG, type Cart, type CartLine } from './cart';

/** One size of one colour of an article, with what is in stock for it. */
export interface CartPick {
  codArticolo: string;
  codColore: string;
  progSiglaTaglia: number;
  /** Unit price shown now; the server re-prices at checkout. */
  prezzo: number;
  /** Pieces in stock for this colour and size. */
  stock: number;
}

/** What a cart change did: `clamped` when stock allowed fewer pieces than asked. */
export interface CartChange {
  cart: Cart;
  clamped: boolean;
}

const sameLine = (line: CartLine, codArticolo: string, codColore: string) =>
  line.cod_articolo === codArticolo && line.cod_spec_1 === codColore;

const nextRowNumber = (cart: Cart) => cart.righe.reduce((max, line) => Math.max(max, line.riga_ordine_cli), 0) + 1;

/** qta_prog long enough to address `prog`, index 0 kept at 0. */
function widen(quantities: readonly number[], prog: number): number[] {
  const next = [...quantities];
  while (next.length <= prog) next.push(0);
  next[0] = 0;
  return next;
}

/**
 * Sets the pieces of one size of a line to `quantity`, capped at stock. The line is created when
 * missing and dropped once every size reaches zero (SPEC section 4, Cart).
 */
export function setPieces(cart: Cart, pick: CartPick, quantity: number): CartChange {
  if (pick.progSiglaTaglia < 1 || pick.progSiglaTaglia > MAX_SIZE_PROG) return { cart, clamped: false };
  const wanted = Math.max(0, Math.floor(quantity));
  const allowed = Math.min(wanted, Math.max(0, pick.stock));
  const existing = cart.righe.find((line) => sameLine(line, pick.codArticolo, pick.codColore));
  if (!existing && allowed === 0) return { cart, clamped: wanted > 0 };
  const line: CartLine = existing ?? {
    riga_ordine_cli: nextRowNumber(cart),
    cod_articolo: pick.codArticolo,
    cod_spec_1: pick.codColore,
    prezzo: pick.prezzo,
    qta_prog: [0, 0],
  };
  const quantities = widen(line.qta_prog, pick.progSiglaTaglia);
  quantities[pick.progSiglaTaglia] = allowed;
  const updated: CartLine = { ...line, prezzo: pick.prezzo, qta_prog: quantities };
  const empty = quantities.every((q) => q === 0);
  const righe = existing ? cart.righe.flatMap((l) => (l === existing ? (empty ? [] : [updated]) : [l])) : [...cart.righe, updated];
  return { cart: { ...cart, righe }, clamped: allowed < wanted };
}

/** Pieces of one size already in the cart. */
export function piecesOf(cart: Cart, codArticolo: string, codColore: string, prog: number): number {
  const line = cart.righe.find((l) => sameLine(l, codArticolo, codColore));
  return line?.qta_prog[prog] ?? 0;
}

/** Adds `count` pieces (default one) of a size, capped at stock. */
export const addPieces = (cart: Cart, pick: CartPick, count = 1): CartChange =>
  setPieces(cart, pick, piecesOf(cart, pick.codArticolo, pick.codColore, pick.progSiglaTaglia) + count);

/** Removes a whole line (every size of one colour of an article). */
export const removeLine = (cart: Cart, rigaOrdineCli: number): Cart => ({
  ...cart,
  righe: cart.righe.filter((line) => line.riga_ordine_cli !== rigaOrdineCli),
});

/** Pieces in stock of one size of one colour of an article. */
export type StockOf = (codArticolo: string, codColore: string, progSiglaTaglia: number) => number;

/** Most pieces a line may hold for one size (the contract's limit). */
const MAX_PIECES = 999;

/** Every size of `source` added piece by piece onto `target`, capped at `stockOf` (or the contract limit). */
function addAll(target: Cart, source: Cart, stockOf: StockOf): Cart {
  let cart = target;
  for (const line of source.righe) {
    line.qta_prog.forEach((quantity, prog) => {
      if (prog === 0 || !quantity) return;
      const pick = {
        codArticolo: line.cod_articolo,
        codColore: line.cod_spec_1,
        progSiglaTaglia: prog,
        prezzo: line.prezzo,
        stock: Math.min(MAX_PIECES, stockOf(line.cod_articolo, line.cod_spec_1, prog)),
      };
      cart = addPieces(cart, pick, quantity).cart;
    });
  }
  return cart;
}

/**
 * The cart a visitor brings to a login, merged into the customer's saved cart: no line of either
 * is lost, pieces of the same size add up (the server caps them at stock when it stores them).
 */
export function mergeCarts(local: Cart, saved: Cart): Cart {
  const merged = addAll({ ...saved, righe: [] }, saved, () => MAX_PIECES);
  return { ...addAll(merged, local, () => MAX_PIECES), regalo: local.regalo || saved.regalo };
}

/** The same cart with every size capped at stock; a line with nothing left in stock is dropped. */
export function capAtStock(cart: Cart, stockOf: StockOf): Cart {
  return addAll({ ...cart, righe: [] }, cart, stockOf);
}
