import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client';
import * as t from '../../core/db/schema';

/** Distinct values of an article column among live articles. */
async function liveValues(db: Db, column: PgColumn): Promise<Set<unknown>> {
  const rows = await db.selectDistinct({ value: column }).from(t.articolo).where(isNull(t.articolo.dataCancellazione));
  return new Set<unknown>(rows.map((row) => row.value));
}

/** Families in menu order (MG first). */
export async function listFamilies(db: Db, withArticles: boolean) {
  const rows = await db
    .select({ codFamigliaArticolo: t.famigliaArticolo.codFamigliaArticolo, desFamigliaArticolo: t.famigliaArticolo.desFamigliaArticolo })
    .from(t.famigliaArticolo)
    .orderBy(asc(t.famigliaArticolo.ordinamento), asc(t.famigliaArticolo.desFamigliaArticolo));
  if (!withArticles) return rows;
  const live = await liveValues(db, t.articolo.codFamigliaArticolo);
  return rows.filter((row) => live.has(row.codFamigliaArticolo));
}

export async function listCategories(db: Db, tipoCategoria: number | undefined, withArticles: boolean) {
  const rows = await db
    .select()
    .from(t.categoria)
    .where(tipoCategoria === undefined ? undefined : eq(t.categoria.tipoCategoria, tipoCategoria))
    .orderBy(asc(t.categoria.desCategoria));
  if (!withArticles) return rows;
  const live = await liveValues(db, t.articolo.codCategoriaMerceologica);
  return rows.filter((row) => live.has(row.codCategoria));
}

/** Lines, optionally only those with live articles (in a module, when given). */
export async function listLines(db: Db, codModuloSdo: string | undefined, withArticles: boolean) {
  const rows = await db.select().from(t.linea).orderBy(asc(t.linea.desLinea));
  if (!withArticles && !codModuloSdo) return rows;
  const used = await db
    .selectDistinct({ value: t.articolo.codLinea })
    .from(t.articolo)
    .where(and(isNull(t.articolo.dataCancellazione), codModuloSdo ? eq(t.articolo.codModuloSdo, codModuloSdo) : undefined));
  const live = new Set(used.map((row) => row.value));
  return rows.filter((row) => live.has(row.codLinea));
}

export async function listModules(db: Db, withArticles: boolean) {
  const rows = await db.select().from(t.moduloSdo).orderBy(asc(t.moduloSdo.desModuloSdo));
  if (!withArticles) return rows;
  const live = await liveValues(db, t.articolo.codModuloSdo);
  return rows.filter((row) => live.has(row.codModuloSdo));
}

export const listFunctions = (db: Db) => db.select().from(t.funzioneSdo).orderBy(asc(t.funzioneSdo.codFunzioneSdo));
export const listSubFunctions = (db: Db) => db.select().from(t.sottoFunzioneSdo).orderBy(asc(t.sottoFunzioneSdo.codSottoFunzioneSdo));
export const listFits = (db: Db) => db.select().from(t.dimensioneSdo).orderBy(asc(t.dimensioneSdo.codDimensioneSdo));

/** Every colour, named in the language asked. */
export function listColours(db: Db, language: 'ita' | 'eng') {
  return db
    .select({
      codColore: t.colore.codColore,
      desColore: language === 'eng' ? t.colore.desColoreEng : t.colore.desColoreIta,
      coloreRgb: t.colore.coloreRgb,
    })
    .from(t.colore)
    .orderBy(asc(t.colore.codColore));
}

/** The rows of every size table, in size order. */
export function listSizeTables(db: Db) {
  return db
    .select({
      codTabellaTaglia: t.tabellaTaglia.codTabellaTaglia,
      progSiglaTaglia: t.tabellaTaglia.progSiglaTaglia,
      siglaTaglia: t.tabellaTaglia.siglaTaglia,
    })
    .from(t.tabellaTaglia)
    .orderBy(asc(t.tabellaTaglia.codTabellaTaglia), asc(t.tabellaTaglia.progSiglaTaglia));
}
