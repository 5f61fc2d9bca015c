import type { ArticoloFacets, ArticoloFilter, LanguageCode } from '@shop/shared/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../core/db/client';
import { articolo, articoloPrezzoVendita, colore, tabellaTaglia } from '../../core/db/schema';
import type { IndexCounts } from '../index/list-index';
import { allowTypos, articoliWhere, searchWords, typoGroups, type WordGroups } from './articoli';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The filter without some of its fields: a facet is counted with every filter but its own. */
function without(filter: ArticoloFilter, ...keys: (keyof ArticoloFilter)[]): ArticoloFilter {
  const rest = { ...filter };
  for (const key of keys) delete rest[key];
  return rest;
}

const exactGroups = (keyword: string | undefined): WordGroups =>
  keyword ? searchWords(keyword).map((word) => ({ word, matches: [word] })) : [];

/** The where clause of a filter (never empty: `true` when nothing is asked). */
const whereOf = (filter: ArticoloFilter, language: LanguageCode, groups: WordGroups): SQL =>
  articoliWhere(filter, language, groups) ?? sql`true`;

const rows = <T>(db: Db | Transaction, query: SQL) => queryRows<T>(db as Db, query);

/** The size part of an entry 'NER/M' of taglie_disponibili (entries without a colour are sizes alone). */
const sizeOf = (entry: SQL) => sql`substr(${entry}, strpos(${entry}, '/') + 1)`;
const colourOf = (entry: SQL) => sql`split_part(${entry}, '/', 1)`;

/**
 * Colours with their counts. Without chosen sizes a colour counts the articles made in it (as the
 * colour filter selects them); with chosen sizes, those in stock in that colour in one of them.
 */
function colourCounts(db: Db | Transaction, filter: ArticoloFilter, language: LanguageCode, groups: WordGroups) {
  const sizes = filter.siglaTaglie;
  const counted = sizes
    ? sql`select ${colourOf(sql`t`)} as cod, count(distinct ${articolo.id})::int as n
          from ${articolo} cross join lateral unnest(${articolo.taglieDisponibili}) as t
          where ${whereOf(without(filter, 'codColori'), language, groups)}
            and strpos(t, '/') > 0 and ${sizeOf(sql`t`)} in ${sizes}
          group by 1`
    : sql`select c as cod, count(*)::int as n
          from ${articolo} cross join lateral unnest(${articolo.colori}) as c
          where ${whereOf(without(filter, 'codColori'), language, groups)}
          group by 1`;
  return namedColours(db, counted, language);
}

/** Counted colours (cod, n) with their names in the language, in the names' order; unknown colours left out. */
function namedColours(db: Db | Transaction, counted: SQL, language: LanguageCode) {
  const name = language === 'eng' ? colore.desColoreEng : colore.desColoreIta;
  return rows<ArticoloFacets['colori'][number]>(
    db,
    sql`select f.cod as "codColore", ${name} as "desColore", ${colore.coloreRgb} as "coloreRgb", f.n as conteggio
        from (${counted}) f join ${colore} on ${colore.codColore} = f.cod
        order by ${name}, f.cod`,
  );
}

/** Sizes in stock with their counts; with chosen colours, in stock in one of those colours. */
function sizeCounts(db: Db | Transaction, filter: ArticoloFilter, language: LanguageCode, groups: WordGroups) {
  const colours = filter.codColori;
  const where = whereOf(without(filter, 'siglaTaglie'), language, groups);
  const counted = colours
    ? sql`select ${sizeOf(sql`t`)} as sigla, count(distinct ${articolo.id})::int as n
          from ${articolo} cross join lateral unnest(${articolo.taglieDisponibili}) as t
          where ${where} and strpos(t, '/') > 0 and ${colourOf(sql`t`)} in ${colours}
          group by 1`
    : sql`select t as sigla, count(*)::int as n
          from ${articolo} cross join lateral unnest(${articolo.taglieDisponibili}) as t
          where ${where} and strpos(t, '/') = 0
          group by 1`;
  return orderedSizes(db, counted);
}

/** Counted sizes (sigla, n) of different tables (S-XL, 44-56) in their tables' order, then by name. */
function orderedSizes(db: Db | Transaction, counted: SQL) {
  return rows<ArticoloFacets['taglie'][number]>(
    db,
    sql`select f.sigla as "siglaTaglia", f.n as conteggio
        from (${counted}) f
        left join (select ${tabellaTaglia.siglaTaglia} as sigla, min(${tabellaTaglia.progSiglaTaglia}) as prog
                   from ${tabellaTaglia} group by 1) o on o.sigla = f.sigla
        order by o.prog nulls last, f.sigla`,
  );
}

/** Lowest and highest sale price, in cents, with every filter but the price range. */
async function priceRange(db: Db | Transaction, filter: ArticoloFilter, language: LanguageCode, groups: WordGroups) {
  const price = articoloPrezzoVendita.prezzoVendita;
  const [range] = await rows<{ minimo: number | null; massimo: number | null }>(
    db,
    sql`select round(min(${price}) * 100)::int as minimo, round(max(${price}) * 100)::int as massimo
        from ${articolo} join ${articoloPrezzoVendita} on ${articoloPrezzoVendita.id} = ${articolo.id}
        where ${whereOf(without(filter, 'prezzoMin', 'prezzoMax'), language, groups)}`,
  );
  return range?.minimo == null || range.massimo == null ? null : { minimo: range.minimo, massimo: range.massimo };
}

async function total(db: Db | Transaction, filter: ArticoloFilter, language: LanguageCode, groups: WordGroups) {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${articolo} where ${whereOf(filter, language, groups)}`);
  return row?.n ?? 0;
}

async function facetsWith(db: Db | Transaction, filter: ArticoloFilter, language: LanguageCode, groups: WordGroups, totale: number) {
  // On Postgres the three reads go side by side, on connections of their own (in a transaction, one after the other).
  const [colori, taglie, prezzo] = await Promise.all([
    colourCounts(db, filter, language, groups),
    sizeCounts(db, filter, language, groups),
    priceRange(db, filter, language, groups),
  ]);
  return { totale, colori, taglie, prezzo } satisfies ArticoloFacets;
}

/**
 * A keyword search's facet counts found without matching every article's texts (the list index),
 * or null when the database must count them.
 */
export type SearchFacetCounts = (
  db: Db | Transaction,
  filter: ArticoloFilter,
  language: LanguageCode,
  groups: WordGroups,
) => Promise<IndexCounts | null>;

/**
 * The facets of the article list that `filter` selects (see `articoloFacetsSchema`). A keyword is
 * matched as the list matches it: exact words, or, when those find nothing, the closest known words;
 * its counts come from the list index when `searchCounts` finds them there.
 */
export async function findArticoloFacets(
  db: Db,
  filter: ArticoloFilter,
  language: LanguageCode,
  searchCounts: SearchFacetCounts | null = null,
): Promise<ArticoloFacets> {
  const inIndex = async (reader: Db | Transaction, groups: WordGroups) =>
    filter.keyword && searchCounts ? searchCounts(reader, filter, language, groups) : null;
  const exact = exactGroups(filter.keyword);
  const exactCounts = await inIndex(db, exact);
  if (exactCounts) {
    if (exactCounts.total > 0) return facetsOfCounts(db, exactCounts, language);
  } else {
    const totale = await total(db, filter, language, exact);
    if (!filter.keyword || totale > 0) return facetsWith(db, filter, language, exact, totale);
  }
  const keyword = filter.keyword!;
  return db.transaction(async (tx) => {
    await allowTypos(tx);
    const groups = await typoGroups(tx, keyword, language);
    const counts = await inIndex(tx, groups);
    return counts ? facetsOfCounts(tx, counts, language) : facetsWith(tx, filter, language, groups, await total(tx, filter, language, groups));
  });
}

/** Counted codes as the counting queries' rows, for the names and orders above. */
const countedRows = (counts: IndexCounts['colours'], column: 'cod' | 'sigla') =>
  sql`select x.code as ${sql.raw(column)}, x.count as n from json_to_recordset(${JSON.stringify(counts)}::json) as x(code text, count int)`;

/** The facets from the list index's counts: the database only names the colours and orders the sizes. */
export async function facetsOfCounts(db: Db | Transaction, counts: IndexCounts, language: LanguageCode): Promise<ArticoloFacets> {
  const [colori, taglie] = await Promise.all([
    namedColours(db, countedRows(counts.colours, 'cod'), language),
    orderedSizes(db, countedRows(counts.sizes, 'sigla')),
  ]);
  const prezzo = counts.price ? { minimo: counts.price.min, massimo: counts.price.max } : null;
  return { totale: counts.total, colori, taglie, prezzo };
}
