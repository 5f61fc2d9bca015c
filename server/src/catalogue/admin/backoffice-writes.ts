import type { AssociationReason } from '@shop/shared/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client';
import * as t from '../../core/db/schema';
import type { Staff } from '../../staff';

function audit(tx: Tx, staff: Staff, rows: { action: string; codArticolo: string | null; detail: object }[]) {
  if (rows.length === 0) return Promise.resolve();
  return tx.insert(t.backofficeAudit).values(rows.map((row) => ({ ...row, staffId: staff.id, staffEmail: staff.email })));
}

/**
 * Sets one percentage on every listed article in one transaction (0 removes the discount);
 * each change is written to the audit trail with the previous value. Set-based: the codes go to
 * the database as one JSON array, so a discount over the whole catalogue is three statements.
 */
export async function setDiscounts(db: Db, staff: Staff, codes: string[], percentuale: number): Promise<number> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return 0;
  const wanted = sql`select code, position from jsonb_array_elements_text(cast(${JSON.stringify(unique)} as jsonb))
    with ordinality as listed(code, position)`;
  const after = percentuale === 0 ? sql`null::float8` : sql`cast(${percentuale} as float8)`;
  return db.transaction(async (tx) => {
    // The trail first: it reads the previous values before they change.
    await tx.execute(sql`insert into ${t.backofficeAudit} (staff_id, staff_email, action, cod_articolo, detail)
      select ${staff.id}, ${staff.email}, 'sconto', w.code,
        jsonb_build_object('da', ${t.sconto.percentuale}::float8, 'a', ${after})
      from (${wanted}) w left join ${t.sconto} on ${t.sconto.codArticolo} = w.code
      order by w.position`);
    if (percentuale === 0) {
      await tx.execute(sql`delete from ${t.sconto} where ${t.sconto.codArticolo} in (select code from (${wanted}) w)`);
    } else {
      await tx.execute(sql`insert into ${t.sconto} (cod_articolo, percentuale)
        select code, ${percentuale} from (${wanted}) w
        on conflict (cod_articolo) do update set percentuale = excluded.percentuale`);
    }
    return unique.length;
  });
}

const linkBetween = (a: string, b: string, motivo: AssociationReason) =>
  or(
    and(eq(t.associazioneArticolo.codArticolo1, a), eq(t.associazioneArticolo.codArticolo2, b), eq(t.associazioneArticolo.motivo, motivo)),
    and(eq(t.associazioneArticolo.codArticolo1, b), eq(t.associazioneArticolo.codArticolo2, a), eq(t.associazioneArticolo.motivo, motivo)),
  );

/** Links two articles both ways in one transaction; an article with itself (`self`) or a link twice (`twice`) changes nothing. */
export async function addLink(db: Db, staff: Staff, a: string, b: string, motivo: AssociationReason): Promise<'linked' | 'self' | 'twice'> {
  if (a === b) return 'self';
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ a: t.associazioneArticolo.codArticolo1 })
      .from(t.associazioneArticolo)
      .where(linkBetween(a, b, motivo));
    if (existing.length > 0) return 'twice';
    await tx.insert(t.associazioneArticolo).values([
      { codArticolo1: a, codArticolo2: b, motivo },
      { codArticolo1: b, codArticolo2: a, motivo },
    ]);
    await audit(tx, staff, [
      { action: 'associazione-aggiunta', codArticolo: a, detail: { con: b, motivo } },
      { action: 'associazione-aggiunta', codArticolo: b, detail: { con: a, motivo } },
    ]);
    return 'linked';
  });
}

/** Removes a link in both directions in one transaction; answers the rows removed (0: there was no such link). */
export async function removeLink(db: Db, staff: Staff, a: string, b: string, motivo: AssociationReason): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(t.associazioneArticolo)
      .where(linkBetween(a, b, motivo))
      .returning({ a: t.associazioneArticolo.codArticolo1 });
    if (removed.length === 0) return 0;
    await audit(tx, staff, [
      { action: 'associazione-rimossa', codArticolo: a, detail: { con: b, motivo } },
      { action: 'associazione-rimossa', codArticolo: b, detail: { con: a, motivo } },
    ]);
    return removed.length;
  });
}

export { audit as writeAudit };
