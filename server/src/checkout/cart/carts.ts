import { centsToEuro, decimalString, toCents } from '@shop/shared/money';
import { capAtStock, emptyCart, type Cart } from '@shop/shared/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { articoloDisponibilita, cartRows, carts } from '../../core/db/schema';

const stockKey = (codArticolo: string, codColore: string, prog: number) => `${codArticolo}|${codColore}|${prog}`;

/** The cart with every size capped at the stock the database holds now. */
export async function capCartAtStock(db: Db, cart: Cart): Promise<Cart> {
  const codes = [...new Set(cart.righe.map((line) => line.cod_articolo))];
  if (codes.length === 0) return { ...cart, righe: [] };
  const rows = await db
    .select({
      codArticolo: articoloDisponibilita.codArticolo,
      codColore: articoloDisponibilita.codColore,
      prog: articoloDisponibilita.progSiglaTaglia,
      qta: articoloDisponibilita.qta,
    })
    .from(articoloDisponibilita)
    .where(inArray(articoloDisponibilita.codArticolo, codes));
  const stock = new Map(rows.map((row) => [stockKey(row.codArticolo, row.codColore, row.prog), row.qta]));
  return capAtStock(cart, (codArticolo, codColore, prog) => stock.get(stockKey(codArticolo, codColore, prog)) ?? 0);
}

/** The customer's saved cart, or null when none is stored. */
export async function loadCart(db: Db, customerId: number): Promise<Cart | null> {
  const [head] = await db.select().from(carts).where(eq(carts.customerId, customerId)).limit(1);
  if (!head) return null;
  const rows = await db.select().from(cartRows).where(eq(cartRows.cartId, head.id)).orderBy(asc(cartRows.rigaOrdineCli));
  return {
    ...emptyCart(),
    imp_spese_trasp: centsToEuro(toCents(head.impSpeseTrasp)),
    regalo: head.regalo,
    righe: rows.map((row) => ({
      riga_ordine_cli: row.rigaOrdineCli,
      cod_articolo: row.codArticolo,
      cod_spec_1: row.codColore,
      prezzo: centsToEuro(toCents(row.prezzo)),
      qta_prog: row.qtaProg,
    })),
  };
}

/** Replaces the customer's saved cart; an empty cart removes it. */
/** Arbitrary constant naming the advisory locks that serialise one customer's cart saves. */
const CART_LOCK = 7_341_206;

export async function saveCart(db: Db, customerId: number, cart: Cart): Promise<void> {
  await db.transaction(async (tx) => {
    // Two saves of one customer's cart at once (two tabs, a double click) take turns, so the
    // second does not trip over the cart the first is writing.
    await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK}, ${customerId})`);
    await tx.delete(carts).where(eq(carts.customerId, customerId));
    if (cart.righe.length === 0) return;
    const [head] = await tx
      .insert(carts)
      .values({ customerId, impSpeseTrasp: decimalString(toCents(cart.imp_spese_trasp)), regalo: cart.regalo })
      .returning({ id: carts.id });
    if (!head) throw new Error('cart not stored');
    await tx.insert(cartRows).values(
      cart.righe.map((line) => ({
        cartId: head.id,
        rigaOrdineCli: line.riga_ordine_cli,
        codArticolo: line.cod_articolo,
        codColore: line.cod_spec_1,
        prezzo: decimalString(toCents(line.prezzo)),
        qtaProg: line.qta_prog,
      })),
    );
  });
}
