import type { ArticoloFilter, LanguageCode } from '@shop/shared/contracts';
import { queryRows, type Db } from '../../core/db/client';
import { groupNamedCodes, type WordGroups } from '../search/match';
import { isVocabularyWord, synonymsOf } from '../search/vocabulary';
import { answers, codeTable, hasAny, type RowTest } from './list-filter';
import type { IndexCounts, ListIndex, SearchGroup } from './list-index';
import { plainWord, WordTable, type Words } from './word-table';

type Reader = Pick<Db, 'execute'>;

interface NamedCodes {
  colours: string[];
  lines: string[];
  families: string[];
}

/** The search words a group matches by: its matches and completions (a vocabulary word brings its synonyms where it is matched). */
const wordsOf = ({ matches, completions = [] }: WordGroups[number]) => [...matches, ...completions];

/**
 * True when every word of the search is made of word characters, and so are the synonyms it brings:
 * then each of its patterns finds whole words or their starts, which the word table answers. A word
 * such as 't-shirt' spans two words of a text, and is left to the database.
 */
const plainSearch = (groups: WordGroups) =>
  groups.every((group) =>
    wordsOf(group).every((word) => plainWord(word) && (!isVocabularyWord(word) || synonymsOf(word).every(plainWord))),
  );

/**
 * One search word's condition (groupCondition in search/match.ts) as a test of a row: a vocabulary
 * word (with its synonyms) whole in either language's text, any other word inside a word of the
 * shop's language or at the start of one of the other's (whole when it has three letters, none when
 * fewer), a colour it names among the article's colours, or a line or family it names.
 */
function searchGroup(group: WordGroups[number], named: NamedCodes, words: Words, index: ListIndex, language: LanguageCode): SearchGroup {
  const own = new WordTable(words);
  const other = new WordTable(words);
  for (const word of wordsOf(group)) {
    if (isVocabularyWord(word)) {
      own.whole(synonymsOf(word));
      other.whole(synonymsOf(word));
      continue;
    }
    own.containing(word);
    if (word.length > 3) other.prefix(word);
    else if (word.length === 3) other.whole([word]);
  }
  const english = language === 'eng';
  const colours = named.colours.length ? codeTable(index.dictionary, named.colours) : null;
  const lines = named.lines.length ? new Set(named.lines) : null;
  const families = named.families.length ? new Set(named.families) : null;
  // The arms that name nothing are left out rather than tested.
  const byName: RowTest | null =
    colours || lines || families
      ? (row) =>
          (lines !== null && row.line !== null && lines.has(row.line)) ||
          (families !== null && families.has(row.family)) ||
          (colours !== null && hasAny(row.colours, colours))
      : null;
  return {
    own: own.table,
    other: other.table,
    english,
    named: byName,
    test: (row) =>
      (byName !== null && byName(row)) ||
      (own.any && hasAny(english ? row.wordsEng : row.wordsIta, own.table)) ||
      (other.any && hasAny(english ? row.wordsIta : row.wordsEng, other.table)),
  };
}

/**
 * The search's condition as one test of a row (every word's group must match), with the rest of the
 * filter, or null when the database must match (see matchSearch).
 */
async function searchTest(index: ListIndex, db: Reader, filter: ArticoloFilter, language: LanguageCode, groups: WordGroups) {
  const rest: ArticoloFilter = { ...filter };
  delete rest.keyword;
  const words = index.dictionary.words;
  if (groups.length === 0 || words.localeDependent > 0 || !plainSearch(groups) || !answers(rest)) return null;
  const searched: SearchGroup[] = [];
  for (const group of groups) {
    const [named] = await queryRows<NamedCodes>(db, groupNamedCodes(group));
    searched.push(searchGroup(group, named ?? { colours: [], lines: [], families: [] }, words, index, language));
  }
  const marks = index.searchMarks(searched);
  const test: RowTest = (row) => marks[row.id] === 1;
  return { rest, test };
}

/**
 * The ids of the live articles a keyword search finds (with the rest of its filter), found in the
 * list index instead of matching every article's texts in the database (at 100,000 articles a common
 * word took 300 to 700 ms to count there). The names of colours, lines and families are still matched
 * by the database, one small query per word. Null when the database must match: a filter the index
 * does not answer, a word that is not plain, or a text whose words depend on the database's locale.
 */
export async function matchSearch(
  index: ListIndex,
  db: Reader,
  filter: ArticoloFilter,
  language: LanguageCode,
  groups: WordGroups,
): Promise<number[] | null> {
  const search = await searchTest(index, db, filter, language, groups);
  return search && index.idsWhere(search.rest, search.test);
}

/** A keyword search's facet counts (see ListIndex.counts), found as matchSearch finds its articles; null when the database must count. */
export async function searchFacetCounts(
  index: ListIndex,
  db: Reader,
  filter: ArticoloFilter,
  language: LanguageCode,
  groups: WordGroups,
): Promise<IndexCounts | null> {
  const search = await searchTest(index, db, filter, language, groups);
  return search && index.counts(search.rest, search.test);
}

/**
 * Of a search's matches (matchSearch), those that may rank at the top (topRelevance in
 * search/match.ts): there every word of the search, or one of its synonyms, is whole in the first 80
 * characters of the shop's language text, so that text has a word beginning with it (beginning: a
 * word cut at the 80th character is whole there). The ranked page reads only these, and does not
 * try the top at all when they cannot fill the page.
 */
export function topCandidates(index: ListIndex, ids: readonly number[], language: LanguageCode, groups: WordGroups): number[] {
  const words = index.dictionary.words;
  const english = language === 'eng';
  const none = new Uint8Array(words.texts.length);
  const searched: SearchGroup[] = groups.map(({ matches }) => {
    const own = new WordTable(words).prefix([...new Set(matches.flatMap(synonymsOf))]);
    return { own: own.table, other: none, english, named: null, test: (row) => hasAny(english ? row.wordsEng : row.wordsIta, own.table) };
  });
  // Marked as the search's own matches are: from the words' postings.
  const marks = index.searchMarks(searched);
  return ids.filter((id) => marks[id] === 1);
}
