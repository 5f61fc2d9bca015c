import { PHOTO_UPLOAD, type PhotoAltWrite, type PhotoOrder } from '@shop/shared/contracts';
import { and, asc, count, eq, lte, gt, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client';
import { articoloColore, articoloFoto } from '../../core/db/schema';
import type { Staff } from '../../staff';
import type { PhotoRow } from '../data/photos';
import { writeAudit } from './backoffice-writes';

/** A photo whose original is stored, to be recorded. */
export interface NewPhoto {
  storageKey: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
}

interface Colour {
  codArticolo: string;
  codColore: string;
}

const ofColour = (colour: Colour) => and(eq(articoloFoto.codArticolo, colour.codArticolo), eq(articoloFoto.codColore, colour.codColore));

/**
 * Locks the article's colour for the rest of the transaction, so the changes to one colour's photos
 * come one at a time and its order stays 1, 2, 3...; false when the article has no such colour.
 */
async function lockColour(tx: Tx, colour: Colour): Promise<boolean> {
  const rows = await tx
    .select({ codColore: articoloColore.codColore })
    .from(articoloColore)
    .where(and(eq(articoloColore.codArticolo, colour.codArticolo), eq(articoloColore.codColore, colour.codColore)))
    .for('update');
  return rows.length > 0;
}

/** A photo with its colour locked, read again under the lock; null when there is no such photo. */
async function lockPhoto(tx: Tx, id: number): Promise<PhotoRow | null> {
  const [found] = await tx.select().from(articoloFoto).where(eq(articoloFoto.id, id));
  if (!found || !(await lockColour(tx, found))) return null;
  const [row] = await tx.select().from(articoloFoto).where(eq(articoloFoto.id, id));
  return row ?? null;
}

/** Records uploaded photos after the colour's last one, each in the audit trail; refused when the colour is missing or would be full. */
export function addPhotos(
  db: Db,
  staff: Staff,
  colour: Colour,
  photos: NewPhoto[],
): Promise<{ added: number[] } | { refused: 'colour' | 'full' }> {
  return db.transaction(async (tx) => {
    if (!(await lockColour(tx, colour))) return { refused: 'colour' as const };
    const [held] = await tx
      .select({ last: max(articoloFoto.ordine), photos: count() })
      .from(articoloFoto)
      .where(ofColour(colour));
    if ((held?.photos ?? 0) + photos.length > PHOTO_UPLOAD.maxPerColour) return { refused: 'full' as const };
    const last = held?.last ?? 0;
    const rows = await tx
      .insert(articoloFoto)
      .values(photos.map((photo, i) => ({ ...colour, ...photo, ordine: last + i + 1, staffId: staff.id, staffEmail: staff.email })))
      .returning({ id: articoloFoto.id, ordine: articoloFoto.ordine });
    await writeAudit(
      tx,
      staff,
      rows.map((row) => ({
        action: 'foto-aggiunta',
        codArticolo: colour.codArticolo,
        detail: { id: row.id, codColore: colour.codColore, ordine: row.ordine },
      })),
    );
    return { added: rows.map((row) => row.id) };
  });
}

/** Puts a colour's photos in the order given, which must name each of them once and no other. */
export function reorderPhotos(db: Db, staff: Staff, order: PhotoOrder): Promise<'done' | 'colour' | 'mismatch'> {
  return db.transaction(async (tx) => {
    if (!(await lockColour(tx, order))) return 'colour';
    const before = (
      await tx.select({ id: articoloFoto.id }).from(articoloFoto).where(ofColour(order)).orderBy(asc(articoloFoto.ordine))
    ).map((row) => row.id);
    const held = new Set(before);
    if (before.length !== order.ids.length || !order.ids.every((id) => held.has(id))) return 'mismatch';
    if (before.join() === order.ids.join()) return 'done';
    // One statement: the order's uniqueness is checked at its end, not row by row.
    await tx.execute(sql`update ${articoloFoto} set ordine = wanted.position
      from (select value::int as id, ordinality::smallint as position
        from jsonb_array_elements_text(cast(${JSON.stringify(order.ids)} as jsonb)) with ordinality) wanted
      where ${articoloFoto.id} = wanted.id`);
    await writeAudit(tx, staff, [
      { action: 'foto-ordine', codArticolo: order.codArticolo, detail: { codColore: order.codColore, da: before, a: order.ids } },
    ]);
    return 'done';
  });
}

/** Sets a photo's alternative texts, the previous ones in the audit trail; null when there is no such photo. */
export function setPhotoAlt(db: Db, staff: Staff, write: PhotoAltWrite): Promise<PhotoRow | null> {
  return db.transaction(async (tx) => {
    const photo = await lockPhoto(tx, write.id);
    if (!photo) return null;
    if (photo.altIta === write.altIta && photo.altEng === write.altEng) return photo;
    const [row] = await tx
      .update(articoloFoto)
      .set({ altIta: write.altIta, altEng: write.altEng })
      .where(eq(articoloFoto.id, write.id))
      .returning();
    await writeAudit(tx, staff, [
      {
        action: 'foto-alt',
        codArticolo: photo.codArticolo,
        detail: {
          id: photo.id,
          codColore: photo.codColore,
          da: { ita: photo.altIta, eng: photo.altEng },
          a: { ita: write.altIta, eng: write.altEng },
        },
      },
    ]);
    return row ?? null;
  });
}

/** Makes a photo its colour's first, the ones before it moving down one; null when there is no such photo. */
export function makeFirst(db: Db, staff: Staff, id: number): Promise<PhotoRow | null> {
  return db.transaction(async (tx) => {
    const photo = await lockPhoto(tx, id);
    if (!photo || photo.ordine === 1) return photo;
    await tx
      .update(articoloFoto)
      .set({ ordine: sql`case when ${articoloFoto.id} = ${id} then 1 else ${articoloFoto.ordine} + 1 end` })
      .where(and(ofColour(photo), lte(articoloFoto.ordine, photo.ordine)));
    await writeAudit(tx, staff, [
      { action: 'foto-prima', codArticolo: photo.codArticolo, detail: { id, codColore: photo.codColore, da: photo.ordine } },
    ]);
    return photo;
  });
}

/** Deletes a photo's row, the ones after it moving up one; its files are the caller's to delete. Null when there is no such photo. */
export function deletePhoto(db: Db, staff: Staff, id: number): Promise<PhotoRow | null> {
  return db.transaction(async (tx) => {
    const photo = await lockPhoto(tx, id);
    if (!photo) return null;
    await tx.delete(articoloFoto).where(eq(articoloFoto.id, id));
    await tx
      .update(articoloFoto)
      .set({ ordine: sql`${articoloFoto.ordine} - 1` })
      .where(and(ofColour(photo), gt(articoloFoto.ordine, photo.ordine)));
    await writeAudit(tx, staff, [
      {
        action: 'foto-eliminata',
        codArticolo: photo.codArticolo,
        detail: { id, codColore: photo.codColore, ordine: photo.ordine, storageKey: photo.storageKey },
      },
    ]);
    return photo;
  });
}
