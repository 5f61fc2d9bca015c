import type { LanguageCode, StockRow, StockWrite } from '@shop/shared/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { articolo, articoloDisponibilita, backofficeAudit, colore, tabellaTaglia } from '../../core/db/schema';
import { announceStockChanged } from './pieces';
import { queueRestockMails } from './restock-notices';
import { inStockOrder } from './stock-order';
import type { Staff } from '../../staff';

/** An article's stock per colour and size, with the colour's name and the size's label; null when there is no such article. */
export async function readStock(db: Db, codArticolo: string, language: LanguageCode): Promise<StockRow[] | null> {
  const [article] = await db.select({ id: articolo.id }).from(articolo).where(eq(articolo.codArticolo, codArticolo)).limit(1);
  if (!article) return null;
  const rows = await db
    .select({
      codColore: articoloDisponibilita.codColore,
      desColore: language === 'eng' ? colore.desColoreEng : colore.desColoreIta,
      progSiglaTaglia: articoloDisponibilita.progSiglaTaglia,
      siglaTaglia: sql<string>`coalesce(${tabellaTaglia.siglaTaglia}, '')`,
      qta: articoloDisponibilita.qta,
    })
    .from(articoloDisponibilita)
    .innerJoin(articolo, eq(articolo.codArticolo, articoloDisponibilita.codArticolo))
    .leftJoin(colore, eq(colore.codColore, articoloDisponibilita.codColore))
    .leftJoin(
      tabellaTaglia,
      and(
        eq(tabellaTaglia.codTabellaTaglia, articolo.codTabellaTaglia),
        eq(tabellaTaglia.progSiglaTaglia, articoloDisponibilita.progSiglaTaglia),
      ),
    )
    .where(eq(articoloDisponibilita.codArticolo, codArticolo))
    .orderBy(asc(articoloDisponibilita.codColore), asc(articoloDisponibilita.progSiglaTaglia));
  return rows.map((row) => ({ ...row, desColore: row.desColore ?? row.codColore }));
}

/**
 * Sets the listed quantities in one transaction, each change in the audit trail with the previous
 * value; a colour or size the article does not have refuses the whole write (`missing`, nothing
 * changed). Caches hear of it once committed, so the storefront shows the new stock (and SOLD OUT) at once.
 * Every back-in-stock notice waiting for a size now in stock has its one mail queued in the same
 * transaction (links from `origin`, the shop's configured address); the caller wakes the outbox.
 */
export async function setStock(db: Db, staff: Staff, write: StockWrite, origin: string): Promise<StockSet> {
  let written: { changed: number; notices: number };
  try {
    written = await writeStock(db, staff, write, origin);
  } catch (error) {
    if (error instanceof Missing) return { missing: error.row };
    throw error;
  }
  if (written.changed > 0) announceStockChanged(db, [write.codArticolo]);
  return written;
}

export type StockSet = { changed: number; notices: number } | { missing: { codColore: string; progSiglaTaglia: number } };

/** Thrown inside the transaction for a colour or size the article lacks: what was written is undone. */
class Missing extends Error {
  constructor(readonly row: { codColore: string; progSiglaTaglia: number }) {
    super('missing stock row');
  }
}

function writeStock(db: Db, staff: Staff, write: StockWrite, origin: string): Promise<{ changed: number; notices: number }> {
  return db.transaction(async (tx) => {
    let count = 0;
    // In the shop's one locking order, so a checkout touching the same sizes waits instead of deadlocking.
    for (const row of inStockOrder(write.rows.map((row) => ({ ...row, codArticolo: write.codArticolo })))) {
      const where = and(
        eq(articoloDisponibilita.codArticolo, write.codArticolo),
        eq(articoloDisponibilita.codColore, row.codColore),
        eq(articoloDisponibilita.progSiglaTaglia, row.progSiglaTaglia),
      );
      // The row is locked while it is read, so the previous value in the trail is the one replaced.
      const [before] = await tx.select({ qta: articoloDisponibilita.qta }).from(articoloDisponibilita).where(where).for('update');
      if (!before) throw new Missing({ codColore: row.codColore, progSiglaTaglia: row.progSiglaTaglia });
      if (before.qta === row.qta) continue;
      await tx.update(articoloDisponibilita).set({ qta: row.qta }).where(where);
      await tx.insert(backofficeAudit).values({
        staffId: staff.id,
        staffEmail: staff.email,
        action: 'disponibilita',
        codArticolo: write.codArticolo,
        detail: { codColore: row.codColore, progSiglaTaglia: row.progSiglaTaglia, da: before.qta, a: row.qta },
      });
      count += 1;
    }
    const inStock = write.rows.filter((row) => row.qta > 0);
    return { changed: count, notices: await queueRestockMails(tx, write.codArticolo, inStock, origin) };
  });
}
