import type { ArticoloFilter, LanguageCode, Ordering } from '@shop/shared/contracts';
import { articoloFilterSchema } from '@shop/shared/contracts';
import { and, asc, sql } from 'drizzle-orm';
import { queryRows } from '../../core/db/client';
import { articolo } from '../../core/db/schema';
import { chooser } from '../../../test/support/chooser';
import { describeEachDatabase } from '../../../test/support/test-shop';
import {
  allowTypos,
  articoliWhere,
  findArticoli,
  searchWords,
  typoGroups,
  type SearchMatches,
  type TopCandidates,
  type WordGroups,
} from '../data/articoli';
import { groupRelevance, topRelevance } from '../search/match';
import { synonymsOf, vocabularyWords } from '../search/vocabulary';
import { ListIndex } from './list-index';
import { loadAllRows, loadRowsOf } from './list-rows';
import { matchSearch, searchFacetCounts, topCandidates } from './search-match';
import { findArticoloFacets, type SearchFacetCounts } from '../data/article-facets';
import { findSuggestions } from '../search/suggestions';

/** Vocabulary words whose synonyms are all single words ('maglietta' brings 't-shirt', left to the database). */
const plainVocabulary = vocabularyWords.filter((word) => synonymsOf(word).every((synonym) => !synonym.includes('-')));

/** How many articles the index finds for the search, or null when it leaves it to the database. */
const countOf = async (...args: Parameters<typeof matchSearch>) => (await matchSearch(...args))?.length ?? null;

const groupsOf = (keyword: string): WordGroups => searchWords(keyword).map((word) => ({ word, matches: [word] }));

describeEachDatabase('a search matched in the list index', (shop) => {
  const db = () => shop().database.db;

  async function loadedIndex() {
    const index = new ListIndex();
    index.replaceAll(await loadAllRows(db(), index.dictionary));
    return index;
  }

  /** The ids of the articles the database's search finds, in id order. */
  async function inDatabase(filter: ArticoloFilter, language: LanguageCode, groups: WordGroups) {
    const rows = await db()
      .select({ id: articolo.id })
      .from(articolo)
      .where(articoliWhere(filter, language, groups))
      .orderBy(asc(articolo.id));
    return rows.map((row) => row.id);
  }

  /** Words of the articles' texts, whole and cut short, the vocabulary's, and pairs of them. */
  async function keywords(): Promise<string[]> {
    const words = (await queryRows<{ w: string }>(db(), sql`select word as w from search_words order by word`)).map((row) => row.w);
    const choose = chooser(20_261_127);
    const out = new Set<string>(plainVocabulary);
    for (let i = 0; i < 80; i += 1) {
      const word = choose.pick(words);
      out.add(word);
      out.add(word.slice(0, 2 + Math.floor(word.length / 3)));
      out.add(word.slice(1, 4));
      if (choose.chance(0.3)) out.add(`${word} ${choose.pick(plainVocabulary)}`);
    }
    return [...out].filter((keyword) => searchWords(keyword).length > 0);
  }

  it('finds as many articles as the database for every word, in both languages, with and without a filter', async () => {
    const index = await loadedIndex();
    const filters: ArticoloFilter[] = [
      {},
      articoloFilterSchema.parse({ escludiCodCatRaggrupps: ['CR1', 'CR3'] }),
      articoloFilterSchema.parse({ codFamigliaArticolo: 'MG' }),
      articoloFilterSchema.parse({ codColori: ['NER', 'BLN'], siglaTaglie: ['M'] }),
    ];
    let nonEmpty = 0;
    let compared = 0;
    for (const [n, keyword] of (await keywords()).entries()) {
      const filter = { ...filters[n % filters.length]!, keyword };
      for (const language of ['ita', 'eng'] as const) {
        const groups = groupsOf(keyword);
        const found = await matchSearch(index, db(), filter, language, groups);
        expect({ keyword, language, filter, found }).toEqual({
          keyword,
          language,
          filter,
          found: await inDatabase(filter, language, groups),
        });
        compared += 1;
        if (found?.length) nonEmpty += 1;
      }
    }
    // Enough of the words found articles for the comparison to mean something.
    expect(compared).toBeGreaterThan(150);
    expect(nonEmpty).toBeGreaterThan(100);
  }, 180_000);

  it('keeps among the top candidates every match the database ranks at the top', async () => {
    const index = await loadedIndex();
    let tops = 0;
    let narrower = 0;
    for (const keyword of await keywords()) {
      for (const language of ['ita', 'eng'] as const) {
        const groups = groupsOf(keyword);
        const matches = await matchSearch(index, db(), { keyword }, language, groups);
        if (!matches) continue;
        const relevance = sql.join(
          groups.map((group) => groupRelevance(group, language)),
          sql` + `,
        );
        const top = await db()
          .select({ id: articolo.id })
          .from(articolo)
          .where(and(articoliWhere({ keyword }, language, groups), sql`${relevance} >= ${topRelevance(groups)}`))
          .orderBy(asc(articolo.id));
        const candidates = topCandidates(index, matches, language, groups);
        const kept = new Set(candidates);
        expect({ keyword, language, missing: top.map((row) => row.id).filter((id) => !kept.has(id)) }).toEqual({
          keyword,
          language,
          missing: [],
        });
        tops += top.length;
        if (candidates.length < matches.length) narrower += 1;
      }
    }
    // Words with top matches were tried, and for many the candidates leave matches out.
    expect(tops).toBeGreaterThan(100);
    expect(narrower).toBeGreaterThan(20);
  }, 180_000);

  it('counts a misspelt search by its corrected words as the database does', async () => {
    const index = await loadedIndex();
    for (const keyword of ['pantolone', 'camica', 'swetaer', 'cotne blu', 'giaca', 'cashmre']) {
      const groups = await db().transaction(async (tx) => {
        await allowTypos(tx);
        return typoGroups(tx, keyword, 'ita');
      });
      expect({ keyword, found: await matchSearch(index, db(), { keyword }, 'ita', groups) }).toEqual({
        keyword,
        found: await inDatabase({ keyword }, 'ita', groups),
      });
    }
  }, 60_000);

  it('gives the same pages as the database alone when the page queries rank only the matches found', async () => {
    const index = await loadedIndex();
    const searchMatches: SearchMatches = (tx, filter, language, groups) => matchSearch(index, tx, filter, language, groups);
    const orderings: Ordering[][] = [[], [{ key: 'prezzoVendita', direction: 'asc' }], [{ key: 'dataInserimento', direction: 'desc' }]];
    let nonEmpty = 0;
    for (const [n, keyword] of ['lana', 'camicia blu', 'cotone', 'giacca', 'seta nera', 'pantolone', 'mag', 'lino'].entries()) {
      for (const offset of [0, 7]) {
        const window = { offset, limit: 7 };
        const filter = articoloFilterSchema.parse({ keyword, languageCode: 'ita' });
        const ordering = orderings[n % orderings.length]!;
        const alone = await findArticoli(db(), filter, ordering, window, 'ita');
        const candidates: TopCandidates = (ids, language, groups) => topCandidates(index, ids, language, groups);
        expect({
          keyword,
          offset,
          ...(await findArticoli(db(), filter, ordering, window, 'ita', null, searchMatches, candidates)),
        }).toEqual({
          keyword,
          offset,
          ...alone,
        });
        if (alone.codes.length) nonEmpty += 1;
      }
    }
    expect(nonEmpty).toBeGreaterThan(8);
  }, 60_000);

  it("counts a search's facets as the database does, a misspelt one's by its corrected words", async () => {
    const index = await loadedIndex();
    const searchCounts: SearchFacetCounts = (tx, filter, language, groups) => searchFacetCounts(index, tx, filter, language, groups);
    const filters = [{}, { codColori: ['NER', 'BLN'] }, { siglaTaglie: ['M', 'L'], prezzoMax: 200 }, { codFamigliaArticolo: 'MG' }];
    for (const [n, keyword] of ['lana', 'camicia blu', 'cotone', 'giacca', 'seta nera', 'pantolone', 'mag', 'swetaer'].entries()) {
      for (const language of ['ita', 'eng'] as const) {
        const filter = articoloFilterSchema.parse({ ...filters[n % filters.length], keyword });
        if (!['pantolone', 'swetaer'].includes(keyword)) {
          expect(await searchFacetCounts(index, db(), filter, language, groupsOf(keyword))).not.toBeNull();
        }
        expect({ keyword, language, ...(await findArticoloFacets(db(), filter, language, searchCounts)) }).toEqual({
          keyword,
          language,
          ...(await findArticoloFacets(db(), filter, language)),
        });
      }
    }
  }, 60_000);

  it('suggests what the database alone suggests, for words being typed and misspelt ones', async () => {
    const index = await loadedIndex();
    const searchMatches: SearchMatches = (tx, filter, language, groups) => matchSearch(index, tx, filter, language, groups);
    let suggested = 0;
    for (const keyword of ['sw', 'swe', 'mag', 'pantal', 'giacca b', 'navy', 'lana ner', 'jaket', 'cotone', 'zzzz']) {
      for (const language of ['ita', 'eng'] as const) {
        const alone = await findSuggestions(db(), keyword, language);
        expect({ language, ...(await findSuggestions(db(), keyword, language, searchMatches)) }).toEqual({ language, ...alone });
        if (alone.articles.length) suggested += 1;
      }
    }
    expect(suggested).toBeGreaterThan(12);
  }, 60_000);

  it('finds articles by the words they have now: a text changed, an article added back, one cancelled', async () => {
    const index = await loadedIndex();
    const [first, second] = await queryRows<{ cod: string; text: string }>(
      db(),
      sql`select cod_articolo as cod, testo_ricerca as text from articolo
          where data_cancellazione is null and testo_ricerca like '%lana%' order by id limit 2`,
    );
    const check = async (keyword: string) => {
      const groups = groupsOf(keyword);
      expect({ keyword, found: await matchSearch(index, db(), { keyword }, 'ita', groups) }).toEqual({
        keyword,
        found: await inDatabase({ keyword }, 'ita', groups),
      });
    };
    try {
      await db().execute(
        sql`update articolo set testo_ricerca = ${`${first!.cod} zebrato tessuto morbido`} where cod_articolo = ${first!.cod}`,
      );
      await db().execute(sql`update articolo set data_cancellazione = current_date where cod_articolo = ${second!.cod}`);
      index.apply(await loadRowsOf(db(), [first!.cod, second!.cod], index.dictionary));
      for (const keyword of ['zebrato', 'zebra', 'lana', 'morbido', 'tessuto']) await check(keyword);
      expect(await matchSearch(index, db(), { keyword: 'zebrato' }, 'ita', groupsOf('zebrato'))).toHaveLength(1);
      await db().execute(sql`update articolo set data_cancellazione = null where cod_articolo = ${second!.cod}`);
      index.apply(await loadRowsOf(db(), [second!.cod], index.dictionary));
      for (const keyword of ['lana', 'zebrato']) await check(keyword);
    } finally {
      await db().execute(sql`update articolo set testo_ricerca = ${first!.text} where cod_articolo = ${first!.cod}`);
      await db().execute(sql`update articolo set data_cancellazione = null where cod_articolo = ${second!.cod}`);
    }
  }, 60_000);

  it('leaves to the database a word across two words, named articles, and texts whose words depend on its locale', async () => {
    const index = await loadedIndex();
    expect(await countOf(index, db(), { keyword: 'maglietta' }, 'ita', groupsOf('maglietta'))).toBeNull();
    expect(await countOf(index, db(), { keyword: 't-shirt' }, 'ita', groupsOf('t-shirt'))).toBeNull();
    expect(await countOf(index, db(), { keyword: 'lana', codArticoli: ['X'] }, 'ita', groupsOf('lana'))).toBeNull();
    expect(await countOf(index, db(), { keyword: 'lana' }, 'ita', groupsOf('lana'))).toBeGreaterThan(0);
    const [first] = await queryRows<{ cod: string; text: string }>(
      db(),
      sql`select cod_articolo as cod, testo_ricerca as text from articolo where data_cancellazione is null order by id limit 1`,
    );
    try {
      await db().execute(sql`update articolo set testo_ricerca = testo_ricerca || ' straße' where cod_articolo = ${first!.cod}`);
      const withLocaleWord = await loadedIndex();
      expect(await countOf(withLocaleWord, db(), { keyword: 'lana' }, 'ita', groupsOf('lana'))).toBeNull();
    } finally {
      await db().execute(sql`update articolo set testo_ricerca = ${first!.text} where cod_articolo = ${first!.cod}`);
    }
  }, 60_000);
});
