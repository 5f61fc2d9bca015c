import type { LanguageCode } from '@shop/shared/contracts';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../core/db/client';
import {
  articolo,
  articoloDisponibilita,
  articoloNota,
  articoloPrezzoStagione,
  articoloPrezzoVendita,
  sconto,
  searchWord,
} from '../../core/db/schema';
import { plainText, textWords } from '../../core/lib/text';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { allowTypos, articoliWhere, findArticoli, pageQuery, searchWords, topRankedPageQuery, typoGroups } from './articoli';
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
      // The probe's bulk copies are setup, not what is tested: no serving time limits for them.
      const batch = await shop().withoutTimeLimits();
      const { db } = batch;
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
        correction = await plan(tx, correctionQuery(typo));
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
      await expect(probe.finally(() => batch.close())).rejects.toThrow('Rollback');
      expect(correction).toContain('search_words_trgm_idx');
      expect(correction).not.toMatch(/Seq Scan/);
      expect(search).toContain(language === 'eng' ? 'articolo_ricerca_eng_trgm_idx' : 'articolo_ricerca_trgm_idx');
      expect(search).not.toMatch(/Seq Scan on articolo/);
    },
    60_000,
  );
});

describeEachDatabase('article search ranking', (shop) => {
  it('answers a common word from the best matches alone exactly as the full ranking does, page by page', async () => {
    // The probe's bulk copies are setup, not what is tested: no serving time limits for them.
    const batch = await shop().withoutTimeLimits();
    const { db } = batch;
    const compared: string[] = [];
    const totals: number[] = [];
    const probe = db.transaction(async (tx) => {
      // Copies with the same search texts: more than a few hundred matches for a common word.
      const columns = Object.values(getTableColumns(articolo))
        .map((column) => column.name)
        .filter((name) => name !== 'id');
      const copied = columns.map((name) => (name === 'cod_articolo' ? `cod_articolo || '-' || n` : name));
      await tx.execute(sql`insert into ${articolo} (${sql.raw(columns.join(', '))})
        select ${sql.raw(copied.join(', '))} from ${articolo}, generate_series(1, 40) as n`);
      // The commonest words at the start of the search texts, alone and in pairs.
      const heads = await tx.select({ text: articolo.testoRicerca }).from(articolo);
      const frequency = new Map<string, number>();
      for (const { text } of heads) {
        for (const word of new Set(searchWords(text.slice(0, 80)).filter((w) => w.length >= 5 && /^[a-z]+$/.test(w))))
          frequency.set(word, (frequency.get(word) ?? 0) + 1);
      }
      const common = [...frequency].sort((a, b) => b[1] - a[1]).map(([word]) => word);
      const keywords = [...common.slice(0, 4), `${common[0]} ${common[1]}`, `${common[0]} ${common[2]}`];
      for (const keyword of keywords) {
        for (const offset of [0, 40, 80, 400]) {
          const window = { offset, limit: 40 };
          const full = (await pageQuery(tx, { keyword }, [], window, 'ita')).map((row) => row.codArticolo);
          const groups = keyword.split(' ').map((word) => ({ word, matches: [word] }));
          const top = (await topRankedPageQuery(tx, { keyword }, window, 'ita', groups)).map((row) => row.codArticolo);
          // Where the best matches fill the page, they are the page.
          if (top.length === window.limit) {
            expect(top).toEqual(full);
            compared.push(`${keyword}@${offset}`);
          }
          const found = await findArticoli(tx as unknown as Db, { keyword }, [], window, 'ita');
          expect(found.codes).toEqual(full);
          totals.push(found.totalCount);
        }
      }
      tx.rollback();
    });
    await expect(probe.finally(() => batch.close())).rejects.toThrow('Rollback');
    // The shortcut was really taken, on several words and pages, and by the search itself (500 matches or more).
    expect(compared.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...totals)).toBeGreaterThanOrEqual(500);
  }, 120_000);
});

/** Copies the seeded articles `times` times (codes made unique, search texts made distinct), then analyses. */
async function copyArticles(tx: Db, times: number) {
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
    select ${sql.raw(copied.join(', '))} from ${articolo}, generate_series(1, ${times}) as n`);
  // The copies have no price rows of their own: they take their original's prices.
  await tx.execute(sql`update ${articoloPrezzoVendita} v
    set prezzo_listino = o.prezzo_listino, percentuale_sconto = o.percentuale_sconto, prezzo_vendita = o.prezzo_vendita
    from ${articoloPrezzoVendita} o where position('-' in v.cod_articolo) > 0 and o.cod_articolo = split_part(v.cod_articolo, '-', 1)`);
  await tx.execute(sql`analyze ${articolo}`);
  await tx.execute(sql`analyze ${articoloPrezzoVendita}`);
}

const seqScanOfArticolo = /Seq Scan on articolo(\s|$)/m;

describeEachDatabase('article list plans', (shop) => {
  it('keeps the stored prices, colours and sizes in step with their tables', async () => {
    const { db } = shop().database;
    const [first, second] = await db.select({ code: articolo.codArticolo }).from(articolo).orderBy(articolo.id).limit(2);
    await db.delete(sconto).where(eq(sconto.codArticolo, first!.code));
    await db
      .insert(sconto)
      .values({ codArticolo: second!.code, percentuale: '15' })
      .onConflictDoUpdate({
        target: sconto.codArticolo,
        set: { percentuale: '15' },
      });
    await db
      .update(articoloPrezzoStagione)
      .set({ prezzoListinoCli: '123.45' })
      .where(and(eq(articoloPrezzoStagione.codArticolo, first!.code), eq(articoloPrezzoStagione.codListinoCli, 'B2C')));
    await db.update(articoloDisponibilita).set({ qta: 0 }).where(eq(articoloDisponibilita.codArticolo, second!.code));
    // What the stored copies must equal, computed from the tables themselves.
    const differing = await queryRows<{ cod_articolo: string }>(
      db,
      sql`select a.cod_articolo from articolo a
        left join (articolo_prezzo_stagione l join stagione s on s.cod_stagione = l.cod_stagione and s.corrente)
          on l.cod_articolo = a.cod_articolo and l.cod_listino_cli = 'B2C'
        left join sconto sc on sc.cod_articolo = a.cod_articolo
        left join articolo_prezzo_vendita v on v.id = a.id
        where (v.prezzo_listino, v.percentuale_sconto, v.prezzo_vendita) is distinct from
            (l.prezzo_listino_cli, coalesce(sc.percentuale, 0), round(l.prezzo_listino_cli * (100 - coalesce(sc.percentuale, 0)) / 100, 2))
          or a.colori is distinct from coalesce((select array_agg(c.cod_colore::text order by c.cod_colore collate "C")
            from articolo_colore c where c.cod_articolo = a.cod_articolo), '{}')
          or a.taglie_disponibili is distinct from coalesce((select array_agg(distinct v collate "C" order by v collate "C")
            from articolo_disponibilita d join tabella_taglia t on t.cod_tabella_taglia = a.cod_tabella_taglia and t.prog_sigla_taglia = d.prog_sigla_taglia
            cross join lateral (values (t.sigla_taglia::text), (d.cod_colore || '/' || t.sigla_taglia)) as x(v)
            where d.cod_articolo = a.cod_articolo and d.qta > 0), '{}')`,
    );
    expect(differing).toEqual([]);
    const [row] = await db.select().from(articolo).where(eq(articolo.codArticolo, second!.code));
    expect(row?.taglieDisponibili).toEqual([]);
    const [discounted] = await db.select().from(articoloPrezzoVendita).where(eq(articoloPrezzoVendita.codArticolo, second!.code));
    expect(discounted?.percentualeSconto).toBe('15.00');
    const [changed] = await db.select().from(articoloPrezzoVendita).where(eq(articoloPrezzoVendita.codArticolo, first!.code));
    expect(changed).toMatchObject({ prezzoListino: '123.45', percentualeSconto: '0.00', prezzoVendita: '123.45' });
    const [articles] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${articolo}`);
    const [priceRows] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${articoloPrezzoVendita}`);
    expect(priceRows?.n).toBe(articles?.n);
  });

  it('serves list pages, price order, colour and size filters and search through indexes at catalogue size', async () => {
    // The probe's bulk copies are setup, not what is tested: no serving time limits for them.
    const batch = await shop().withoutTimeLimits();
    const { db } = batch;
    const { word } = await titleWord(db, 'ita');
    const plans: Record<string, string> = {};
    let colourCount = '';
    const probe = db.transaction(async (tx) => {
      // 18,000 articles: the planner reads a few test rows whole, a catalogue it must not.
      await copyArticles(tx, 300);
      const first = { offset: 0, limit: 40 };
      const byPrice = (direction: 'asc' | 'desc') => [{ key: 'prezzoVendita', direction }] as const;
      const colourAndSize = { codColori: ['NER'], siglaTaglie: ['M'] };
      plans.collection = await plan(tx, sql`${pageQuery(tx, { escludiCodCatRaggrupps: ['CR1', 'CR3'] }, [], first, 'ita')}`);
      plans.priceAsc = await plan(tx, sql`${pageQuery(tx, {}, [...byPrice('asc')], first, 'ita')}`);
      plans.priceDesc = await plan(tx, sql`${pageQuery(tx, {}, [...byPrice('desc')], first, 'ita')}`);
      plans.filter = await plan(tx, sql`${pageQuery(tx, colourAndSize, [], first, 'ita')}`);
      plans.filterCount = await plan(tx, sql`select count(*) from ${articolo} where ${articoliWhere(colourAndSize, 'ita')}`);
      plans.search = await plan(tx, sql`${pageQuery(tx, { keyword: word }, [], first, 'ita')}`);
      plans.searchCount = await plan(tx, sql`select count(*) from ${articolo} where ${articoliWhere({ keyword: word }, 'ita')}`);
      // One colour of fourteen is common enough that reading everything is the cheaper count; with
      // scans and plain index walks ruled out, the colour index must still answer the filter.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_indexonlyscan = off`);
      colourCount = await plan(
        tx,
        sql`select count(*) from ${articolo} where ${articoliWhere({ codColori: ['NER'], nonCancellati: false }, 'ita')}`,
      );
      tx.rollback();
    });
    await expect(probe.finally(() => batch.close())).rejects.toThrow('Rollback');
    for (const [name, text] of Object.entries(plans))
      expect(`${name}: ${seqScanOfArticolo.test(text) ? text : 'no scan'}`).toBe(`${name}: no scan`);
    // The default order reads no price rows: a deep page is skipped to in an index of the articles alone.
    expect(plans.collection).not.toContain('articolo_prezzo_vendita');
    expect(plans.priceAsc).toContain('articolo_prezzo_vendita_idx');
    expect(plans.priceDesc).toContain('articolo_prezzo_vendita_desc_idx');
    expect(plans.filterCount).toContain('articolo_taglie_idx');
    expect(colourCount).toContain('articolo_colori_idx');
    expect(plans.search).toContain('articolo_ricerca_trgm_idx');
    expect(plans.searchCount).toContain('articolo_ricerca_trgm_idx');
  }, 120_000);
});
