import type { LanguageCode } from '@shop/shared/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { articolo, colore, famigliaArticolo, linea } from '../../core/db/schema';
import { escapeLike } from '../../core/lib/text';
import { colourWordsOf, isVocabularyWord, synonymsOf } from './vocabulary';

/**
 * What each search word may match: the word itself and, in the typo pass, the known words
 * closest to it. Each of those also brings its synonyms, colours, lines and families. A word
 * still being typed also finds the vocabulary words it begins (`completions`), ranked as words
 * that merely start with it.
 */
export type WordGroups = { word: string; matches: string[]; completions?: string[] }[];

/** Shorter words have no trigram to look up: they are matched in the shop's own language only. */
const MIN_EXPANDED = 3;

const escapeRegex = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A regular expression finding any of the words as a word: whole when short or `whole`, else as
 * the start of a word, so that 'pantalon' plurals and 'sweaters' are found.
 */
export function wordPattern(words: readonly string[], whole = false): string {
  const parts = words.map((word) => `${escapeRegex(word)}${whole || word.length <= 3 ? '\\y' : ''}`);
  return `\\y(${parts.join('|')})`;
}

export const searchColumn = (language: LanguageCode): SQL =>
  language === 'eng' ? sql`${articolo.testoRicercaEng}` : sql`${articolo.testoRicerca}`;

const otherColumn = (language: LanguageCode): SQL => searchColumn(language === 'eng' ? 'ita' : 'eng');

/** The codes of the colours whose Italian or English name has one of the colour words, as a query. */
const namedColours = (colourWords: readonly string[]): SQL =>
  sql`select ${colore.codColore}::text as cod from ${colore}
    where lower(${colore.desColoreIta} || ' ' || ${colore.desColoreEng}) ~ ${wordPattern(colourWords, true)}`;

/**
 * Articles in any colour whose Italian or English name has one of the colour words. Colour names
 * are few: the array is read once per query and the colours index answers it.
 */
function inColours(colourWords: readonly string[]): SQL {
  return sql`${articolo.colori} && array(${namedColours(colourWords)})`;
}

/**
 * The query of the colour codes a search's words name ('blu' names every blue, 'navy' too), so its
 * cards can show the garments in them; null when no word names a colour.
 */
export function coloursNamedBy(groups: WordGroups): SQL | null {
  const words = [...new Set(groups.flatMap((group) => group.matches.flatMap(colourWordsOf)))];
  return words.length ? sql`${namedColours(words)} order by 1` : null;
}

/**
 * The codes one search word's group names by name, as one row of three arrays: the colours its
 * colour words name, the lines and the families its vocabulary words name (each word's share of
 * groupCondition that reads other tables than the article's).
 */
export function groupNamedCodes({ matches, completions = [] }: WordGroups[number]): SQL {
  const words = [...matches, ...completions];
  const colourWords = [...new Set(words.flatMap(colourWordsOf))];
  const named = [...new Set(words.filter(isVocabularyWord).flatMap(synonymsOf))];
  const none = sql`'{}'::text[]`;
  const colours = colourWords.length ? sql`array(${namedColours(colourWords)})` : none;
  if (named.length === 0) return sql`select ${colours} as colours, ${none} as lines, ${none} as families`;
  const pattern = wordPattern(named, true);
  return sql`select ${colours} as colours,
    array(select ${linea.codLinea}::text from ${linea} where lower(${linea.desLinea}) ~ ${pattern}) as lines,
    array(select ${famigliaArticolo.codFamigliaArticolo}::text from ${famigliaArticolo}
      where lower(${famigliaArticolo.desFamigliaArticolo}) ~ ${pattern}) as families`;
}

/** Every way one word (of a group's matches) finds an article. */
function matchConditions(word: string, language: LanguageCode): SQL[] {
  const own = searchColumn(language);
  const other = otherColumn(language);
  const found: SQL[] = [];
  if (isVocabularyWord(word)) {
    // A vocabulary word is matched whole ('blu' is not in 'blusa'; the table lists plurals), with
    // its synonyms, in both languages.
    const pattern = wordPattern(synonymsOf(word), true);
    found.push(sql`${own} ~ ${pattern}`, sql`${other} ~ ${pattern}`);
  } else {
    found.push(sql`${own} like ${`%${escapeLike(word)}%`}`);
    // The other language's words ('maglione' in the English shop), as the start of a word.
    if (word.length >= MIN_EXPANDED) found.push(sql`${other} ~ ${wordPattern([word])}`);
  }
  const colours = colourWordsOf(word);
  if (colours.length) found.push(inColours(colours));
  // Lines and families by name for vocabulary words only: others are in the search texts already
  // (the family name is), and a condition the planner cannot estimate would make it read every article.
  if (isVocabularyWord(word)) {
    const pattern = wordPattern(synonymsOf(word), true);
    const lines = sql`array(select ${linea.codLinea} from ${linea} where lower(${linea.desLinea}) ~ ${pattern})`;
    const families = sql`array(select ${famigliaArticolo.codFamigliaArticolo} from ${famigliaArticolo}
      where lower(${famigliaArticolo.desFamigliaArticolo}) ~ ${pattern})`;
    found.push(sql`${articolo.codLinea} = any(${lines})`, sql`${articolo.codFamigliaArticolo} = any(${families})`);
  }
  return found;
}

/** The articles one search word finds, whichever of its matches finds them. */
export function groupCondition({ matches, completions = [] }: WordGroups[number], language: LanguageCode): SQL {
  const all = [...matches, ...completions].flatMap((word) => matchConditions(word, language));
  return sql`(${sql.join(all, sql` or `)})`;
}

/**
 * Relevance of one search word, from the start of the search text (code and title): the word or
 * one of its synonyms whole there, or a colour word naming one of the article's colours, 3; the start of a word there
 * 2 (so 'blu' ranks blue garments above a 'Blusa'); found otherwise (line, family, other language,
 * description, a word it begins) 1; plus, but for the colour, its trigram similarity to that
 * start, below 1, to order within a tier. Only the start is compared, so ranking stays cheap on large result sets.
 */
export function groupRelevance({ word, matches }: WordGroups[number], language: LanguageCode): SQL {
  const head = sql`left(${searchColumn(language)}, 80)`;
  // A synonym in the shop's language counts as the word itself ('giacca' finds 'jacket' titles in English).
  const whole = [...new Set(matches.flatMap(synonymsOf))];
  const colours = [...new Set(matches.flatMap(colourWordsOf))];
  const similarity = sql`word_similarity(${word}, ${head})`;
  // In its colour, the likeness of the title to the word means nothing ('blu' and 'Blusa'): blue garments tie.
  const coloured = colours.length ? sql` when ${inColours(colours)} then 3` : sql``;
  return sql`(case when ${head} ~ ${wordPattern(whole, true)} then 3 + ${similarity}${coloured}
    else (case when ${head} ~ ${`\\y(${matches.map(escapeRegex).join('|')})`} then 2 else 1 end) + ${similarity} end)`;
}

/** The highest relevance there is: every word whole in the code or title (tier 3, similarity 1). */
export const topRelevance = (groups: WordGroups) => groups.length * 4;
