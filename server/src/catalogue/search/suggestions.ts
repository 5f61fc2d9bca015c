import type { LanguageCode, SuggestedArticle, SuggestedFamily, SuggestReply } from '@shop/shared/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../core/db/client';
import { articolo, articoloNota } from '../../core/db/schema';
import { plainText, textWords } from '../../core/lib/text';
import { allowTypos, articoliWhere, idsIn, searchWords, typoGroups, type SearchMatches } from '../data/articoli';
import { listFamilies } from '../data/catalogue-reference';
import { groupRelevance, topRelevance, type WordGroups } from './match';
import { isVocabularyWord, synonymsOf, vocabularyCompletions } from './vocabulary';

/** Articles suggested at most. */
export const SUGGESTED_ARTICLES = 6;
/** Families suggested at most. */
export const SUGGESTED_FAMILIES = 3;
/** Shorter keywords are not corrected: too many words are close to them. */
const TYPO_FROM = 4;

type Reader = Pick<Db, 'select' | 'execute'>;
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The keyword's words as search groups; the last one is still being typed, so it also stands for
 * the vocabulary words it begins ('swe' for 'sweater').
 */
export function typedGroups(keyword: string): WordGroups {
  const words = searchWords(keyword);
  return words.map((word, index) => ({
    word,
    matches: [word],
    ...(index === words.length - 1 ? { completions: vocabularyCompletions(word) } : {}),
  }));
}

/**
 * How many matching articles a ranked step looks at, at most: the first ones by id. Ranking asks
 * for more than matching (whole words, colours, families, synonyms), and on a large catalogue a
 * word being typed may match no title whole, which would rank every article to find none.
 */
export const RANKED_MATCHES = 500;

/**
 * Codes of the articles at or above a relevance. At the top relevance (all alike) and at 0 (any
 * match) by id, a walk that stops at `limit`; in between the most relevant first.
 */
async function codesFrom(
  db: Reader,
  groups: WordGroups,
  language: LanguageCode,
  least: number,
  limit: number,
  first: number[] | null,
): Promise<string[]> {
  // The first matches by id, when the index found them: the same rows the walk below stops at, read by id.
  const among = first ? idsIn(first) : undefined;
  const matching = and(among, articoliWhere({ keyword: 'x' }, language, groups));
  const relevance = sql.join(
    groups.map((group) => groupRelevance(group, language)),
    sql` + `,
  );
  if (least === 0) {
    const rows = await db
      .select({ codArticolo: articolo.codArticolo })
      .from(articolo)
      .where(matching)
      .orderBy(asc(articolo.id))
      .limit(limit);
    return rows.map((row) => row.codArticolo);
  }
  // A ranked step ranks only the first matches (cheap to find), named as the table so the ranking
  // reads their columns: it never ranks the whole table.
  const order = least >= topRelevance(groups) ? sql`"id"` : sql`"relevance" desc, "id"`;
  const rows = await queryRows<{ cod_articolo: string }>(
    db,
    sql`select "cod_articolo" from (select *, ${relevance} as "relevance" from (select * from ${articolo} where ${matching} order by ${articolo.id} limit ${RANKED_MATCHES}) as "articolo") as "ranked"
        where "relevance" >= ${least} order by ${order} limit ${limit}`,
  );
  return rows.map((row) => row.cod_articolo);
}

/**
 * The best few articles: first those with every word whole in the title, then those with the word
 * whole, in its colour or at the start of a word there, most relevant first (both among the first
 * RANKED_MATCHES matches), then any other match. Each step reads a bounded number of rows, so a
 * common word on a large catalogue costs no more than a rare one (ranking every match would read
 * them all).
 */
async function bestCodes(
  db: Db | Transaction,
  groups: WordGroups,
  language: LanguageCode,
  matches: SearchMatches | null,
  corrected = false,
): Promise<string[]> {
  const found = matches ? await matches(db, { keyword: 'x' }, language, groups) : null;
  const first = found && found.slice(0, RANKED_MATCHES);
  if (first?.length === 0) return [];
  const codes: string[] = [];
  // A misspelt word is never whole in a title: corrected words start at the second step.
  const steps = corrected ? [groups.length * 2, 0] : [topRelevance(groups), groups.length * 2, 0];
  for (const least of steps) {
    for (const code of await codesFrom(db, groups, language, least, SUGGESTED_ARTICLES, first)) {
      if (!codes.includes(code)) codes.push(code);
    }
    if (codes.length >= SUGGESTED_ARTICLES) break;
  }
  return codes.slice(0, SUGGESTED_ARTICLES);
}

async function titled(db: Reader, codes: string[], language: LanguageCode): Promise<SuggestedArticle[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ id: articolo.id, codArticolo: articolo.codArticolo, name: articolo.desArticolo, title: articoloNota.desNota })
    .from(articolo)
    .leftJoin(
      articoloNota,
      and(
        eq(articoloNota.codArticolo, articolo.codArticolo),
        eq(articoloNota.codLingua, language),
        eq(articoloNota.codClasseNota, 'B2C_T'),
      ),
    )
    .where(inArray(articolo.codArticolo, codes));
  const byCode = new Map(rows.map((row) => [row.codArticolo, row]));
  return codes.flatMap((code) => {
    const row = byCode.get(code);
    return row ? [{ id: row.id, codArticolo: row.codArticolo, title: row.title ?? row.name }] : [];
  });
}

/** Families whose name, in either language, has a word beginning with a search word or one of its synonyms. */
async function namedFamilies(db: Db, groups: WordGroups, language: LanguageCode): Promise<SuggestedFamily[]> {
  // A word being typed names the families of the words it begins, unless it is a word of its own ('blu', not 'blusa').
  const wanted = groups
    .flatMap(({ word, matches, completions = [] }) => [...matches, ...(isVocabularyWord(word) ? [] : completions)].flatMap(synonymsOf))
    .filter((word) => word.length >= 2);
  if (wanted.length === 0) return [];
  const families = await listFamilies(db, false);
  return families
    .filter(({ desFamigliaArticolo }) => textWords(plainText(desFamigliaArticolo)).some((word) => wanted.some((w) => word.startsWith(w))))
    .slice(0, SUGGESTED_FAMILIES)
    .map(({ codFamigliaArticolo, desFamigliaArticolo }) => {
      const [italian = '', english] = desFamigliaArticolo.split('/');
      return { codFamigliaArticolo, name: (language === 'eng' ? (english ?? italian) : italian).trim() };
    });
}

/**
 * Suggestions for the header search: the best few articles and the families the keyword names.
 * When no article matches, a keyword of four letters or more is corrected as the list search does.
 */
export async function findSuggestions(
  db: Db,
  keyword: string,
  language: LanguageCode,
  matches: SearchMatches | null = null,
): Promise<SuggestReply> {
  let groups = typedGroups(keyword);
  let codes = groups.length ? await bestCodes(db, groups, language, matches) : [];
  if (codes.length === 0 && plainText(keyword).trim().length >= TYPO_FROM) {
    // The corrected words stand for the keyword: their articles and the families they name ('jaket': Jackets).
    [groups, codes] = await db.transaction(async (tx) => {
      await allowTypos(tx);
      const corrected = await typoGroups(tx, keyword, language);
      return [corrected, await bestCodes(tx, corrected, language, matches, true)] as const;
    });
  }
  const [articles, families] = await Promise.all([titled(db, codes, language), namedFamilies(db, groups, language)]);
  return { error: false, keyword, articles, families };
}
