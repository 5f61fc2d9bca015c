import type { ListParams } from '@shop/shared/catalogue';
import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import * as t from '../../core/db/schema';

/** A list page's own name: its stored parts ('Italiano/English'), or 'unknown' for a code that names nothing. */
export type ListPageName = string[] | 'unknown';

/**
 * The stored name of a list page named after a family, category or module (with its line), as the
 * list shows it. Null for lists named otherwise; 'unknown' for a family, category or module code
 * the catalogue does not have (the page answers 404).
 */
export async function listPageName(db: Db, params: ListParams): Promise<ListPageName | null> {
  if (params.codFamigliaArticolo) {
    const [row] = await db
      .select({ name: t.famigliaArticolo.desFamigliaArticolo })
      .from(t.famigliaArticolo)
      .where(eq(t.famigliaArticolo.codFamigliaArticolo, params.codFamigliaArticolo));
    return row ? [row.name] : 'unknown';
  }
  if (params.codCategoriaMerceologica) {
    const [row] = await db
      .select({ name: t.categoria.desCategoria })
      .from(t.categoria)
      .where(eq(t.categoria.codCategoria, params.codCategoriaMerceologica));
    return row ? [row.name] : 'unknown';
  }
  if (params.codModuloSdo) {
    const [row] = await db
      .select({ name: t.moduloSdo.desModuloSdo })
      .from(t.moduloSdo)
      .where(eq(t.moduloSdo.codModuloSdo, params.codModuloSdo));
    if (!row) return 'unknown';
    if (!params.codLinea) return [row.name];
    const [line] = await db.select({ name: t.linea.desLinea }).from(t.linea).where(eq(t.linea.codLinea, params.codLinea));
    return [row.name, line?.name ?? params.codLinea];
  }
  return null;
}
