import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client';
import { articoloDisponibilita } from '../../core/db/schema';
import { announceCatalogueChange } from '../../core/changes';
import { inStockOrder } from './stock-order';

/**
 * Pieces of one colour and size of an article. Every write to the shop's stock goes through this
 * folder: pieces taken by a checkout or a late payment, given back by an expiry, a cancellation or a
 * return, set by the staff (article-stock.ts). Each write runs in the shop's one lock order.
 */
export interface Pieces {
  codArticolo: string;
  codColore: string;
  progSiglaTaglia: number;
  quantity: number;
}

const stockRow = (pieces: Pieces) =>
  and(
    eq(articoloDisponibilita.codArticolo, pieces.codArticolo),
    eq(articoloDisponibilita.codColore, pieces.codColore),
    eq(articoloDisponibilita.progSiglaTaglia, pieces.progSiglaTaglia),
  );

/**
 * Takes the pieces from stock, in the lock order, each only while enough are there (a conditional
 * update, never a read then a write). Answers the first row that was short, or null when every row
 * was taken: on a short row the caller's transaction (or savepoint) must roll back what was taken.
 */
export async function takePieces<T extends Pieces>(tx: Tx, pieces: T[]): Promise<T | null> {
  for (const row of inStockOrder(pieces)) {
    const taken = await tx
      .update(articoloDisponibilita)
      .set({ qta: sql`${articoloDisponibilita.qta} - ${row.quantity}` })
      .where(and(stockRow(row), gte(articoloDisponibilita.qta, row.quantity)))
      .returning({ qta: articoloDisponibilita.qta });
    if (taken.length === 0) return row;
  }
  return null;
}

/** Gives the pieces back to stock, in the lock order; answers the articles whose stock changed. */
export async function givePieces(tx: Tx, pieces: Pieces[]): Promise<string[]> {
  for (const row of inStockOrder(pieces)) {
    await tx
      .update(articoloDisponibilita)
      .set({ qta: sql`${articoloDisponibilita.qta} + ${row.quantity}` })
      .where(stockRow(row));
  }
  return [...new Set(pieces.map((row) => row.codArticolo))];
}

/** After the commit: cached lists and details must show the stock given back or taken again at once. */
export function announceStockChanged(db: Db, codes: string[]): void {
  if (codes.length) announceCatalogueChange({ kind: 'disponibilita', codArticoli: [...new Set(codes)] }, db);
}
