import type { LanguageCode } from '@shop/shared/contracts';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { articolo, articoloNota, searchWord } from '../db/schema';
import { plainText, textWords } from '../lib/text';
import { describeEachDatabase } from '../testing/test-shop';
import { allowTypos, articoliWhere, findArticoli, typoGroups } from './articoli';
import { correctionQuery } from './search-words';

/** Turns 'pantalone' into 'pantolone': one letter wrong. */
const wrongLetter = (word: string) => word.slice(0, 4) + (word[4] === 'o' ? 'a' : 'o') + word.slice(5);

const page = { offset: 0, limit: 500 };

async function plan(db: Db, query: SQL): Promise<string> {
  const rows = await queryRows<Record<string, string>>(db, sql`explain ${query}`);
  return rows.map((row) => Object.values(row).join(' ')).join('\n');
}

/** The first word of at least seven letters in an article title, in lower case without accents. */
async function titleWord(db: Db, language: LanguageCode) {
  const titles = await db
    .select({ codArticolo: articoloNota.codArticolo, title: articoloNota.desNota })
    .from(articoloNota)
    .where(and(eq(articoloNota.codLingua, language), eq(articoloNota.codClasseNota, 'B2C_T')))
    .orderBy(articoloNota.codArticolo);
  for (const { codArticolo, title } of titles) {
    const word = textWords(plainText(title)).find((w) => w.length >= 7 && /^[a-z]+$/.test(w));
    if (word) return { codArticolo, word };
  }
  throw new Error('no title with a long word');
}

describeEachDatabase('article keyword search', (shop) => {
  it('knows every word of every search text, per language', async () => {
    const { db } = shop().database;
    const [first] = await db.select().from(articolo).where(eq(articolo.id, 1));
    const known = async (language: LanguageCode) =>
      new Set((await db.select().from(searchWord).where(eq(searchWord.language, language))).map((row) => row.word));
    const italian = await known('ita');
    const english = await known('eng');
    expect(textWords(first!.testoRicerca).filter((w) => !italian.has(w))).toEqual([]);
    expect(textWords(first!.testoRicercaEng).filter((w) => !english.has(w))).toEqual([]);
    expect(italian.has(first!.codArticolo.toLowerCase())).toBe(true);
  });

  it.each(['ita', 'eng'] as const)('corrects a one-letter typo to the known word and finds the article (%s)', async (language) => {
    const { db } = shop().database;
    const { codArticolo, word } = await titleWord(db, language);
    const typo = wrongLetter(word);
    const exact = await findArticoli(db, { keyword: word }, [], page, language);
    const found = await findArticoli(db, { keyword: typo.toUpperCase() }, [], page, language);
    expect(found.codes).toContain(codArticolo);
    expect(found.totalCount).toBeGreaterThanOrEqual(exact.totalCount);
    // Articles with the corrected word in the title come first.
    const [top] = await db
      .select({ title: articoloNota.desNota })
      .from(articoloNota)
      .where(
        and(eq(articoloNota.codArticolo, found.codes[0]!), eq(articoloNota.codLingua, language), eq(articoloNota.codClasseNota, 'B2C_T')),
      );
    expect(plainText(top!.title)).toContain(word);
    const groups = await db.transaction(async (tx) => {
      await allowTypos(tx);
      return typoGroups(tx, typo, language);
    });
    expect(groups[0]!.matches).toContain(word);
  });

  it('finds nothing when no known word is close', async () => {
    const found = await findArticoli(shop().database.db, { keyword: 'qzxwvj' }, [], page, 'ita');
    expect(found).toEqual({ codes: [], totalCount: 0 });
  });

  it.each(['ita', 'eng'] as const)(
    'corrects through the trigram index on the words table, never reading every article (%s)',
    async (language) => {
      const { db } = shop().database;
      const { word } = await titleWord(db, language);
      const typo = wrongLetter(word);
      let correction = '';
      let search = '';
      const probe = db.transaction(async (tx) => {
        await allowTypos(tx);
        // A real catalogue knows a word for every article code; without as many the planner
        // would rather read the few test rows whole.
        await tx.execute(sql`insert into ${searchWord} (language, word)
        select ${language}, 'zz' || lpad(n::text, 6, '0') from generate_series(1, 50000) as n`);
        await tx.execute(sql`analyze ${searchWord}`);
        correction = await plan(tx, correctionQuery(typo, language));
        // Likewise a real catalogue has many articles without the word.
        const columns = Object.values(getTableColumns(articolo))
          .map((column) => column.name)
          .filter((name) => name !== 'id');
        const copied = columns.map((name) =>
          name === 'cod_articolo'
            ? `cod_articolo || '-' || n`
            : name.startsWith('testo_ricerca')
              ? 'repeat(md5(n::text || cod_articolo), 10)'
              : name,
        );
        await tx.execute(sql`insert into ${articolo} (${sql.raw(columns.join(', '))})
        select ${sql.raw(copied.join(', '))} from ${articolo}, generate_series(1, 300) as n`);
        await tx.execute(sql`analyze ${articolo}`);
        const groups = await typoGroups(tx, typo, language);
        const where = articoliWhere({ keyword: typo }, language, groups);
        search = await plan(tx, sql`${tx.select({ id: articolo.id }).from(articolo).where(where)}`);
        tx.rollback();
      });
      // Nothing of the probe stays behind.
      await expect(probe).rejects.toThrow('Rollback');
      expect(correction).toContain('search_words_trgm_idx');
      expect(correction).not.toMatch(/Seq Scan/);
      expect(search).toContain(language === 'eng' ? 'articolo_ricerca_eng_trgm_idx' : 'articolo_ricerca_trgm_idx');
      expect(search).not.toMatch(/Seq Scan on articolo/);
    },
  );
});
