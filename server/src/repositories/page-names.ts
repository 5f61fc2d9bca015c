import type { ListParams } from '@shop/shared/catalogue';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';

/**
 * The stored name of a list page named after a family, category or module (with its line), as the
 * list shows it: 'Italiano/English' parts. Null for lists named otherwise, or codes that name nothing.
 */
export async function listPageName(db: Db, params: ListParams): Promise<string[] | null> {
  if (params.codFamigliaArticolo) {
    const [row] = await db
      .select({ name: t.famigliaArticolo.desFamigliaArticolo })
      .from(t.famigliaArticolo)
      .where(eq(t.famigliaArticolo.codFamigliaArticolo, params.codFamigliaArticolo));
    return row ? [row.name] : null;
  }
  if (params.codCategoriaMerceologica) {
    const [row] = await db
      .select({ name: t.categoria.desCategoria })
      .from(t.categoria)
      .where(eq(t.categoria.codCategoria, params.codCategoriaMerceologica));
    return row ? [row.name] : null;
  }
  if (params.codModuloSdo) {
    const [row] = await db
      .select({ name: t.moduloSdo.desModuloSdo })
      .from(t.moduloSdo)
      .where(eq(t.moduloSdo.codModuloSdo, params.codModuloSdo));
    if (!row) return null;
    if (!params.codLinea) return [row.name];
    const [line] = await db.select({ name: t.linea.desLinea }).from(t.linea).where(eq(t.linea.codLinea, params.codLinea));
    return [row.name, line?.name ?? params.codLinea];
  }
  return null;
}
