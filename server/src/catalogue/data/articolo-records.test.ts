import { photoUrl, photoWidths } from '@shop/shared/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  articolo,
  articoloColore,
  articoloDatiStag,
  articoloDisponibilita,
  articoloFoto,
  articoloNota,
  articoloPrezzoStagione,
  associazioneArticolo,
  sconto,
  tabellaTaglia,
} from '../../core/db/schema';
import { articleImageUrl } from '../../core/lib/article-image-url';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { loadArticoloRecords } from './articolo-records';

describeEachDatabase('article records read in one statement', (shop) => {
  it('gives each part of every record: current season only, stock sizes only, photos per colour in their order', async () => {
    const { db } = shop().database;
    // An article of the letter sizes with two colours, and two other articles to link.
    const [chosen] = await db
      .select({ code: articolo.codArticolo, table: articolo.codTabellaTaglia })
      .from(articolo)
      .where(and(eq(articolo.codTabellaTaglia, 'LET'), sql`(select count(*) from ${articoloColore} where ${articoloColore.codArticolo} = ${articolo.codArticolo}) >= 2`))
      .limit(1);
    const code = chosen!.code;
    const others = await db.select({ code: articolo.codArticolo }).from(articolo).where(ne(articolo.codArticolo, code)).limit(2);
    const [accessory, look] = others.map((row) => row.code) as [string, string];
    const colours = await db.select().from(articoloColore).where(eq(articoloColore.codArticolo, code));
    const ordered = colours.sort((a, b) => a.ordine - b.ordine || (a.codColore < b.codColore ? -1 : 1));
    const [first, second] = ordered;
    const sizes = await db.select().from(tabellaTaglia).where(eq(tabellaTaglia.codTabellaTaglia, 'LET'));
    const [small, , large] = sizes.sort((a, b) => a.progSiglaTaglia - b.progSiglaTaglia);

    await db.delete(articoloDisponibilita).where(eq(articoloDisponibilita.codArticolo, code));
    await db.insert(articoloDisponibilita).values([
      { codArticolo: code, codColore: second!.codColore, progSiglaTaglia: large!.progSiglaTaglia, qta: 1 },
      { codArticolo: code, codColore: first!.codColore, progSiglaTaglia: large!.progSiglaTaglia, qta: 2 },
      { codArticolo: code, codColore: first!.codColore, progSiglaTaglia: small!.progSiglaTaglia, qta: 0 },
    ]);
    await db.delete(articoloPrezzoStagione).where(eq(articoloPrezzoStagione.codArticolo, code));
    await db.insert(articoloPrezzoStagione).values([
      { codArticolo: code, codStagione: 'PE26', codListinoCli: 'B2C', prezzoListinoCli: '10.00' },
      { codArticolo: code, codStagione: 'AI26', codListinoCli: 'B2C', prezzoListinoCli: '59.90' },
      { codArticolo: code, codStagione: 'AI26', codListinoCli: 'B2B', prezzoListinoCli: '30.00' },
    ]);
    await db.delete(sconto).where(eq(sconto.codArticolo, code));
    const [discount] = await db.insert(sconto).values({ codArticolo: code, percentuale: '25.00' }).returning({ id: sconto.id });
    await db.delete(associazioneArticolo).where(eq(associazioneArticolo.codArticolo1, code));
    await db.insert(associazioneArticolo).values([
      { codArticolo1: code, codArticolo2: look, motivo: 'completaLook' },
      { codArticolo1: code, codArticolo2: accessory, motivo: 'accessorio' },
    ]);
    await db.delete(articoloDatiStag).where(eq(articoloDatiStag.codArticolo, code));
    await db.insert(articoloDatiStag).values([
      { codArticolo: code, codStagione: 'PE26', composizioneEstesaIta: 'lino', composizioneEstesaEng: 'linen' },
      { codArticolo: code, codStagione: 'AI26', composizioneEstesaIta: '100% lana', composizioneEstesaEng: '100% wool' },
    ]);
    await db.delete(articoloNota).where(eq(articoloNota.codArticolo, code));
    await db.insert(articoloNota).values([
      { codArticolo: code, codLingua: 'eng', codClasseNota: 'B2C_T', desNota: 'Wool sweater' },
      { codArticolo: code, codLingua: 'eng', codClasseNota: 'B2C_D', desNota: 'Warm and soft' },
      { codArticolo: code, codLingua: 'ita', codClasseNota: 'B2C_T', desNota: 'Maglione di lana' },
    ]);
    const photo = (ordine: number, width: number) => ({
      codArticolo: code,
      codColore: first!.codColore,
      ordine,
      altIta: `foto ${ordine}`,
      altEng: `photo ${ordine}`,
      width,
      height: 2000,
      storageKey: `records-test/${code}/${ordine}`,
      contentType: 'image/jpeg',
      bytes: 1000,
      staffEmail: 'staff@example.com',
    });
    const [later, earlier] = await db.insert(articoloFoto).values([photo(2, 1200), photo(1, 1600)]).returning({ id: articoloFoto.id });

    const records = await loadArticoloRecords(db, [code, 'NO-SUCH-CODE', accessory], 'eng');
    expect(records.map((record) => record.codArticolo)).toEqual([code, accessory]);
    const record = records[0]!;
    expect(record.prezzi).toEqual([
      { codListinoCli: 'B2B', prezzoListinoCli: 30 },
      { codListinoCli: 'B2C', prezzoListinoCli: 59.9 },
    ]);
    expect(record.prezzo).toEqual({ prezzoListinoCli: 59.9, prezzoVendita: 44.93, codDivisa: 'EUR' });
    expect(record.percentualeSconto).toBe(25);
    expect(record.sconto).toEqual({ id: discount!.id, percentuale: 25 });
    expect(record.datiStags).toEqual({ codStagione: 'AI26', composizioneEstesa: '100% wool' });
    expect(record.notes).toEqual([
      { codClasseNota: 'B2C_D', desNota: 'Warm and soft' },
      { codClasseNota: 'B2C_T', desNota: 'Wool sweater' },
    ]);
    expect(record.codiciArticoloAccessori).toEqual([accessory]);
    expect(record.codiciArticoloCompletaLook).toEqual([look]);
    expect(record.disponibilita).toEqual(
      [
        { codColore: first!.codColore, progSiglaTaglia: small!.progSiglaTaglia, qta: 0 },
        { codColore: first!.codColore, progSiglaTaglia: large!.progSiglaTaglia, qta: 2 },
        { codColore: second!.codColore, progSiglaTaglia: large!.progSiglaTaglia, qta: 1 },
      ].sort((a, b) => (a.codColore < b.codColore ? -1 : a.codColore > b.codColore ? 1 : a.progSiglaTaglia - b.progSiglaTaglia)),
    );
    expect(record.soldOut).toBe(false);
    // Only the sizes with a stock row, in the size table's order.
    expect(record.taglie).toEqual(
      [small!, large!].map((size) => ({ codTabellaTaglia: 'LET', siglaTaglia: size.siglaTaglia, progSiglaTaglia: size.progSiglaTaglia })),
    );
    expect(record.colori.map((colour) => colour.codColore)).toEqual(ordered.map((colour) => colour.codColore));
    // The first colour's photos in their order; the other colours' drawn views.
    const shot = (id: number, width: number, ordine: number) => {
      const widths = photoWidths(width);
      return {
        url: photoUrl(id, widths.filter((w) => w <= 800).at(-1) ?? widths[0]!, 'jpg'),
        codColore: first!.codColore,
        foto: { id, altIta: `foto ${ordine}`, altEng: `photo ${ordine}`, width, height: 2000, widths },
      };
    };
    expect(record.immagini).toEqual([
      shot(earlier!.id, 1600, 1),
      shot(later!.id, 1200, 2),
      ...ordered
        .slice(1)
        .flatMap((colour) =>
          Array.from({ length: colour.immagini }, (_, i) => ({ url: articleImageUrl(code, colour.codColore, i + 1), codColore: colour.codColore })),
        ),
    ]);
  });

  it('calls an article sold out when no size of any colour is left', async () => {
    const { db } = shop().database;
    const [row] = await db.select({ code: articolo.codArticolo }).from(articolo).limit(1);
    await db.update(articoloDisponibilita).set({ qta: 0 }).where(eq(articoloDisponibilita.codArticolo, row!.code));
    const [record] = await loadArticoloRecords(db, [row!.code], 'ita');
    expect(record!.soldOut).toBe(true);
    expect(record!.disponibilita.length).toBeGreaterThan(0);
  });
});
