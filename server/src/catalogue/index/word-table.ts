/**
 * The words of the articles' search texts, each once, as a number. A word here is what a database
 * regular expression's word boundary (`\y`) delimits in ASCII text: a run of letters, digits and
 * underscores, case kept (the search's patterns and LIKE are case-sensitive).
 */
const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || c === 95;
/** Whether a text is made of word characters only. */
const ALL_WORD = /^[A-Za-z0-9_]+$/;
/** A letter or digit beyond ASCII: a word character or not by the database's locale, so no rule here can match it safely. */
const LOCALE_WORD = /[^\p{ASCII}](?<=[\p{L}\p{N}])/u;

export class Words {
  private readonly ids = new Map<string, number>();
  readonly texts: string[] = [];
  /** Texts read with a letter or digit beyond ASCII: while there is one, searches are counted by the database. */
  localeDependent = 0;

  /** The distinct words of a search text, as numbers. */
  of(text: string): Uint32Array {
    if (LOCALE_WORD.test(text)) this.localeDependent += 1;
    // By character codes rather than a global regular expression: 100,000 texts are read at start.
    const seen = new Set<number>();
    let start = -1;
    for (let i = 0; i <= text.length; i += 1) {
      const word = i < text.length && isWordChar(text.charCodeAt(i));
      if (word && start < 0) start = i;
      else if (!word && start >= 0) {
        seen.add(this.id(text.slice(start, i)));
        start = -1;
      }
    }
    return Uint32Array.from(seen);
  }

  private id(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.texts.length;
      this.ids.set(word, id);
      this.texts.push(word);
    }
    return id;
  }

  /** The word's number, or undefined when no text has it. */
  known(word: string): number | undefined {
    return this.ids.get(word);
  }
}

/** True when the search word can be matched by the word rules here: word characters only. */
export const plainWord = (word: string): boolean => ALL_WORD.test(word);

/** A table by word number, 1 for each word that passes. */
export class WordTable {
  readonly table: Uint8Array;
  /** Whether any word passes: a table of none need not be looked at. */
  any = false;
  constructor(private readonly words: Words) {
    this.table = new Uint8Array(words.texts.length);
  }

  private mark(id: number) {
    this.table[id] = 1;
    this.any = true;
  }

  /** The words equal to one of these. */
  whole(list: readonly string[]): this {
    for (const word of list) {
      const id = this.words.known(word);
      if (id !== undefined) this.mark(id);
    }
    return this;
  }

  /** The words that begin with this one, or with any of these (one pass over the words). */
  prefix(start: string | readonly string[]): this {
    const starts = typeof start === 'string' ? [start] : start;
    this.words.texts.forEach((word, id) => {
      if (starts.some((s) => word.startsWith(s))) this.mark(id);
    });
    return this;
  }

  /** The words that have this one anywhere in them. */
  containing(part: string): this {
    this.words.texts.forEach((word, id) => {
      if (word.includes(part)) this.mark(id);
    });
    return this;
  }
}
