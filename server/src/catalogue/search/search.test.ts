import type { LanguageCode } from '@shop/shared/contracts';
import { isNull, sql } from 'drizzle-orm';
import { articolo } from '../../core/db/schema';
import { findArticoli } from '../data/articoli';
import { findSuggestions, typedGroups } from './suggestions';
import { groupCondition, groupRelevance } from './match';
import { queryRows } from '../../core/db/client';
import { synonymsOf } from './vocabulary';
import { describeEachDatabase } from '../../../test/support/test-shop';

const all = { offset: 0, limit: 1000 };

interface Row {
  code: string;
  colours: string[];
  line: string | null;
  family: string;
  ita: string;
  eng: string;
}

const hasWord = (text: string, word: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}($|[^\\p{L}\\p{N}])`, 'u').test(text);
const title = (text: string) => text.slice(0, 80);
const BLUE = ['BLN', 'AVI', 'CEL', 'PET'];

describeEachDatabase('search words, synonyms, colours, lines and ranking', (shop) => {
  let rows: Row[] = [];
  const found = async (keyword: string, language: LanguageCode) =>
    (await findArticoli(shop().database.db, { keyword }, [], all, language)).codes;
  const codes = (pick: (row: Row) => boolean) => rows.filter(pick).map((row) => row.code);

  beforeAll(async () => {
    const live = await shop()
      .database.db.select({
        code: articolo.codArticolo,
        colours: articolo.colori,
        line: articolo.codLinea,
        family: articolo.codFamigliaArticolo,
        ita: articolo.testoRicerca,
        eng: articolo.testoRicercaEng,
      })
      .from(articolo)
      .where(isNull(articolo.dataCancellazione));
    rows = live;
  });

  it('finds the jumpers for English "sweater" and Italian "maglione" in either shop', async () => {
    const jumpers = codes((row) => hasWord(row.eng, 'jumper') || hasWord(row.ita, 'maglione'));
    expect(jumpers.length).toBeGreaterThan(0);
    for (const [keyword, language] of [
      ['sweater', 'eng'],
      ['Sweaters', 'eng'],
      ['maglione', 'eng'],
      ['sweater', 'ita'],
      ['pullover', 'ita'],
    ] as const) {
      const result = await found(keyword, language);
      expect({ keyword, language, missing: jumpers.filter((code) => !result.includes(code)) }).toEqual({ keyword, language, missing: [] });
      // Nothing unrelated: every article found is knitwear or names a jumper.
      const knit = new Set([...jumpers, ...codes((row) => row.family === 'MG')]);
      expect({ keyword, stray: result.filter((code) => !knit.has(code)) }).toEqual({ keyword, stray: [] });
    }
  });

  it('finds trousers for "trousers", "pants" and "pantaloni"', async () => {
    const trousers = codes((row) => row.family === 'PA');
    expect(trousers.length).toBeGreaterThan(0);
    for (const keyword of ['trousers', 'pants', 'pantaloni']) {
      for (const language of ['ita', 'eng'] as const) {
        const result = await found(keyword, language);
        expect({ keyword, language, missing: trousers.filter((code) => !result.includes(code)) }).toEqual({
          keyword,
          language,
          missing: [],
        });
      }
    }
  });

  it("finds garments by their colours: 'blu', 'blue' and 'navy' the blue ones, 'nero' and 'black' the black ones, never 'blusa' for 'blu'", async () => {
    const blue = codes((row) => row.colours.some((colour) => BLUE.includes(colour)));
    const black = codes((row) => row.colours.includes('NER'));
    expect(blue.length).toBeGreaterThan(0);
    expect(black.length).toBeGreaterThan(0);
    for (const [keyword, language, expected] of [
      ['blu', 'ita', blue],
      ['blue', 'eng', blue],
      ['navy', 'eng', blue],
      ['blu', 'eng', blue],
      ['nero', 'ita', black],
      ['black', 'eng', black],
      ['black', 'ita', black],
    ] as const) {
      const result = await found(keyword, language);
      expect({ keyword, language, missing: expected.filter((code) => !result.includes(code)) }).toEqual({ keyword, language, missing: [] });
    }
    const blouses = codes((row) => hasWord(row.ita, 'blusa') && !row.colours.some((colour) => BLUE.includes(colour)));
    const blu = await found('blu', 'ita');
    expect(blouses.filter((code) => blu.includes(code))).toEqual([]);
  });

  it("tells the colours a search's words name, so its cards show each garment in them; none for other words", async () => {
    for (const [keyword, language] of [
      ['blu', 'ita'],
      ['navy', 'eng'],
      ['giacca blu', 'ita'],
      ['bleu', 'eng'],
    ] as const) {
      const result = await findArticoli(shop().database.db, { keyword }, [], all, language);
      expect(result.totalCount).toBeGreaterThan(0);
      expect(result.colours).toEqual([...BLUE].sort());
    }
    expect((await findArticoli(shop().database.db, { keyword: 'giacca' }, [], all, 'ita')).colours).toBeUndefined();
    expect((await findArticoli(shop().database.db, { keyword: 'nero' }, [], all, 'ita')).colours).toContain('NER');
    // Nothing found, nothing to show in a colour.
    expect((await findArticoli(shop().database.db, { keyword: 'blu zzzqqq' }, [], all, 'ita')).colours).toBeUndefined();
  });

  it("finds the men's line for 'uomo' and 'men', the women's for 'donna' and 'women'", async () => {
    const men = codes((row) => row.line === 'UOM');
    const women = codes((row) => row.line === 'DON');
    expect(men.length).toBeGreaterThan(0);
    for (const [keyword, language, expected, other] of [
      ['uomo', 'ita', men, women],
      ['men', 'eng', men, women],
      ['donna', 'ita', women, men],
      ['women', 'eng', women, men],
    ] as const) {
      const result = await found(keyword, language);
      expect({ keyword, missing: expected.filter((code) => !result.includes(code)) }).toEqual({ keyword, missing: [] });
      // The other line's articles are not found through a word inside another ('men' in 'women', 'garment').
      const stray = other.filter((code) => result.includes(code));
      const named = stray.filter((code) => {
        const row = rows.find((r) => r.code === code)!;
        return hasWord(language === 'eng' ? row.eng : row.ita, keyword);
      });
      expect(stray).toEqual(named);
    }
  });

  it('ranks the exact word in the title first, then the start of a word, then families, lines and the other language', async () => {
    const row = (code: string) => rows.find((r) => r.code === code)!;
    const text = (code: string) => row(code).ita;
    // A synonym whole in the title ranks as the word, and so does a colour word for the garments of its colour.
    const coloured = (code: string, word: string) => word === 'blu' && row(code).colours.some((colour) => BLUE.includes(colour));
    const tier = (code: string, word: string) =>
      synonymsOf(word).some((synonym) => hasWord(title(text(code)), synonym)) || coloured(code, word)
        ? 3
        : new RegExp(`(^|[^\\p{L}\\p{N}])${word}`, 'u').test(title(text(code)))
          ? 2
          : 1;
    const seen = new Set<number>();
    for (const word of ['maglione', 'camicia', 'giacca', 'pantalone', 'blu']) {
      const result = await found(word, 'ita');
      const tiers = result.map((code) => tier(code, word));
      expect({ word, tiers }).toEqual({ word, tiers: [...tiers].sort((a, b) => b - a) });
      for (const value of tiers) seen.add(value);
    }
    // Both ends were there to order: titles with the word, and articles found only through synonyms or attributes.
    expect([...seen].sort()).toEqual(expect.arrayContaining([1, 3]));
    // 'maglia' is the start of 'maglia'/'maglie' words and found whole in some titles.
    const prefix = await found('magli', 'ita');
    const prefixTiers = prefix.map((code) => tier(code, 'magli'));
    expect(prefixTiers).toEqual([...prefixTiers].sort((a, b) => b - a));
  });

  it.each([
    ['pantolone', 'pantalone', 'ita'],
    ['jumpr', 'jumper', 'eng'],
  ] as const)("ranks a corrected typo ('%s') as its correction ('%s') is ranked", async (typo, word, language) => {
    const corrected = await findArticoli(shop().database.db, { keyword: typo }, [], all, language);
    const exact = await findArticoli(shop().database.db, { keyword: word }, [], all, language);
    expect(corrected.didYouMean).toBe(word);
    expect(corrected.codes.length).toBeGreaterThan(1);
    expect(corrected.codes).toEqual(exact.codes);
  });

  it.each(['ita', 'eng'] as const)('corrects a typo and tells the corrected keyword (%s)', async (language) => {
    const [typo, word] = language === 'ita' ? ['maglone', 'maglione'] : ['jumpr', 'jumper'];
    const result = await findArticoli(shop().database.db, { keyword: typo }, [], all, language);
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.didYouMean).toBe(word);
    const exact = await findArticoli(shop().database.db, { keyword: word }, [], all, language);
    expect(exact.didYouMean).toBeUndefined();
  });

  it.each([
    ['jacket', 'eng', undefined],
    ['jaket', 'eng', 'jacket'],
    ['Jakets', 'eng', 'jackets'],
    ['giacca', 'eng', undefined],
    ['giaca', 'eng', 'giacca'],
    ['giacca', 'ita', undefined],
    ['giaca', 'ita', 'giacca'],
    ['jaket', 'ita', 'jacket'],
  ] as const)("finds the jackets for '%s' in the %s shop, telling the corrected word (%s)", async (keyword, language, corrected) => {
    const jackets = codes((row) => row.family === 'GI');
    expect(jackets.length).toBeGreaterThan(0);
    const result = await findArticoli(shop().database.db, { keyword }, [], all, language);
    expect(result.didYouMean).toBe(corrected);
    expect(jackets.filter((code) => !result.codes.includes(code))).toEqual([]);
    // Every article found is a jacket or names one (a down jacket, a jumper worn over a jacket).
    const named = (row: Row) => /\b(jackets?|giacc[ae]|blazers?|giubbott[oi])\b/.test(`${row.ita} ${row.eng}`);
    expect(result.codes.filter((code) => !jackets.includes(code) && !named(rows.find((row) => row.code === code)!))).toEqual([]);
    // Those titled with the (corrected) word or a synonym in the shop's language first.
    const word = language === 'eng' ? /\b(jackets?|blazers?)\b/ : /\b(giacc[ae]|blazer|giubbotto)\b/;
    const titled = result.codes.map((code) => word.test(title(rows.find((row) => row.code === code)![language])));
    expect(titled).toEqual([...titled].sort((a, b) => Number(b) - Number(a)));
    expect(titled[0]).toBe(true);
  });

  it.each([
    ['sweater', 'eng', undefined],
    ['sweter', 'eng', 'sweater'],
    ['jumper', 'eng', undefined],
    ['jumpr', 'eng', 'jumper'],
    ['maglione', 'eng', undefined],
    ['maglone', 'ita', 'maglione'],
    ['sweter', 'ita', 'sweater'],
  ] as const)("finds the same knitwear for '%s' in the %s shop (corrected to %s)", async (keyword, language, corrected) => {
    const jumpers = codes((row) => hasWord(row.eng, 'jumper') || hasWord(row.ita, 'maglione'));
    const knit = new Set([...jumpers, ...codes((row) => row.family === 'MG')]);
    const result = await findArticoli(shop().database.db, { keyword }, [], all, language);
    expect(result.didYouMean).toBe(corrected);
    expect(jumpers.filter((code) => !result.codes.includes(code))).toEqual([]);
    expect(result.codes.filter((code) => !knit.has(code))).toEqual([]);
  });

  it.each([
    ['blu', 'ita'],
    ['blu', 'eng'],
    ['blue', 'eng'],
    ['navy', 'eng'],
    ['blue', 'ita'],
  ] as const)(
    "ranks the blue garments first for '%s' in the %s shop, in the list and the header's suggestions",
    async (keyword, language) => {
      const blue = new Set(codes((row) => row.colours.some((colour) => BLUE.includes(colour))));
      const result = await found(keyword, language);
      const isBlue = result.map((code) => blue.has(code));
      expect(isBlue).toEqual([...isBlue].sort((a, b) => Number(b) - Number(a)));
      expect(isBlue[0]).toBe(true);
      // While 'blu' is typed the header also offers the blouses ('blusa'), after the blue garments.
      const suggested = await findSuggestions(shop().database.db, keyword, language);
      expect(suggested.articles.length).toBeGreaterThan(0);
      expect(suggested.articles.filter((article) => !blue.has(article.codArticolo))).toEqual([]);
    },
  );

  it.each(['ita', 'eng'] as const)(
    "ranks every blue garment above the blouses that merely start with 'blu' while it is typed (%s)",
    async (language) => {
      const blue = new Set(codes((row) => row.colours.some((colour) => BLUE.includes(colour))));
      const [group] = typedGroups('blu');
      const ranked = await queryRows<{ code: string }>(
        shop().database.db,
        sql`select ${articolo.codArticolo} as code from ${articolo} where ${groupCondition(group!, language)}
          order by ${groupRelevance(group!, language)} desc, ${articolo.id}`,
      );
      const isBlue = ranked.map((row) => blue.has(row.code));
      // Both are there: the blouses are found through the word being typed ('blusa').
      expect(isBlue).toContain(false);
      expect(isBlue.filter(Boolean).length).toBe(blue.size);
      expect(isBlue).toEqual([...isBlue].sort((a, b) => Number(b) - Number(a)));
    },
  );
});
