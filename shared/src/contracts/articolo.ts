import { z } from 'zod';
import {
  articoloDatiStagSchema,
  articoloNotaSchema,
  articoloPrezzoSchema,
  groupingCodeSchema,
  lineaSchema,
  moduloSdoSchema,
} from './catalogue';

const named = <K extends string, D extends string>(code: K, description: D) =>
  z.object({ [code]: z.string(), [description]: z.string() } as Record<K | D, z.ZodString>);

/** Care-label codes of one article, see the care-labels data. */
export const careLabelFieldsSchema = z.object({
  eticLavAcqua: z.string().nullable(),
  eticLavSecco: z.string().nullable(),
  eticCandeggio: z.string().nullable(),
  eticAsciugatura: z.string().nullable(),
  eticStiro: z.string().nullable(),
});

/** The widths, in pixels, an uploaded photo is served at; never wider than the photo itself. */
export const PHOTO_WIDTHS = [320, 480, 640, 800, 1200, 1600, 2400] as const;
/** The formats a photo is served in, as its address's extension: AVIF and WebP where the browser takes them, JPEG for the rest. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The widths a photo `width` pixels wide is served at: the shop's widths up to its own, or the smallest (at the photo's own size). */
export function photoWidths(width: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((served) => served <= width);
  return fitting.length > 0 ? fitting : [PHOTO_WIDTHS[0]];
}

/** Where one size of a photo is served. */
export const photoUrl = (id: number, width: number, format: PhotoFormat): string => `/media/photos/${id}/${width}.${format}`;

/** A photo the staff uploaded for one colour of an article. */
export const articoloFotoSchema = z.object({
  id: z.number().int(),
  altIta: z.string(),
  altEng: z.string(),
  /** The photo as uploaded, turned upright: its width and height in pixels. */
  width: z.number().int(),
  height: z.number().int(),
  /** The widths it is served at (photoWidths), in every one of PHOTO_FORMATS. */
  widths: z.array(z.number().int()),
});
export type ArticoloFoto = z.infer<typeof articoloFotoSchema>;

/** A `srcset` of one format ('… 320w, … 480w'): each size with the width it really has. */
export const photoSrcset = (foto: Pick<ArticoloFoto, 'id' | 'width' | 'widths'>, format: PhotoFormat): string =>
  foto.widths.map((width) => `${photoUrl(foto.id, width, format)} ${Math.min(width, foto.width)}w`).join(', ');

/**
 * One picture of a colour: an uploaded photo (`foto`, and `url` its JPEG about 800 px wide) or, while the
 * colour has none, the drawn silhouette (`url` only).
 */
export const articoloImmagineSchema = z.object({ url: z.string(), codColore: z.string(), foto: articoloFotoSchema.optional() });
export type ArticoloImmagine = z.infer<typeof articoloImmagineSchema>;

/** One article as API/read returns it: what a storefront card, a detail page and the back-office need. */
export const articoloSchema = z.object({
  id: z.number().int(),
  codArticolo: z.string(),
  desArticolo: z.string(),
  desNota: z.string().nullable(),
  desVersione: z.string().nullable(),
  vendibileCatalogo: z.boolean(),
  soldOut: z.boolean(),
  codCatRaggrupp: groupingCodeSchema.nullable(),
  codModuloSdo: z.string().nullable(),
  codLinea: z.string().nullable(),
  codFamigliaArticolo: z.string(),
  codCategoriaMerceologica: z.string().nullable(),
  /** ISO date (YYYY-MM-DD) or null while the article is live. */
  dataCancellazione: z.string().nullable(),
  dataInserimento: z.string(),
  /** Notes in the requested language. */
  notes: z.array(articoloNotaSchema),
  /** Current-season list prices, B2C and B2I. */
  prezzi: z.array(articoloPrezzoSchema),
  /** Current-season B2C price; null when the article has none ('no B2C'). */
  prezzo: z
    .object({
      prezzoListinoCli: z.number(),
      /** Derived: list price less the discount. Equals the list price without a discount. */
      prezzoVendita: z.number(),
      codDivisa: z.string(),
    })
    .nullable(),
  percentualeSconto: z.number().nullable(),
  sconto: z.object({ id: z.number().int(), percentuale: z.number() }).nullable(),
  moduloSdo: moduloSdoSchema.nullable(),
  linea: lineaSchema.nullable(),
  famigliaArticolo: named('codFamigliaArticolo', 'desFamigliaArticolo'),
  funzioneSdo: named('codFunzioneSdo', 'desFunzioneSdo').nullable(),
  sottoFunzioneSdo: named('codSottoFunzioneSdo', 'desSottoFunzioneSdo').nullable(),
  datiStags: articoloDatiStagSchema.nullable(),
  dimensioneSdo: named('codDimensioneSdo', 'desDimensioniSdo').nullable(),
  ...careLabelFieldsSchema.shape,
  /** Per colour, in the colours' order: its photos in their order, else its drawn views. */
  immagini: z.array(articoloImmagineSchema),
  colori: z.array(z.object({ codColore: z.string(), desColore: z.string(), coloreRgb: z.string() })),
  taglie: z.array(z.object({ codTabellaTaglia: z.string(), siglaTaglia: z.string(), progSiglaTaglia: z.number() })),
  /** Stock per colour and size sequence. */
  disponibilita: z.array(z.object({ codColore: z.string(), progSiglaTaglia: z.number(), qta: z.number() })),
  codiciArticoloAccessori: z.array(z.string()),
  codiciArticoloCompletaLook: z.array(z.string()),
});
export type Articolo = z.infer<typeof articoloSchema>;

/** Title of an article in the loaded language: B2C_T, then B2C, then the internal description. */
export function articoloTitle(articolo: Pick<Articolo, 'notes' | 'desArticolo'>): string {
  const note = (cls: string) => articolo.notes.find((n) => n.codClasseNota === cls)?.desNota;
  return note('B2C_T') ?? note('B2C') ?? articolo.desArticolo;
}
