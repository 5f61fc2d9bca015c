import type { ArticoloFilter, LanguageCode, Ordering } from '@shop/shared/contracts';
import { and, arrayOverlaps, asc, count, desc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../core/db/client';
import { articolo, articoloPrezzoVendita } from '../../core/db/schema';
import { plainText } from '../../core/lib/text';
import type { FilterCounts } from '../read/count-store';
import { coloursNamedBy, groupCondition, groupRelevance, topRelevance, type WordGroups } from '../search/match';
import { correctWord } from './search-words';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Current-season B2C list price, discount and sale price, as kept by the database triggers in
 * articolo_prezzo_vendita (the sale price rounded to the cent, as the records show it), so price
 * order and price range are served by an index instead of being computed for every article.
 */
const prices = articoloPrezzoVendita;
const listPrice = sql`${prices.prezzoListino}`;
const discount = sql`${prices.percentualeSconto}`;
const salePrice = sql`${prices.prezzoVendita}`;
/** Articles whose price row passes `condition`. */
const pricedBy = (condition: SQL) => sql`${articolo.id} in (select ${prices.id} from ${prices} where ${condition})`;

/**
 * Lowest trigram similarity of a known word for the typo pass to compare it with a misspelt one
 * (a letter missing from a short word shares few trigrams: 'jaket' and 'jacket' 0.44).
 */
const TYPO_THRESHOLD = 0.3;

/** Search words: lower case, without accents, at most six. */
export const searchWords = (keyword: string) => plainText(keyword).split(/\s+/).filter(Boolean).slice(0, 6);

export type { WordGroups } from '../search/match';

const exactGroups = (keyword: string | undefined): WordGroups =>
  keyword ? searchWords(keyword).map((word) => ({ word, matches: [word] })) : [];

/** The sum of the search words' relevance (see groupRelevance): best matches first. */
function relevance(groups: WordGroups, language: LanguageCode): SQL {
  if (groups.length === 0) return sql`0`;
  return sql.join(
    groups.map((group) => groupRelevance(group, language)),
    sql` + `,
  );
}

function conditions(filter: ArticoloFilter, language: LanguageCode, groups: WordGroups): SQL[] {
  const where: (SQL | undefined)[] = [];
  if (filter.id !== undefined) where.push(eq(articolo.id, filter.id));
  if (filter.codArticolo) where.push(eq(articolo.codArticolo, filter.codArticolo));
  if (filter.codArticoli) {
    where.push(filter.codArticoli.length ? inArray(articolo.codArticolo, filter.codArticoli) : sql`false`);
  }
  for (const group of groups) where.push(groupCondition(group, language));
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
  if (filter.scontati !== undefined) where.push(pricedBy(filter.scontati ? sql`${discount} > 0` : sql`${discount} = 0`));
  // Colours and sizes in stock are kept on the article as arrays (GIN-indexed): 'M' and 'NER/M'.
  if (filter.codColori && !filter.siglaTaglie) where.push(arrayOverlaps(articolo.colori, filter.codColori));
  if (filter.siglaTaglie) {
    const sizes = filter.siglaTaglie;
    const wanted = filter.codColori ? filter.codColori.flatMap((colour) => sizes.map((size) => `${colour}/${size}`)) : sizes;
    where.push(arrayOverlaps(articolo.taglieDisponibili, wanted));
  }
  if (filter.prezzoMin !== undefined) where.push(pricedBy(sql`${salePrice} >= ${filter.prezzoMin}`));
  if (filter.prezzoMax !== undefined) where.push(pricedBy(sql`${salePrice} <= ${filter.prezzoMax}`));
  return where.filter((condition): condition is SQL => condition !== undefined);
}

function orderColumn(key: string, filter: ArticoloFilter, language: LanguageCode, groups: WordGroups): SQL {
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
      return filter.keyword ? relevance(groups, language) : sql`${articolo.dataInserimento}`;
    default:
      return sql`${articolo.id}`;
  }
}

export interface Page {
  offset: number;
  limit: number;
}

/** The filter as a where clause; `groups` overrides the keyword's words (the typo pass). */
export const articoliWhere = (filter: ArticoloFilter, language: LanguageCode, groups = exactGroups(filter.keyword)) =>
  and(...conditions(filter, language, groups));

/** Sets how alike by trigrams a known word must be for the typo pass to look at it (in the transaction). */
export const allowTypos = (db: Db | Transaction) =>
  db.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);

/** Each search word with the known words fewest edits away from it (itself included), closest first. */
export async function typoGroups(db: Db | Transaction, keyword: string, language: LanguageCode): Promise<WordGroups> {
  const groups: WordGroups = [];
  for (const word of searchWords(keyword)) {
    const closest = await correctWord(db, word, language);
    groups.push({ word, matches: [word, ...closest.filter((match) => match !== word)] });
  }
  return groups;
}

/**
 * The ids of the articles a keyword search finds, found without matching every article's texts
 * (the list index), or null when the database must match them.
 */
export type SearchMatches = (db: Db | Transaction, filter: ArticoloFilter, language: LanguageCode, groups: WordGroups) => Promise<number[] | null>;
/** Of a search's matches, those that may rank at the top (see topCandidates in index/search-match.ts). */
export type TopCandidates = (matches: readonly number[], language: LanguageCode, groups: WordGroups) => number[];

export interface FoundArticoli {
  codes: string[];
  totalCount: number;
  /** The corrected keyword, when only the corrected words found something. */
  didYouMean?: string;
  /** The colours the search's words name, when it found something: its cards show garments in them. */
  colours?: string[];
}

/** The colour codes the words name, read only when one of them is a colour word. */
async function namedColourCodes(db: Db | Transaction, groups: WordGroups): Promise<string[]> {
  const query = coloursNamedBy(groups);
  return query ? (await queryRows<{ cod: string }>(db as Db, query)).map((row) => row.cod) : [];
}

/** A found page with the colours its search named, when it named any. */
async function withColours(db: Db | Transaction, found: FoundArticoli, groups: WordGroups): Promise<FoundArticoli> {
  if (found.totalCount === 0) return found;
  const colours = await namedColourCodes(db, groups);
  return colours.length ? { ...found, colours } : found;
}

/**
 * Codes of one page of articles matching the filter, and how many match in all. A keyword search
 * tries exact words first; only when that finds nothing does it correct each word to the closest
 * known words and search again with those, telling the corrected keyword (`didYouMean`). Without
 * an explicit ordering it is ranked by relevance. Articles without a price sort last. A search whose
 * words name colours tells which (`colours`).
 */
export async function findArticoli(
  db: Db,
  filter: ArticoloFilter,
  orderings: Ordering[],
  page: Page,
  language: LanguageCode,
  counts: FilterCounts | null = null,
  searchMatches: SearchMatches | null = null,
  topCandidates: TopCandidates | null = null,
): Promise<FoundArticoli> {
  const exactWords = exactGroups(filter.keyword);
  const exact = await findPage(db, filter, orderings, page, language, exactWords, { counts, searchMatches, topCandidates }, 'exact');
  if (!filter.keyword) return exact;
  if (exact.totalCount > 0) return withColours(db, exact, exactWords);
  const keyword = filter.keyword;
  return db.transaction(async (tx) => {
    await allowTypos(tx);
    const groups = await typoGroups(tx, keyword, language);
    // Ranked as the corrected keyword is ('pantolone' as 'pantalone'): a misspelt word is never whole in
    // a title, so ranked by itself no match would have the top relevance, and every page would rank them all.
    const ranking = groups.map((group) => ({ ...group, word: group.matches.find((match) => match !== group.word) ?? group.word }));
    const found = await withColours(tx, await findPage(tx, filter, orderings, page, language, ranking, { counts, searchMatches, topCandidates }, 'typo'), groups);
    const correction = correctedKeyword(groups);
    return found.totalCount > 0 && correction ? { ...found, didYouMean: correction } : found;
  });
}

/** The keyword with each word replaced by its closest known word ('did you mean'), or null when none changed. */
export function correctedKeyword(groups: WordGroups): string | null {
  const words = groups.map(({ word, matches }) => matches.find((match) => match !== word) ?? word);
  return words.some((word, index) => word !== groups[index]?.word) ? words.join(' ') : null;
}

/**
 * The query of one page of a search ranked by relevance, reading only the articles of the highest
 * relevance, by id: the same articles in the same order as the full ranking whenever it fills the
 * page, since the full ranking puts all of those first, ties by id. Ranking every match instead
 * costs as much as reading them all, tens of thousands for a common word in a large catalogue.
 */
export function topRankedPageQuery(
  db: Db | Transaction,
  filter: ArticoloFilter,
  page: Page,
  language: LanguageCode,
  groups: WordGroups,
  among?: SQL,
) {
  const best = sql`${relevance(groups, language)} >= ${topRelevance(groups)}`;
  return db
    .select({ codArticolo: articolo.codArticolo })
    .from(articolo)
    .where(and(among, articoliWhere(filter, language, groups), best))
    .orderBy(asc(articolo.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The articles with these ids, as a condition. */
export const idsIn = (ids: readonly number[]): SQL => sql`${articolo.id} = any(${`{${ids.join(',')}}`}::int[])`;

/** Below this many matches ranking them all is cheap, and the top ones may not fill a page. */
const TOP_RANKED_FROM = 500;

/** The orderings read from the price rows. */
const PRICE_KEYS = new Set(['prezzoListinoCli', 'prezzoVendita', 'percentualeSconto']);

/** The query of one page of article codes (without the count). */
export function pageQuery(
  db: Db | Transaction,
  filter: ArticoloFilter,
  orderings: Ordering[],
  page: Page,
  language: LanguageCode,
  groups: WordGroups = exactGroups(filter.keyword),
  among?: SQL,
) {
  const effective: Ordering[] = orderings.length || !filter.keyword ? orderings : [{ key: 'rilevanza', direction: 'desc' }];
  const order = effective.map((o) => {
    const column = orderColumn(o.key, filter, language, groups);
    return o.direction === 'desc' ? sql`${desc(column)} nulls last` : sql`${asc(column)} nulls last`;
  });
  const where = and(among, articoliWhere(filter, language, groups));
  // Price orderings read the price rows; the join lets the planner walk their index in order.
  if (effective.some((o) => PRICE_KEYS.has(o.key))) {
    return db
      .select({ codArticolo: articolo.codArticolo })
      .from(articolo)
      .innerJoin(prices, eq(prices.id, articolo.id))
      .where(where)
      .orderBy(...order, asc(prices.id))
      .limit(page.limit)
      .offset(page.offset);
  }
  // Every article has its price row (a trigger adds it with the article), so other orders leave them
  // out: a deep page of the default order is then skipped to through the live articles' index alone.
  return db
    .select({ codArticolo: articolo.codArticolo })
    .from(articolo)
    .where(where)
    .orderBy(...order, asc(articolo.id))
    .limit(page.limit)
    .offset(page.offset);
}

async function findPage(
  db: Db | Transaction,
  filter: ArticoloFilter,
  orderings: Ordering[],
  page: Page,
  language: LanguageCode,
  groups: WordGroups,
  {
    counts,
    searchMatches,
    topCandidates,
  }: { counts: FilterCounts | null; searchMatches: SearchMatches | null; topCandidates: TopCandidates | null },
  pass: 'exact' | 'typo',
) {
  // A search's matches, when the index finds them: they count the search, and the page queries
  // rank only them (the database then matches the texts of those articles alone, not of every one).
  const matches = groups.length && searchMatches ? await searchMatches(db, filter, language, groups) : null;
  const among = matches ? idsIn(matches) : undefined;
  const countAll = async () => {
    let n = matches?.length;
    if (n === undefined) {
      const [total] = await db
        .select({ n: count() })
        .from(articolo)
        .where(articoliWhere(filter, language, groups));
      n = total?.n ?? 0;
    }
    counts?.set(pass, n);
    return n;
  };
  const ranked = filter.keyword !== undefined && orderings.length === 0 && groups.length > 0;
  let totalCount = counts?.get(pass);
  if (totalCount === undefined && !ranked) {
    // Not yet counted: count and read the page side by side (on Postgres, two connections).
    // Both as promises, so a failure of either is handled, never left unawaited.
    const readPage = async () => pageQuery(db, filter, orderings, page, language, groups, among);
    const [n, rows] = await Promise.all([countAll(), readPage()]);
    return { codes: rows.map((row) => row.codArticolo), totalCount: n };
  }
  // A ranked search needs its count first: it decides whether the best matches alone can fill the page.
  totalCount ??= await countAll();
  // Nothing to page through: the page query would only find nothing again.
  if (totalCount <= page.offset) return { codes: [], totalCount };
  if (ranked && totalCount >= TOP_RANKED_FROM && totalCount >= page.offset + page.limit) {
    // The top is read among the matches that may reach it, when the index knows them; too few of
    // them and it cannot fill the page, so only the full ranking is read (a colour word such as
    // 'navy' matches tens of thousands of articles by colour, few of them by title).
    const candidates = matches && topCandidates ? topCandidates(matches, language, groups) : null;
    if (candidates === null || candidates.length >= page.offset + page.limit) {
      const top = await topRankedPageQuery(db, filter, page, language, groups, candidates ? idsIn(candidates) : among);
      if (top.length === page.limit) return { codes: top.map((row) => row.codArticolo), totalCount };
    }
  }
  const rows = await pageQuery(db, filter, orderings, page, language, groups, among);
  return { codes: rows.map((row) => row.codArticolo), totalCount };
}
