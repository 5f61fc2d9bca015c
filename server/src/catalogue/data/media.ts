import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { articolo, articoloColore, colore, famigliaArticolo } from '../../core/db/schema';

/** What an article picture needs: the family's silhouette, the colour and how many views exist. */
export async function findArticleColour(db: Db, codArticolo: string, codColore: string) {
  const [row] = await db
    .select({ silhouette: famigliaArticolo.silhouette, rgb: colore.coloreRgb, views: articoloColore.immagini })
    .from(articoloColore)
    .innerJoin(articolo, eq(articolo.codArticolo, articoloColore.codArticolo))
    .innerJoin(famigliaArticolo, eq(famigliaArticolo.codFamigliaArticolo, articolo.codFamigliaArticolo))
    .innerJoin(colore, eq(colore.codColore, articoloColore.codColore))
    .where(and(eq(articoloColore.codArticolo, codArticolo), eq(articoloColore.codColore, codColore)))
    .limit(1);
  return row ?? null;
}
