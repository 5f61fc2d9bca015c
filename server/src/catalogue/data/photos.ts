import { photoWidths, type ArticoloFoto, type StaffPhoto } from '@shop/shared/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { articolo, articoloColore, articoloFoto } from '../../core/db/schema';

export type PhotoRow = typeof articoloFoto.$inferSelect;

/** A photo as the storefront gets it. */
export const storefrontPhoto = (row: Pick<PhotoRow, 'id' | 'altIta' | 'altEng' | 'width' | 'height'>): ArticoloFoto => ({
  id: row.id,
  altIta: row.altIta,
  altEng: row.altEng,
  width: row.width,
  height: row.height,
  widths: photoWidths(row.width),
});

/** A photo as the staff see it. */
export const staffPhoto = (row: PhotoRow): StaffPhoto => ({
  ...storefrontPhoto(row),
  codColore: row.codColore,
  ordine: row.ordine,
  contentType: row.contentType,
  bytes: row.bytes,
  staffEmail: row.staffEmail,
  createdAt: row.createdAt.toISOString(),
});

export async function findPhoto(db: Db, id: number): Promise<PhotoRow | null> {
  const [row] = await db.select().from(articoloFoto).where(eq(articoloFoto.id, id)).limit(1);
  return row ?? null;
}

/** The photos of the given articles, per article and colour in their order. */
export function selectPhotos(db: Db, codes: string[]): Promise<PhotoRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(articoloFoto)
    .where(inArray(articoloFoto.codArticolo, codes))
    .orderBy(asc(articoloFoto.codArticolo), asc(articoloFoto.codColore), asc(articoloFoto.ordine));
}

/** An article's photos for the staff, in the order of its colours; null when there is no such article. */
export async function listArticlePhotos(db: Db, codArticolo: string): Promise<StaffPhoto[] | null> {
  const [article] = await db.select({ id: articolo.id }).from(articolo).where(eq(articolo.codArticolo, codArticolo)).limit(1);
  if (!article) return null;
  const rows = await db
    .select({ photo: articoloFoto })
    .from(articoloFoto)
    .innerJoin(
      articoloColore,
      and(eq(articoloColore.codArticolo, articoloFoto.codArticolo), eq(articoloColore.codColore, articoloFoto.codColore)),
    )
    .where(eq(articoloFoto.codArticolo, codArticolo))
    .orderBy(asc(articoloColore.ordine), asc(articoloFoto.codColore), asc(articoloFoto.ordine));
  return rows.map((row) => staffPhoto(row.photo));
}

/** Whether the article has the colour (photos are uploaded per colour of an article). */
export async function hasColour(db: Db, codArticolo: string, codColore: string): Promise<boolean> {
  const rows = await db
    .select({ codColore: articoloColore.codColore })
    .from(articoloColore)
    .where(and(eq(articoloColore.codArticolo, codArticolo), eq(articoloColore.codColore, codColore)))
    .limit(1);
  return rows.length > 0;
}

/** Which of these storage folders belong to a photo the database still has. */
export async function knownStorageKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ storageKey: articoloFoto.storageKey }).from(articoloFoto).where(inArray(articoloFoto.storageKey, keys));
  return new Set(rows.map((row) => row.storageKey));
}
