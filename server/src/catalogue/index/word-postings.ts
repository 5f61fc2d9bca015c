import type { ListRow } from './list-rows';

/**
 * For one language's search texts, the ids of the articles each word is in, as the articles were
 * when it was made: one array of ids, word after word, and where each word's ids begin. A search
 * word then marks the articles of the words it matches without reading every article's words (at
 * 100,000 articles about 90 words each, some 40 ms a pass).
 */
export class WordPostings {
  private readonly starts: Int32Array;
  private readonly ids: Int32Array;

  constructor(rows: readonly ListRow[], wordsOf: (row: ListRow) => Uint32Array, wordCount: number) {
    // Two passes over the rows: how many articles each word is in, then their ids in place.
    const starts = new Int32Array(wordCount + 1);
    for (const row of rows) for (const word of wordsOf(row)) starts[word + 1] = starts[word + 1]! + 1;
    for (let word = 0; word < wordCount; word += 1) starts[word + 1] = starts[word + 1]! + starts[word]!;
    const ids = new Int32Array(starts[wordCount]!);
    const next = starts.slice(0, wordCount);
    for (const row of rows) {
      for (const word of wordsOf(row)) {
        ids[next[word]!] = row.id;
        next[word] = next[word]! + 1;
      }
    }
    this.starts = starts;
    this.ids = ids;
  }

  /** Sets to 1, in `marker` (by article id), the articles with a word of the table; words newer than these postings are not known here. */
  mark(table: Uint8Array, marker: Uint8Array): void {
    const words = Math.min(table.length, this.starts.length - 1);
    for (let word = 0; word < words; word += 1) {
      if (table[word] !== 1) continue;
      for (let i = this.starts[word]!; i < this.starts[word + 1]!; i += 1) marker[this.ids[i]!] = 1;
    }
  }
}
