import { MESSAGES, type AssociationReason } from '@shop/shared/contracts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import type { Staff } from './staff-sessions';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const CHUNK = 1000;

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) result.push(items.slice(i, i + CHUNK));
  return result;
}

function audit(tx: Tx, staff: Staff, rows: { action: string; codArticolo: string | null; detail: object }[]) {
  if (rows.length === 0) return Promise.resolve();
  return tx.insert(t.backofficeAudit).values(rows.map((row) => ({ ...row, staffId: staff.id, staffEmail: staff.email })));
}

/**
 * Sets one percentage on every listed article in one transaction (0 removes the discount);
 * each change is written to the audit trail with the previous value.
 */
export async function setDiscounts(db: Db, staff: Staff, codes: string[], percentuale: number): Promise<number> {
  const unique = [...new Set(codes)];
  return db.transaction(async (tx) => {
    let changed = 0;
    for (const part of chunks(unique)) {
      const before = await tx
        .select({ codArticolo: t.sconto.codArticolo, percentuale: t.sconto.percentuale })
        .from(t.sconto)
        .where(inArray(t.sconto.codArticolo, part));
      const previous = new Map(before.map((row) => [row.codArticolo, row.percentuale]));
      if (percentuale === 0) {
        await tx.delete(t.sconto).where(inArray(t.sconto.codArticolo, part));
      } else {
        await tx
          .insert(t.sconto)
          .values(part.map((codArticolo) => ({ codArticolo, percentuale })))
          .onConflictDoUpdate({ target: t.sconto.codArticolo, set: { percentuale: sql`excluded.percentuale` } });
      }
      await audit(
        tx,
        staff,
        part.map((codArticolo) => ({
          action: 'sconto',
          codArticolo,
          detail: { da: previous.get(codArticolo) ?? null, a: percentuale === 0 ? null : percentuale },
        })),
      );
      changed += part.length;
    }
    return changed;
  });
}

const linkBetween = (a: string, b: string, motivo: AssociationReason) =>
  or(
    and(eq(t.associazioneArticolo.codArticolo1, a), eq(t.associazioneArticolo.codArticolo2, b), eq(t.associazioneArticolo.motivo, motivo)),
    and(eq(t.associazioneArticolo.codArticolo1, b), eq(t.associazioneArticolo.codArticolo2, a), eq(t.associazioneArticolo.motivo, motivo)),
  );

/** Links two articles both ways in one transaction; itself or twice is refused with SPEC's messages. */
export async function addLink(db: Db, staff: Staff, a: string, b: string, motivo: AssociationReason): Promise<void> {
  if (a === b) throw badRequest(MESSAGES.associateSelf);
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ a: t.associazioneArticolo.codArticolo1 })
      .from(t.associazioneArticolo)
      .where(linkBetween(a, b, motivo));
    if (existing.length > 0) throw new HttpError(409, MESSAGES.associateTwice);
    await tx.insert(t.associazioneArticolo).values([
      { codArticolo1: a, codArticolo2: b, motivo },
      { codArticolo1: b, codArticolo2: a, motivo },
    ]);
    await audit(tx, staff, [
      { action: 'associazione-aggiunta', codArticolo: a, detail: { con: b, motivo } },
      { action: 'associazione-aggiunta', codArticolo: b, detail: { con: a, motivo } },
    ]);
  });
}

/** Removes a link in both directions in one transaction. */
export async function removeLink(db: Db, staff: Staff, a: string, b: string, motivo: AssociationReason): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(t.associazioneArticolo)
      .where(linkBetween(a, b, motivo))
      .returning({ a: t.associazioneArticolo.codArticolo1 });
    if (removed.length === 0) throw new HttpError(404, 'Associazione non trovata');
    await audit(tx, staff, [
      { action: 'associazione-rimossa', codArticolo: a, detail: { con: b, motivo } },
      { action: 'associazione-rimossa', codArticolo: b, detail: { con: a, motivo } },
    ]);
    return removed.length;
  });
}

export { audit as writeAudit, type Tx };
