import type { ArticoloFilter, LanguageCode, Ordering } from '@shop/shared/contracts';
import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articolo, articoloColore, articoloDisponibilita, articoloPrezzoStagione, sconto, stagione, tabellaTaglia } from '../db/schema';
import { plainText } from '../lib/text';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Current-season B2C list price of the outer article. */
const listPrice = sql`(select ${articoloPrezzoStagione.prezzoListinoCli} from ${articoloPrezzoStagione}
  join ${stagione} on ${stagione.codStagione} = ${articoloPrezzoStagione.codStagione} and ${stagione.corrente}
  where ${articoloPrezzoStagione.codArticolo} = ${articolo.codArticolo} and ${articoloPrezzoStagione.codListinoCli} = 'B2C')`;
const discount = sql`coalesce((select ${sconto.percentuale} from ${sconto} where ${sconto.codArticolo} = ${articolo.codArticolo}), 0)`;
/** The sale price as the records show it: list x (1 - percent / 100), rounded to the cent. */
const salePrice = sql`round(${listPrice} * (100 - ${discount}) / 100, 2)`;

/** Lowest trigram word similarity that still counts as a match. */
const TYPO_THRESHOLD = 0.5;

/** Search words: lower case, without accents, at most six. */
export const searchWords = (keyword: string) => plainText(keyword).split(/\s+/).filter(Boolean).slice(0, 6);

const searchColumn = (language: LanguageCode): SQL =>
  language === 'eng' ? sql`${articolo.testoRicercaEng}` : sql`${articolo.testoRicerca}`;

/**
 * A word matches when the text contains it (the exact pass), or, when nothing contains every
 * word, something close to it (the typo pass, the trigram word-similarity operator). Both are
 * served by the GIN trigram index.
 */
function wordMatches(word: string, column: SQL, fuzzy: boolean): SQL {
  const like = sql`${column} like ${`%${escapeLike(word)}%`}`;
  return fuzzy ? sql`(${like} or ${word} <% ${column})` : like;
}

/**
 * Higher for closer matches, matches in the code and title (the start of the search text) first.
 * Only the start is compared, so ranking stays cheap on large result sets.
 */
function relevance(words: string[], column: SQL): SQL {
  if (words.length === 0) return sql`0`;
  const head = sql`left(${column}, 80)`;
  const parts = words.map(
    (word) => sql`word_similarity(${word}, ${head}) + case when ${head} like ${`%${escapeLike(word)}%`} then 1 else 0 end`,
  );
  return sql.join(parts, sql` + `);
}

function conditions(filter: ArticoloFilter, language: LanguageCode, fuzzy = false): SQL[] {
  const where: (SQL | undefined)[] = [];
  if (filter.id !== undefined) where.push(eq(articolo.id, filter.id));
  if (filter.codArticolo) where.push(eq(articolo.codArticolo, filter.codArticolo));
  if (filter.codArticoli) {
    where.push(filter.codArticoli.length ? inArray(articolo.codArticolo, filter.codArticoli) : sql`false`);
  }
  if (filter.keyword) {
    const column = searchColumn(language);
    for (const word of searchWords(filter.keyword)) where.push(wordMatches(word, column, fuzzy));
  }
  if (filter.codCatRaggrupp) where.push(eq(articolo.codCatRaggrupp, filter.codCatRaggrupp));
  if (filter.escludiCodCatRaggrupps?.length) {
    where.push(or(isNull(articolo.codCatRaggrupp), notInArray(articolo.codCatRaggrupp, filter.escludiCodCatRaggrupps)));
  }
  if (filter.codCategoriaMerceologica) where.push(eq(articolo.codCategoriaMerceologica, filter.codCategoriaMerceologica));
  if (filter.codModuloSdo) where.push(eq(articolo.codModuloSdo, filter.codModuloSdo));
  if (filter.codLinea) where.push(eq(articolo.codLinea, filter.codLinea));
  if (filter.codFamigliaArticolo) where.push(eq(articolo.codFamigliaArticolo, filter.codFamigliaArticolo));
  // Live articles only, unless the caller explicitly asks for cancelled ones too.
  const liveOnly = filter.dataCancellazione !== undefined || filter.nonCancellati !== false;
  if (liveOnly) where.push(isNull(articolo.dataCancellazione));
  if (filter.scontati !== undefined) {
    const discounted = sql`exists (select 1 from ${sconto} where ${sconto.codArticolo} = ${articolo.codArticolo} and ${sconto.percentuale} > 0)`;
    where.push(filter.scontati ? discounted : sql`not ${discounted}`);
  }
  if (filter.codColori && !filter.siglaTaglie) {
    where.push(
      sql`exists (select 1 from ${articoloColore} where ${articoloColore.codArticolo} = ${articolo.codArticolo}
        and ${inArray(articoloColore.codColore, filter.codColori)})`,
    );
  }
  if (filter.siglaTaglie) {
    const colours = filter.codColori ? sql`and ${inArray(articoloDisponibilita.codColore, filter.codColori)}` : sql``;
    where.push(
      sql`exists (select 1 from ${articoloDisponibilita} join ${tabellaTaglia}
        on ${tabellaTaglia.codTabellaTaglia} = ${articolo.codTabellaTaglia} and ${tabellaTaglia.progSiglaTaglia} = ${articoloDisponibilita.progSiglaTaglia}
        where ${articoloDisponibilita.codArticolo} = ${articolo.codArticolo} and ${articoloDisponibilita.qta} > 0
        and ${inArray(tabellaTaglia.siglaTaglia, filter.siglaTaglie)} ${colours})`,
    );
  }
  if (filter.prezzoMin !== undefined) where.push(sql`${salePrice} >= ${filter.prezzoMin}`);
  if (filter.prezzoMax !== undefined) where.push(sql`${salePrice} <= ${filter.prezzoMax}`);
  return where.filter((condition): condition is SQL => condition !== undefined);
}

function orderColumn(key: string, filter: ArticoloFilter, language: LanguageCode): SQL {
  switch (key) {
    case 'codArticolo':
      return sql`${articolo.codArticolo}`;
    case 'desArticolo':
      return sql`${articolo.desArticolo}`;
    case 'dataInserimento':
      return sql`${articolo.dataInserimento}`;
    case 'prezzoListinoCli':
      return listPrice;
    case 'prezzoVendita':
      return salePrice;
    case 'percentualeSconto':
      return discount;
    case 'rilevanza':
      return filter.keyword ? relevance(searchWords(filter.keyword), searchColumn(language)) : sql`${articolo.dataInserimento}`;
    default:
      return sql`${articolo.id}`;
  }
}

export interface Page {
  offset: number;
  limit: number;
}

/**
 * Codes of one page of articles matching the filter, and how many match in all. A keyword search
 * tries exact words first and tolerates typos only when that finds nothing; without an explicit
 * ordering it is ranked by relevance. Articles without a price sort last.
 */
export async function findArticoli(db: Db, filter: ArticoloFilter, orderings: Ordering[], page: Page, language: LanguageCode) {
  if (!filter.keyword) return findPage(db, filter, orderings, page, language);
  // A one-letter typo in a short word scores about 0.5; the default of 0.6 would miss it.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
    const exact = await findPage(tx, filter, orderings, page, language, false);
    return exact.totalCount > 0 ? exact : findPage(tx, filter, orderings, page, language, true);
  });
}

async function findPage(
  db: Db | Transaction,
  filter: ArticoloFilter,
  orderings: Ordering[],
  page: Page,
  language: LanguageCode,
  fuzzy = false,
) {
  const where = and(...conditions(filter, language, fuzzy));
  const [total] = await db.select({ n: count() }).from(articolo).where(where);
  const effective: Ordering[] = orderings.length || !filter.keyword ? orderings : [{ key: 'rilevanza', direction: 'desc' }];
  const order = effective.map((o) => {
    const column = orderColumn(o.key, filter, language);
    return o.direction === 'desc' ? sql`${desc(column)} nulls last` : sql`${asc(column)} nulls last`;
  });
  const rows = await db
    .select({ codArticolo: articolo.codArticolo })
    .from(articolo)
    .where(where)
    .orderBy(...order, asc(articolo.id))
    .limit(page.limit)
    .offset(page.offset);
  return { codes: rows.map((row) => row.codArticolo), totalCount: total?.n ?? 0 };
}
