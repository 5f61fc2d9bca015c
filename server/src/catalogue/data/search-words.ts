import type { LanguageCode } from '@shop/shared/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../core/db/client';
import { searchWord } from '../../core/db/schema';
import { textWords } from '../../core/lib/text';

/** Known words tried in place of a misspelt one, closest first. */
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

/**
 * The known words closest to a search word in one language, by the trigram word-similarity
 * operator (served by the trigram index on the small words table). The caller sets
 * pg_trgm.word_similarity_threshold.
 */
export const correctionQuery = (word: string, language: LanguageCode): SQL =>
  sql`select ${searchWord.word} as word from ${searchWord}
      where ${searchWord.language} = ${language} and ${word} <% ${searchWord.word}
      order by word_similarity(${word}, ${searchWord.word}) desc, similarity(${word}, ${searchWord.word}) desc, ${searchWord.word}
      limit ${MAX_CORRECTIONS}`;

export async function correctWord(db: Db, word: string, language: LanguageCode): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(db, correctionQuery(word, language));
  return rows.map((row) => row.word);
}
