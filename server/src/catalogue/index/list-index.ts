import type { ArticoloFilter, Ordering } from '@shop/shared/contracts';
import { answers, codeTable, comparatorOf, narrowingOf, orderName, rowTest, type RowTest } from './list-filter';
import { Dictionary, type ListRow } from './list-rows';
import { WordPostings } from './word-postings';

/** One search word's tables and tests for a search over the index (see search-match.ts). */
export interface SearchGroup {
  /** Words (by number) that match in the shop's language's texts, and in the other's. */
  own: Uint8Array;
  other: Uint8Array;
  english: boolean;
  /** The colours, line or family it names, when it names any; null when it names none. */
  named: RowTest | null;
  /** The whole condition, for one article at a time. */
  test: RowTest;
}

export interface IndexPage {
  codes: string[];
  totalCount: number;
}

/** What the facets count, before the database names them: codes with their counts. */
export interface IndexCounts {
  total: number;
  colours: { code: string; count: number }[];
  sizes: { code: string; count: number }[];
  /** Lowest and highest sale price in cents, or null when no article has one. */
  price: { min: number; max: number } | null;
}

const without = (filter: ArticoloFilter, ...keys: (keyof ArticoloFilter)[]): ArticoloFilter => {
  const rest = { ...filter };
  for (const key of keys) delete rest[key];
  return rest;
};

/** Parts of the catalogue kept (a family, a line...): enough for every menu's families, lines and groupings. */
const PARTS_KEPT = 256;

const sameWords = (a: Uint32Array, b: Uint32Array) => a.length === b.length && a.every((word, i) => word === b[i]);

/** The sort values a row's order depends on: when one changes, the orders kept are read again. */
const sortKeys = (row: ListRow) => `${row.inserted} ${row.listPrice} ${row.salePrice} ${row.discount}`;

/**
 * The live articles in memory, for the shopper's lists and facets of a large catalogue: any page of
 * any filter and the counts of any facet set are one pass over the articles (a few milliseconds at
 * 100,000), where the database must count every match again for each new filter and skip every
 * row before a deep page. Its rules are the database's (list-filter.ts), and a test holds both
 * answers equal. Hand-made rather than an in-memory search library: the answers must be the
 * database's to the article (sizes in stock per colour, nulls last, ties by id), and the pass is
 * a few dozen lines.
 */
export class ListIndex {
  readonly dictionary = new Dictionary();
  private rows: ListRow[] = [];
  private readonly byCode = new Map<string, ListRow>();
  /** The words' articles, made with the rows; articles added or whose words changed since are in `unposted`. */
  private postings: { ita: WordPostings; eng: WordPostings } | null = null;
  private readonly unposted = new Map<number, ListRow>();
  private maxId = 0;
  private readonly byId = new Map<number, ListRow>();
  /** The ids of the rows in each order asked for so far, by order name; dropped when the order may have changed. */
  private readonly orders = new Map<string, Int32Array>();
  /** The rows of one part of the catalogue (a family, a line...) in id order, by part; dropped on any change. */
  private readonly parts = new Map<string, ListRow[]>();

  get size(): number {
    return this.rows.length;
  }

  /** Takes every live article at once (the rows in id order). */
  replaceAll(rows: ListRow[]): void {
    this.rows = rows;
    this.byCode.clear();
    this.byId.clear();
    for (const row of rows) {
      this.byCode.set(row.cod, row);
      this.byId.set(row.id, row);
    }
    this.orders.clear();
    this.parts.clear();
    this.unposted.clear();
    this.maxId = rows.reduce((max, row) => Math.max(max, row.id), 0);
    const words = this.dictionary.words.texts.length;
    this.postings = {
      ita: new WordPostings(rows, (row) => row.wordsIta, words),
      eng: new WordPostings(rows, (row) => row.wordsEng, words),
    };
  }

  /** Takes the articles as they now are: a row each, or null for one no longer live. */
  apply(changed: Map<string, ListRow | null>): void {
    // Any change may move an article into or out of a part (a new family, say).
    if (changed.size > 0) this.parts.clear();
    let membership = false;
    let order = false;
    for (const [code, row] of changed) {
      const old = this.byCode.get(code);
      if (old && row) {
        if (sortKeys(old) !== sortKeys(row)) order = true;
        const wordsChanged = !sameWords(old.wordsIta, row.wordsIta) || !sameWords(old.wordsEng, row.wordsEng);
        // In place, so the rows kept (by code, by id and in parts) hold the new values.
        Object.assign(old, row);
        if (wordsChanged) this.unposted.set(old.id, old);
      } else if (old || row) {
        membership = true;
        if (row) {
          this.byCode.set(code, row);
          this.unposted.set(row.id, row);
          this.maxId = Math.max(this.maxId, row.id);
        } else {
          this.byCode.delete(code);
          if (old) this.unposted.delete(old.id);
        }
      }
    }
    if (membership) {
      this.rows = [...this.byCode.values()].sort((a, b) => a.id - b.id);
      this.byId.clear();
      for (const row of this.rows) this.byId.set(row.id, row);
    }
    if (membership || order) this.orders.clear();
  }

  /** The ids of the rows in the order named (not the id order), sorted once and kept. */
  private sorted(name: string): Int32Array {
    let ids = this.orders.get(name);
    if (!ids) {
      ids = Int32Array.from([...this.rows].sort(comparatorOf(name)), (row) => row.id);
      this.orders.set(name, ids);
    }
    return ids;
  }

  /**
   * The rows in id order that may pass the filter: every row, or only those of the part of the
   * catalogue the filter narrows to (kept per part until the next change, at most PARTS_KEPT of them).
   */
  private candidates(filter: ArticoloFilter): ListRow[] {
    const narrowing = narrowingOf(filter);
    if (!narrowing) return this.rows;
    let part = this.parts.get(narrowing.key);
    if (!part) {
      const { of, value } = narrowing;
      part = this.rows.filter((row) => of(row) === value);
      if (this.parts.size >= PARTS_KEPT) this.parts.clear();
      this.parts.set(narrowing.key, part);
    }
    return part;
  }

  /**
   * One page of the filter in the order asked, with how many match; null when the database must
   * answer. The matches are found in id order, where the rows lie one after the other in memory;
   * another order then walks its ids, reading one mark each, instead of each row where it lies.
   */
  page(filter: ArticoloFilter, orderings: Ordering[], window: { offset: number; limit: number }): IndexPage | null {
    const name = orderName(orderings);
    if (name === null || !answers(filter)) return null;
    const test = rowTest(filter, this.dictionary);
    const codes: string[] = [];
    let totalCount = 0;
    const end = window.offset + window.limit;
    if (name === '') {
      for (const row of this.candidates(filter)) {
        if (!test(row)) continue;
        if (totalCount >= window.offset && totalCount < end) codes.push(row.cod);
        totalCount += 1;
      }
      return { codes, totalCount };
    }
    const marks = new Uint8Array(this.maxId + 1);
    for (const row of this.candidates(filter)) {
      if (test(row)) {
        marks[row.id] = 1;
        totalCount += 1;
      }
    }
    const ids = this.sorted(name);
    for (let i = 0, seen = 0; i < ids.length && seen < end; i += 1) {
      const id = ids[i]!;
      if (marks[id] !== 1) continue;
      if (seen >= window.offset) codes.push(this.byId.get(id)!.cod);
      seen += 1;
    }
    return { codes, totalCount };
  }

  /**
   * The articles every search word matches, as a table by article id (1 for each): a word's articles
   * from the postings of the words it matches, those of the colours, line or family it names from a
   * pass over the rows' codes, and the articles added or changed since the postings were made one by
   * one. Cancelled articles may still be marked: only the live rows are read with it.
   */
  searchMarks(groups: readonly SearchGroup[]): Uint8Array {
    let all: Uint8Array | null = null;
    for (const group of groups) {
      const marks = new Uint8Array(this.maxId + 1);
      if (this.postings) {
        (group.english ? this.postings.eng : this.postings.ita).mark(group.own, marks);
        (group.english ? this.postings.ita : this.postings.eng).mark(group.other, marks);
      }
      const named = group.named;
      if (named) for (const row of this.rows) if (named(row)) marks[row.id] = 1;
      for (const [id, row] of this.unposted) marks[id] = group.test(row) ? 1 : 0;
      if (all) for (let id = 0; id < all.length; id += 1) all[id] = all[id]! & marks[id]!;
      else all = marks;
    }
    return all ?? new Uint8Array(this.maxId + 1);
  }

  /** The ids of the live articles that pass the filter and the test, in id order; the filter must be one the index answers. */
  idsWhere(filter: ArticoloFilter, test: RowTest): number[] {
    const passes = rowTest(filter, this.dictionary);
    const ids: number[] = [];
    for (const row of this.candidates(filter)) if (passes(row) && test(row)) ids.push(row.id);
    return ids;
  }

  /**
   * The facets' counts of the filter, each with every filter but its own (see article-facets.ts):
   * colours (in stock in the chosen sizes, when sizes are chosen), sizes in stock (in the chosen
   * colours, when chosen), the sale price range, and how many match all. Null when the database must answer.
   */
  counts(filter: ArticoloFilter, matches: RowTest = () => true): IndexCounts | null {
    if (!answers(filter)) return null;
    const d = this.dictionary;
    // Each facet's count leaves out its own filter: the filter's parts are tested once a row, then combined.
    const rest = rowTest(without(filter, 'codColori', 'siglaTaglie', 'prezzoMin', 'prezzoMax'), d);
    const part = (fields: ArticoloFilter): RowTest | null =>
      Object.values(fields).some((v) => v !== undefined) ? rowTest(fields, d) : null;
    const inColours = part({ codColori: filter.codColori });
    const inSizes = part({ siglaTaglie: filter.siglaTaglie });
    // With both chosen, a size in stock in one of the colours (as the list reads them).
    const inBoth = inColours && inSizes ? part({ codColori: filter.codColori, siglaTaglie: filter.siglaTaglie }) : null;
    const inPrice = part({ prezzoMin: filter.prezzoMin, prezzoMax: filter.prezzoMax });
    const sizes = filter.siglaTaglie ? codeTable(d, filter.siglaTaglie) : null;
    const colours = filter.codColori ? codeTable(d, filter.codColori) : null;
    const tally = { colours: new Int32Array(d.texts.length), sizes: new Int32Array(d.texts.length), seen: new Int32Array(d.texts.length) };
    let total = 0;
    let min: number | null = null;
    let max: number | null = null;
    const rows = this.candidates(filter);
    for (let r = 0; r < rows.length; r += 1) {
      const row = rows[r]!;
      // A search's matches (`matches`) narrow every count: the keyword is no facet of its own.
      if (!rest(row) || !matches(row)) continue;
      const colour = inColours === null || inColours(row);
      const size = inSizes === null || inSizes(row);
      const stock = inBoth === null ? colour && size : inBoth(row);
      const price = inPrice === null || inPrice(row);
      if (stock && price) total += 1;
      // Each row stamps the codes it counted with its own number (from 1), so it counts each once.
      if (size && price) countColours(row, d, sizes, tally.colours, tally.seen, 2 * r + 1);
      if (colour && price) countSizes(row, d, colours, tally.sizes, tally.seen, 2 * r + 2);
      if (row.salePrice !== null && stock) {
        if (min === null || row.salePrice < min) min = row.salePrice;
        if (max === null || row.salePrice > max) max = row.salePrice;
      }
    }
    return {
      total,
      colours: counted(d, tally.colours),
      sizes: counted(d, tally.sizes),
      price: min === null || max === null ? null : { min, max },
    };
  }
}

/** Each colour of the article once; with chosen sizes, each colour it has in stock in one of them. */
function countColours(row: ListRow, d: Dictionary, sizes: Uint8Array | null, counts: Int32Array, seen: Int32Array, stamp: number) {
  if (!sizes) {
    for (const colour of row.colours) counts[colour] = (counts[colour] ?? 0) + 1;
    return;
  }
  for (const entry of row.stock) {
    const colour = d.colourOf[entry]!;
    if (sizes[d.sizeOf[entry]!] === 1 && seen[colour] !== stamp) {
      seen[colour] = stamp;
      counts[colour] = (counts[colour] ?? 0) + 1;
    }
  }
}

/** Each size the article has in stock; with chosen colours, each size in stock in one of them, once. */
function countSizes(row: ListRow, d: Dictionary, colours: Uint8Array | null, counts: Int32Array, seen: Int32Array, stamp: number) {
  if (!colours) {
    for (const size of row.sizes) counts[size] = (counts[size] ?? 0) + 1;
    return;
  }
  for (const entry of row.stock) {
    const colour = d.colourOf[entry]!;
    const size = d.sizeOf[entry]!;
    if (colours[colour] === 1 && seen[size] !== stamp) {
      seen[size] = stamp;
      counts[size] = (counts[size] ?? 0) + 1;
    }
  }
}

function counted(d: Dictionary, counts: Int32Array) {
  const out: { code: string; count: number }[] = [];
  counts.forEach((count, code) => {
    if (count > 0) out.push({ code: d.texts[code]!, count });
  });
  return out;
}
