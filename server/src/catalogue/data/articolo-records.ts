import { photoUrl, type Articolo, type ArticoloImmagine, type GroupingCode, type LanguageCode, type NoteClass, type PriceList } from '@shop/shared/contracts';
import { basisPointsToPercent, centsToEuro, discountedCents, toBasisPoints, toCents } from '@shop/shared/money';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client';
import * as t from '../../core/db/schema';
import { articleImageUrl } from '../../core/lib/article-image-url';
import { storefrontPhoto } from './photos';

/** The width of a photo's plain `url`: enough for a card or a detail page on most screens. */
const PLAIN_WIDTH = 800;

/** One of an article's colours: code, name, swatch and number of drawn views. */
type ColourPart = [codColore: string, desColore: string, coloreRgb: string, immagini: number];
type StockPart = [codColore: string, progSiglaTaglia: number, qta: number];
/** A season price: list, price as text ('29.90'), currency. */
type PricePart = [codListinoCli: string, prezzoListinoCli: string, codDivisa: string];
type SizePart = [siglaTaglia: string, progSiglaTaglia: number];
type LinkPart = [codArticolo2: string, motivo: string];
type NotePart = [codClasseNota: string, desNota: string];
/** The discount's id and rate as text ('20.00'). */
type DiscountPart = [id: number, percentuale: string];
/** The current season's extended composition. */
type CompositionPart = [codStagione: string, composizioneEstesa: string];
type PhotoPart = [codColore: string, id: number, altIta: string, altEng: string, width: number, height: number];

/** A colour's pictures: its photos in their order, or its drawn views while it has none. */
function colourImages(codArticolo: string, [codColore, , , immagini]: ColourPart, photos: PhotoPart[]): ArticoloImmagine[] {
  if (photos.length === 0) {
    return Array.from({ length: immagini }, (_, i) => ({ url: articleImageUrl(codArticolo, codColore, i + 1), codColore }));
  }
  return photos.map(([, id, altIta, altEng, width, height]) => {
    const foto = storefrontPhoto({ id, altIta, altEng, width, height });
    const plain = foto.widths.filter((w) => w <= PLAIN_WIDTH).at(-1) ?? foto.widths[0] ?? PLAIN_WIDTH;
    return { url: photoUrl(foto.id, plain, 'jpg'), codColore, foto };
  });
}

const named = <A extends string, B extends string>(a: A, b: B, code: string | null, description: string | null) =>
  code && description ? ({ [a]: code, [b]: description } as Record<A | B, string>) : null;

/** The JSON array of `items` (each a JSON array) over the rows of `from`, in `order`; [] when there is none. */
const jsonRows = <T>(items: SQL, from: SQL, order: SQL) =>
  sql<T[] | string | null>`(select json_agg(json_build_array(${items}) order by ${order}) ${from})`;

/** A JSON value the driver may hand over as text. */
const parsed = <T>(value: T | string | null, empty: T): T => (value === null ? empty : typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * One row per article with every part of its record (colours, stock, current prices, discount,
 * links, composition, notes, photos, its size table) as JSON arrays: one statement rather than one
 * per part, because each statement costs a round trip, a plan and a write on the connection, and
 * at 100,000 articles those were most of a list page's time.
 */
function selectRecordRows(db: Db, codes: string[], language: LanguageCode) {
  const a = t.articolo;
  const sotto = alias(t.sottoFunzioneSdo, 'sotto');
  const code = a.codArticolo;
  const colourName = language === 'eng' ? t.colore.desColoreEng : t.colore.desColoreIta;
  const composition = language === 'eng' ? t.articoloDatiStag.composizioneEstesaEng : t.articoloDatiStag.composizioneEstesaIta;
  const current = sql`${t.stagione.corrente} = true`;
  return db
    .select({
      id: a.id,
      codArticolo: a.codArticolo,
      desArticolo: a.desArticolo,
      desNota: a.desNota,
      desVersione: a.desVersione,
      vendibileCatalogo: a.vendibileCatalogo,
      codCatRaggrupp: a.codCatRaggrupp,
      codModuloSdo: a.codModuloSdo,
      codLinea: a.codLinea,
      codFamigliaArticolo: a.codFamigliaArticolo,
      codCategoriaMerceologica: a.codCategoriaMerceologica,
      codFunzioneSdo: a.codFunzioneSdo,
      codSottoFunzioneSdo: a.codSottoFunzioneSdo,
      codDimensioneSdo: a.codDimensioneSdo,
      codTabellaTaglia: a.codTabellaTaglia,
      dataCancellazione: a.dataCancellazione,
      dataInserimento: a.dataInserimento,
      eticLavAcqua: a.eticLavAcqua,
      eticLavSecco: a.eticLavSecco,
      eticCandeggio: a.eticCandeggio,
      eticAsciugatura: a.eticAsciugatura,
      eticStiro: a.eticStiro,
      famiglia: t.famigliaArticolo.desFamigliaArticolo,
      linea: t.linea.desLinea,
      modulo: t.moduloSdo.desModuloSdo,
      funzione: t.funzioneSdo.desFunzioneSdo,
      sottoFunzione: sotto.desSottoFunzioneSdo,
      dimensione: t.dimensioneSdo.desDimensioniSdo,
      colours: jsonRows<ColourPart>(
        sql`${t.articoloColore.codColore}, ${colourName}, ${t.colore.coloreRgb}, ${t.articoloColore.immagini}`,
        sql`from ${t.articoloColore} join ${t.colore} on ${t.colore.codColore} = ${t.articoloColore.codColore}
          where ${t.articoloColore.codArticolo} = ${code}`,
        sql`${t.articoloColore.ordine}, ${t.articoloColore.codColore}`,
      ),
      stock: jsonRows<StockPart>(
        sql`${t.articoloDisponibilita.codColore}, ${t.articoloDisponibilita.progSiglaTaglia}, ${t.articoloDisponibilita.qta}`,
        sql`from ${t.articoloDisponibilita} where ${t.articoloDisponibilita.codArticolo} = ${code}`,
        sql`${t.articoloDisponibilita.codColore}, ${t.articoloDisponibilita.progSiglaTaglia}`,
      ),
      prices: jsonRows<PricePart>(
        sql`${t.articoloPrezzoStagione.codListinoCli}, ${t.articoloPrezzoStagione.prezzoListinoCli}::text, ${t.articoloPrezzoStagione.codDivisa}`,
        sql`from ${t.articoloPrezzoStagione} join ${t.stagione} on ${t.stagione.codStagione} = ${t.articoloPrezzoStagione.codStagione}
          where ${t.articoloPrezzoStagione.codArticolo} = ${code} and ${current}`,
        sql`${t.articoloPrezzoStagione.codStagione}, ${t.articoloPrezzoStagione.codListinoCli}`,
      ),
      discount: sql<DiscountPart | string | null>`(select json_build_array(${t.sconto.id}, ${t.sconto.percentuale}::text) from ${t.sconto}
        where ${t.sconto.codArticolo} = ${code})`,
      links: jsonRows<LinkPart>(
        sql`${t.associazioneArticolo.codArticolo2}, ${t.associazioneArticolo.motivo}`,
        sql`from ${t.associazioneArticolo} where ${t.associazioneArticolo.codArticolo1} = ${code}`,
        sql`${t.associazioneArticolo.motivo}, ${t.associazioneArticolo.codArticolo2}`,
      ),
      composition: sql<CompositionPart | string | null>`(select json_build_array(${t.articoloDatiStag.codStagione}, ${composition})
        from ${t.articoloDatiStag} join ${t.stagione} on ${t.stagione.codStagione} = ${t.articoloDatiStag.codStagione}
        where ${t.articoloDatiStag.codArticolo} = ${code} and ${current})`,
      notes: jsonRows<NotePart>(
        sql`${t.articoloNota.codClasseNota}, ${t.articoloNota.desNota}`,
        sql`from ${t.articoloNota} where ${t.articoloNota.codArticolo} = ${code} and ${t.articoloNota.codLingua} = ${language}`,
        sql`${t.articoloNota.codClasseNota}`,
      ),
      photos: jsonRows<PhotoPart>(
        sql`${t.articoloFoto.codColore}, ${t.articoloFoto.id}, ${t.articoloFoto.altIta}, ${t.articoloFoto.altEng}, ${t.articoloFoto.width}, ${t.articoloFoto.height}`,
        sql`from ${t.articoloFoto} where ${t.articoloFoto.codArticolo} = ${code}`,
        sql`${t.articoloFoto.codColore}, ${t.articoloFoto.ordine}`,
      ),
      sizes: jsonRows<SizePart>(
        sql`${t.tabellaTaglia.siglaTaglia}, ${t.tabellaTaglia.progSiglaTaglia}`,
        sql`from ${t.tabellaTaglia} where ${t.tabellaTaglia.codTabellaTaglia} = ${a.codTabellaTaglia}`,
        sql`${t.tabellaTaglia.progSiglaTaglia}`,
      ),
    })
    .from(a)
    .innerJoin(t.famigliaArticolo, eq(t.famigliaArticolo.codFamigliaArticolo, a.codFamigliaArticolo))
    .leftJoin(t.linea, eq(t.linea.codLinea, a.codLinea))
    .leftJoin(t.moduloSdo, eq(t.moduloSdo.codModuloSdo, a.codModuloSdo))
    .leftJoin(t.funzioneSdo, eq(t.funzioneSdo.codFunzioneSdo, a.codFunzioneSdo))
    .leftJoin(sotto, eq(sotto.codSottoFunzioneSdo, a.codSottoFunzioneSdo))
    .leftJoin(t.dimensioneSdo, eq(t.dimensioneSdo.codDimensioneSdo, a.codDimensioneSdo))
    .where(inArray(code, codes));
}

type RecordRow = Awaited<ReturnType<typeof selectRecordRows>>[number];

function toRecord(row: RecordRow): Articolo {
  const code = row.codArticolo;
  const colours = parsed(row.colours, []);
  const stock = parsed(row.stock, []);
  const prices = parsed(row.prices, []);
  const links = parsed(row.links, []);
  const photos = parsed(row.photos, []);
  const b2c = prices.find(([list]) => list === 'B2C');
  const discount = parsed(row.discount, null);
  const composition = parsed(row.composition, null);
  const discountRate = discount ? toBasisPoints(discount[1]) : 0;
  const percent = discountRate > 0 ? basisPointsToPercent(discountRate) : null;
  const progs = new Set(stock.map(([, prog]) => prog));
  return {
    id: row.id,
    codArticolo: code,
    desArticolo: row.desArticolo,
    desNota: row.desNota,
    desVersione: row.desVersione,
    vendibileCatalogo: row.vendibileCatalogo,
    soldOut: !stock.some(([, , qta]) => qta > 0),
    codCatRaggrupp: (row.codCatRaggrupp as GroupingCode | null) ?? null,
    codModuloSdo: row.codModuloSdo,
    codLinea: row.codLinea,
    codFamigliaArticolo: row.codFamigliaArticolo,
    codCategoriaMerceologica: row.codCategoriaMerceologica,
    dataCancellazione: row.dataCancellazione,
    dataInserimento: row.dataInserimento,
    notes: parsed(row.notes, []).map(([codClasseNota, desNota]) => ({ codClasseNota: codClasseNota as NoteClass, desNota })),
    prezzi: prices.map(([codListinoCli, prezzo]) => ({ codListinoCli: codListinoCli as PriceList, prezzoListinoCli: centsToEuro(toCents(prezzo)) })),
    prezzo: b2c
      ? {
          prezzoListinoCli: centsToEuro(toCents(b2c[1])),
          prezzoVendita: centsToEuro(discountedCents(toCents(b2c[1]), discountRate)),
          codDivisa: b2c[2],
        }
      : null,
    percentualeSconto: percent,
    sconto: discount ? { id: discount[0], percentuale: basisPointsToPercent(discountRate) } : null,
    moduloSdo: named('codModuloSdo', 'desModuloSdo', row.codModuloSdo, row.modulo),
    linea: named('codLinea', 'desLinea', row.codLinea, row.linea),
    famigliaArticolo: { codFamigliaArticolo: row.codFamigliaArticolo, desFamigliaArticolo: row.famiglia },
    funzioneSdo: named('codFunzioneSdo', 'desFunzioneSdo', row.codFunzioneSdo, row.funzione),
    sottoFunzioneSdo: named('codSottoFunzioneSdo', 'desSottoFunzioneSdo', row.codSottoFunzioneSdo, row.sottoFunzione),
    datiStags: composition ? { codStagione: composition[0], composizioneEstesa: composition[1] } : null,
    dimensioneSdo: named('codDimensioneSdo', 'desDimensioniSdo', row.codDimensioneSdo, row.dimensione),
    eticLavAcqua: row.eticLavAcqua,
    eticLavSecco: row.eticLavSecco,
    eticCandeggio: row.eticCandeggio,
    eticAsciugatura: row.eticAsciugatura,
    eticStiro: row.eticStiro,
    immagini: colours.flatMap((colour) => colourImages(code, colour, photos.filter(([codColore]) => codColore === colour[0]))),
    colori: colours.map(([codColore, desColore, coloreRgb]) => ({ codColore, desColore, coloreRgb })),
    taglie: parsed(row.sizes, [])
      .filter(([, prog]) => progs.has(prog))
      .map(([siglaTaglia, progSiglaTaglia]) => ({ codTabellaTaglia: row.codTabellaTaglia, siglaTaglia, progSiglaTaglia })),
    disponibilita: stock.map(([codColore, progSiglaTaglia, qta]) => ({ codColore, progSiglaTaglia, qta })),
    codiciArticoloAccessori: links.filter(([, motivo]) => motivo === 'accessorio').map(([other]) => other),
    codiciArticoloCompletaLook: links.filter(([, motivo]) => motivo === 'completaLook').map(([other]) => other),
  };
}

/** Full records for the given article codes, in the same order. */
export async function loadArticoloRecords(db: Db, codes: string[], language: LanguageCode): Promise<Articolo[]> {
  if (codes.length === 0) return [];
  const rows = await selectRecordRows(db, codes, language);
  const byCode = new Map(rows.map((row) => [row.codArticolo, row]));
  return codes.flatMap((code) => {
    const row = byCode.get(code);
    return row ? [toRecord(row)] : [];
  });
}
