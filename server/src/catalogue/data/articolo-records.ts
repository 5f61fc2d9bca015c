import { photoUrl, type Articolo, type ArticoloImmagine, type GroupingCode, type LanguageCode, type NoteClass, type PriceList } from '@shop/shared/contracts';
import { basisPointsToPercent, centsToEuro, discountedCents, toBasisPoints, toCents } from '@shop/shared/money';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client';
import * as t from '../../core/db/schema';
import { articleImageUrl } from '../../core/lib/article-image-url';
import { groupBy } from '../../core/lib/group';
import { loadArticleParts, selectNotes } from './articolo-parts';
import { selectPhotos, storefrontPhoto, type PhotoRow } from './photos';

/** The width of a photo's plain `url`: enough for a card or a detail page on most screens. */
const PLAIN_WIDTH = 800;

/** A colour's pictures: its photos in their order, or its drawn views while it has none. */
function colourImages(codArticolo: string, colour: { codColore: string; immagini: number }, photos: PhotoRow[]): ArticoloImmagine[] {
  if (photos.length === 0) {
    return Array.from({ length: colour.immagini }, (_, i) => ({
      url: articleImageUrl(codArticolo, colour.codColore, i + 1),
      codColore: colour.codColore,
    }));
  }
  return photos.map((row) => {
    const foto = storefrontPhoto(row);
    const plain = foto.widths.filter((width) => width <= PLAIN_WIDTH).at(-1) ?? foto.widths[0] ?? PLAIN_WIDTH;
    return { url: photoUrl(foto.id, plain, 'jpg'), codColore: colour.codColore, foto };
  });
}

const named = <A extends string, B extends string>(a: A, b: B, code: string | null, description: string | null) =>
  code && description ? ({ [a]: code, [b]: description } as Record<A | B, string>) : null;

/** Full records for the given article codes, in the same order. */
export async function loadArticoloRecords(db: Db, codes: string[], language: LanguageCode): Promise<Articolo[]> {
  if (codes.length === 0) return [];
  const sotto = alias(t.sottoFunzioneSdo, 'sotto');
  const baseRows = db
    .select({
      a: t.articolo,
      famiglia: t.famigliaArticolo.desFamigliaArticolo,
      linea: t.linea.desLinea,
      modulo: t.moduloSdo.desModuloSdo,
      funzione: t.funzioneSdo.desFunzioneSdo,
      sottoFunzione: sotto.desSottoFunzioneSdo,
      dimensione: t.dimensioneSdo.desDimensioniSdo,
    })
    .from(t.articolo)
    .innerJoin(t.famigliaArticolo, eq(t.famigliaArticolo.codFamigliaArticolo, t.articolo.codFamigliaArticolo))
    .leftJoin(t.linea, eq(t.linea.codLinea, t.articolo.codLinea))
    .leftJoin(t.moduloSdo, eq(t.moduloSdo.codModuloSdo, t.articolo.codModuloSdo))
    .leftJoin(t.funzioneSdo, eq(t.funzioneSdo.codFunzioneSdo, t.articolo.codFunzioneSdo))
    .leftJoin(sotto, eq(sotto.codSottoFunzioneSdo, t.articolo.codSottoFunzioneSdo))
    .leftJoin(t.dimensioneSdo, eq(t.dimensioneSdo.codDimensioneSdo, t.articolo.codDimensioneSdo))
    .where(inArray(t.articolo.codArticolo, codes));
  // Read at once (see loadArticleParts).
  const [base, parts, noteRows, photoRows] = await Promise.all([
    baseRows,
    loadArticleParts(db, codes, language),
    selectNotes(db, codes, language),
    selectPhotos(db, codes),
  ]);
  const notes = groupBy(noteRows, (row) => row.codArticolo);
  const photos = groupBy(photoRows, (row) => `${row.codArticolo}\u0000${row.codColore}`);
  const byCode = new Map(base.map((row) => [row.a.codArticolo, row]));
  return codes.flatMap((code) => {
    const row = byCode.get(code);
    if (!row) return [];
    const a = row.a;
    const colours = parts.colours.get(code) ?? [];
    const stock = parts.stock.get(code) ?? [];
    const prices = parts.prices.get(code) ?? [];
    const b2c = prices.find((p) => p.codListinoCli === 'B2C');
    const discount = parts.discounts.get(code);
    const discountRate = discount ? toBasisPoints(discount.percentuale) : 0;
    const percent = discountRate > 0 ? basisPointsToPercent(discountRate) : null;
    const progs = new Set(stock.map((s) => s.progSiglaTaglia));
    const links = parts.links.get(code) ?? [];
    const composition = parts.composition.get(code);
    return [
      {
        id: a.id,
        codArticolo: a.codArticolo,
        desArticolo: a.desArticolo,
        desNota: a.desNota,
        desVersione: a.desVersione,
        vendibileCatalogo: a.vendibileCatalogo,
        soldOut: !stock.some((s) => s.qta > 0),
        codCatRaggrupp: (a.codCatRaggrupp as GroupingCode | null) ?? null,
        codModuloSdo: a.codModuloSdo,
        codLinea: a.codLinea,
        codFamigliaArticolo: a.codFamigliaArticolo,
        codCategoriaMerceologica: a.codCategoriaMerceologica,
        dataCancellazione: a.dataCancellazione,
        dataInserimento: a.dataInserimento,
        notes: (notes.get(code) ?? []).map((n) => ({ codClasseNota: n.codClasseNota as NoteClass, desNota: n.desNota })),
        prezzi: prices.map((p) => ({
          codListinoCli: p.codListinoCli as PriceList,
          prezzoListinoCli: centsToEuro(toCents(p.prezzoListinoCli)),
        })),
        prezzo: b2c
          ? {
              prezzoListinoCli: centsToEuro(toCents(b2c.prezzoListinoCli)),
              prezzoVendita: centsToEuro(discountedCents(toCents(b2c.prezzoListinoCli), discountRate)),
              codDivisa: b2c.codDivisa,
            }
          : null,
        percentualeSconto: percent,
        sconto: discount ? { id: discount.id, percentuale: basisPointsToPercent(discountRate) } : null,
        moduloSdo: named('codModuloSdo', 'desModuloSdo', a.codModuloSdo, row.modulo),
        linea: named('codLinea', 'desLinea', a.codLinea, row.linea),
        famigliaArticolo: { codFamigliaArticolo: a.codFamigliaArticolo, desFamigliaArticolo: row.famiglia },
        funzioneSdo: named('codFunzioneSdo', 'desFunzioneSdo', a.codFunzioneSdo, row.funzione),
        sottoFunzioneSdo: named('codSottoFunzioneSdo', 'desSottoFunzioneSdo', a.codSottoFunzioneSdo, row.sottoFunzione),
        datiStags: composition ?? null,
        dimensioneSdo: named('codDimensioneSdo', 'desDimensioniSdo', a.codDimensioneSdo, row.dimensione),
        eticLavAcqua: a.eticLavAcqua,
        eticLavSecco: a.eticLavSecco,
        eticCandeggio: a.eticCandeggio,
        eticAsciugatura: a.eticAsciugatura,
        eticStiro: a.eticStiro,
        immagini: colours.flatMap((c) => colourImages(code, c, photos.get(`${code}\u0000${c.codColore}`) ?? [])),
        colori: colours.map(({ codColore, desColore, coloreRgb }) => ({ codColore, desColore, coloreRgb })),
        taglie: (parts.sizeTables.get(a.codTabellaTaglia) ?? [])
          .filter((size) => progs.has(size.progSiglaTaglia))
          .map((size) => ({ codTabellaTaglia: a.codTabellaTaglia, siglaTaglia: size.siglaTaglia, progSiglaTaglia: size.progSiglaTaglia })),
        disponibilita: stock.map(({ codColore, progSiglaTaglia, qta }) => ({ codColore, progSiglaTaglia, qta })),
        codiciArticoloAccessori: links.filter((l) => l.motivo === 'accessorio').map((l) => l.codArticolo2),
        codiciArticoloCompletaLook: links.filter((l) => l.motivo === 'completaLook').map((l) => l.codArticolo2),
      },
    ];
  });
}
