import type { LanguageCode } from '@shop/shared/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../core/db/client';
import { searchWord } from '../../core/db/schema';
import { textWords } from '../../core/lib/text';
import { editDistance } from '../search/edit-distance';
import { vocabularyWords } from '../search/vocabulary';

/** Known words tried in place of a misspelt one, at most. */
const MAX_CORRECTIONS = 8;

/** Collects the distinct words of article search texts, per language, batch after batch. */
export class SearchWordCollector {
  private readonly words = { ita: new Set<string>(), eng: new Set<string>() };

  add(language: LanguageCode, text: string) {
    for (const word of textWords(text)) this.words[language].add(word);
  }

  /** Stores the words not yet known; run it whenever article search texts are written. */
  async save(db: Db) {
    const rows = (['ita', 'eng'] as const).flatMap((language) => [...this.words[language]].map((word) => ({ language, word })));
    for (let start = 0; start < rows.length; start += 20_000) {
      const chunk = rows.slice(start, start + 20_000);
      await db.execute(
        sql`insert into ${searchWord} (language, word)
            select language, word from json_to_recordset(${JSON.stringify(chunk)}::json) as x(language varchar(3), word text)
            on conflict do nothing`,
      );
    }
  }
}

/** Known words the typo pass compares a misspelt word with, the most alike by trigrams first. */
const CANDIDATES = 50;

/**
 * The known words of both languages that share enough trigrams with a search word (the `%`
 * operator, served by the trigram index on the small words table), the most alike first. The
 * caller sets pg_trgm.similarity_threshold (allowTypos).
 */
export const correctionQuery = (word: string): SQL =>
  sql`select ${searchWord.word} as word, ${searchWord.language} as language from ${searchWord}
      where ${word} % ${searchWord.word}
      order by similarity(${word}, ${searchWord.word}) desc, ${searchWord.word}
      limit ${CANDIDATES}`;

/** A known word and where it comes from: a language's search texts, or the shop's vocabulary. */
export interface KnownWord {
  word: string;
  language: LanguageCode | 'vocabulary';
}

/** Edits a misspelt word may be from its correction: one up to five letters, two from six. */
const allowedEdits = (word: string) => (word.length <= 5 ? 1 : 2);

/**
 * The known words fewest edits away from a search word, at most MAX_CORRECTIONS: the shop
 * language's first, then the vocabulary's (synonyms and colours, in both languages), then the
 * other language's. The same rule on every database: the database only offers the candidates.
 */
export function closestWords(word: string, language: LanguageCode, known: readonly KnownWord[]): string[] {
  const limit = allowedEdits(word);
  const order = (from: KnownWord['language']) => (from === language ? 0 : from === 'vocabulary' ? 1 : 2);
  const scored = [...known, ...vocabularyWords.map((w): KnownWord => ({ word: w, language: 'vocabulary' }))]
    .filter((candidate) => candidate.word !== word)
    .map((candidate) => ({ ...candidate, edits: editDistance(word, candidate.word, limit), order: order(candidate.language) }))
    .filter((candidate) => candidate.edits <= limit);
  const fewest = Math.min(...scored.map((candidate) => candidate.edits));
  const closest = scored
    .filter((candidate) => candidate.edits === fewest)
    .sort((a, b) => a.order - b.order || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .map((candidate) => candidate.word);
  return [...new Set(closest)].slice(0, MAX_CORRECTIONS);
}

/** The known words closest to a misspelt search word (see closestWords), closest first. */
export async function correctWord(db: Db, word: string, language: LanguageCode): Promise<string[]> {
  const rows = await queryRows<KnownWord>(db, correctionQuery(word));
  return closestWords(word, language, rows);
}
