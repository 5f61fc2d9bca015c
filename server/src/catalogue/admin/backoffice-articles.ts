import { basisPointsToPercent, centsToEuro, toBasisPoints, toCents } from '@shop/shared/money';
import type { ArticleSuggestion, BackofficeArticleRow, BackofficeListFilter, LanguageCode } from '@shop/shared/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import * as t from '../../core/db/schema';
import { escapeLike, plainText } from '../../core/lib/text';
import { findArticoli } from '../data/articoli';

/** The outer article's code, qualified: drizzle leaves columns bare when a query reads one table. */
const outerCode = sql.raw('"articolo"."cod_articolo"');

const price = (list: 'B2C' | 'B2I') => sql<string | null>`(select ${t.articoloPrezzoStagione.prezzoListinoCli}
  from ${t.articoloPrezzoStagione} join ${t.stagione} on ${t.stagione.codStagione} = ${t.articoloPrezzoStagione.codStagione} and ${t.stagione.corrente}
  where ${t.articoloPrezzoStagione.codArticolo} = ${outerCode} and ${t.articoloPrezzoStagione.codListinoCli} = ${list})`;

const title = (language: LanguageCode) => sql<string | null>`(select ${t.articoloNota.desNota} from ${t.articoloNota}
  where ${t.articoloNota.codArticolo} = ${outerCode} and ${t.articoloNota.codLingua} = ${language}
  and ${t.articoloNota.codClasseNota} = 'B2C_T')`;

const inStock = sql<boolean>`exists (select 1 from ${t.articoloDisponibilita}
  where ${t.articoloDisponibilita.codArticolo} = ${outerCode} and ${t.articoloDisponibilita.qta} > 0)`;

/** A NUMERIC read as text, as SPEC's decimal euro field (exact: through cents). */
const money = (value: string | null) => (value === null ? null : centsToEuro(toCents(value)));

/** One page of the back-office list: the page's codes first (indexed filters), then one query for its rows. */
export async function listBackofficeArticles(
  db: Db,
  filter: BackofficeListFilter,
  page: { offset: number; limit: number },
  language: LanguageCode,
): Promise<{ rows: BackofficeArticleRow[]; totalCount: number }> {
  const { codes, totalCount } = await findArticoli(db, filter, [{ key: 'codArticolo', direction: 'asc' }], page, language);
  if (codes.length === 0) return { rows: [], totalCount };
  const rows = await db
    .select({
      id: t.articolo.id,
      codArticolo: t.articolo.codArticolo,
      desArticolo: t.articolo.desArticolo,
      inStock,
      codCatRaggrupp: t.articolo.codCatRaggrupp,
      codCategoriaMerceologica: t.articolo.codCategoriaMerceologica,
      desCategoria: t.categoria.desCategoria,
      codFamigliaArticolo: t.articolo.codFamigliaArticolo,
      title: title(language),
      prezzoB2C: price('B2C'),
      prezzoB2I: price('B2I'),
      percentualeSconto: t.sconto.percentuale,
    })
    .from(t.articolo)
    .leftJoin(t.categoria, eq(t.categoria.codCategoria, t.articolo.codCategoriaMerceologica))
    .leftJoin(t.sconto, eq(t.sconto.codArticolo, t.articolo.codArticolo))
    .where(inArray(t.articolo.codArticolo, codes))
    .orderBy(asc(t.articolo.codArticolo));
  return {
    totalCount,
    rows: rows.map((row) => ({
      id: row.id,
      codArticolo: row.codArticolo,
      soldOut: !row.inStock,
      codCatRaggrupp: row.codCatRaggrupp,
      codCategoriaMerceologica: row.codCategoriaMerceologica,
      desCategoria: row.desCategoria,
      codFamigliaArticolo: row.codFamigliaArticolo,
      title: row.title ?? row.desArticolo,
      prezzoB2C: money(row.prezzoB2C),
      prezzoB2I: money(row.prezzoB2I),
      percentualeSconto:
        row.percentualeSconto && toBasisPoints(row.percentualeSconto) > 0
          ? basisPointsToPercent(toBasisPoints(row.percentualeSconto))
          : null,
    })),
  };
}

/** Up to 10 live articles whose code or title contains the typed text (the autocomplete). */
export async function suggestArticles(db: Db, text: string, language: LanguageCode): Promise<ArticleSuggestion[]> {
  const words = plainText(text).split(/\s+/).filter(Boolean).slice(0, 6);
  const rows = await db
    .select({ id: t.articolo.id, codArticolo: t.articolo.codArticolo, desArticolo: t.articolo.desArticolo, title: title(language) })
    .from(t.articolo)
    .where(
      and(isNull(t.articolo.dataCancellazione), ...words.map((word) => sql`${t.articolo.testoRicerca} like ${`%${escapeLike(word)}%`}`)),
    )
    .orderBy(asc(t.articolo.codArticolo))
    .limit(10);
  return rows.map((row) => ({ id: row.id, codArticolo: row.codArticolo, title: row.title ?? row.desArticolo }));
}

/** Codes of every article matching a list filter (a bulk discount on "all filtered"). */
export async function codesMatching(db: Db, filter: BackofficeListFilter, language: LanguageCode = 'ita'): Promise<string[]> {
  const { codes } = await findArticoli(db, filter, [], { offset: 0, limit: 200_000 }, language);
  return codes;
}

/** Which of these codes exist. */
export async function existingCodes(db: Db, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.select({ codArticolo: t.articolo.codArticolo }).from(t.articolo).where(inArray(t.articolo.codArticolo, codes));
  return new Set(rows.map((row) => row.codArticolo));
}

/** The articles linked to one article, per reason, with their titles. */
export async function linkedArticles(db: Db, codArticolo: string, language: LanguageCode) {
  const rows = await db
    .select({
      motivo: t.associazioneArticolo.motivo,
      id: t.articolo.id,
      codArticolo: t.articolo.codArticolo,
      desArticolo: t.articolo.desArticolo,
      title: title(language),
    })
    .from(t.associazioneArticolo)
    .innerJoin(t.articolo, eq(t.articolo.codArticolo, t.associazioneArticolo.codArticolo2))
    .where(eq(t.associazioneArticolo.codArticolo1, codArticolo))
    .orderBy(asc(t.articolo.codArticolo));
  const of = (motivo: string): ArticleSuggestion[] =>
    rows
      .filter((row) => row.motivo === motivo)
      .map((row) => ({ id: row.id, codArticolo: row.codArticolo, title: row.title ?? row.desArticolo }));
  return { accessorio: of('accessorio'), completaLook: of('completaLook') };
}
