import { z } from 'zod';
import { associationReasonSchema, groupingCodeSchema } from './catalogue';
import { codeSchema, idSchema, languageCodeSchema } from './common';
import { containerFilterSchema } from './content';

/** "Empty" for dataCancellazione: the caller asks for live articles only. */
const emptyDateSchema = z.union([z.null(), z.literal('')]);

/**
 * Sale prices are whole cents (NUMERIC(10,2)), so a lower bound selects exactly the articles its
 * next cent up selects, and an upper bound those of its cent down: 19.991 and 20 ask for the same
 * articles from, 19.999 and 19.99 up to. Bounds are kept as those cents, so equal questions make
 * equal cache keys while each answer stays the one for the bound asked. Plain double comparisons
 * decide it: they order prices and bounds as the database does (it reads both as the shortest
 * decimal of the double).
 */
export function centAtOrAbove(euro: number): number {
  let cents = Math.ceil(euro * 100);
  while (cents / 100 < euro) cents += 1;
  while ((cents - 1) / 100 >= euro) cents -= 1;
  return cents / 100;
}

/** The highest whole cent at or below `euro` (see `centAtOrAbove`). */
export function centAtOrBelow(euro: number): number {
  let cents = Math.floor(euro * 100);
  while (cents / 100 > euro) cents -= 1;
  while ((cents + 1) / 100 <= euro) cents += 1;
  return cents / 100;
}

/** Sale-price bound in euro: a finite number within a sane range (finer than a cent is accepted, and normalised). */
const priceBoundSchema = z.number().min(0).max(100_000);

/** Expression (filters) of API/read for Articolo; unknown keys are rejected. */
export const articoloFilterSchema = z
  .object({
    id: idSchema,
    codArticolo: codeSchema,
    keyword: z.string().trim().min(1).max(100),
    languageCode: languageCodeSchema,
    codCatRaggrupp: groupingCodeSchema,
    escludiCodCatRaggrupps: z.array(groupingCodeSchema).max(3),
    codCategoriaMerceologica: codeSchema,
    codModuloSdo: codeSchema,
    codLinea: codeSchema,
    codFamigliaArticolo: codeSchema,
    /** Favourites: a list of article codes. */
    codArticoli: z.array(codeSchema).max(500),
    dataCancellazione: emptyDateSchema,
    /** Live articles only (the default); false includes cancelled ones. */
    nonCancellati: z.boolean(),
    /** true: discounted only; false: not discounted only. */
    scontati: z.boolean(),
    /** Made in any of these colours. */
    codColori: z.array(codeSchema).min(1).max(20),
    /** In stock in any of these sizes (in the chosen colours, when colours are given). */
    siglaTaglie: z.array(z.string().trim().min(1).max(12)).min(1).max(20),
    /** Sale-price range in euro, both ends included; read as whole cents (see `centAtOrAbove`). */
    prezzoMin: priceBoundSchema,
    prezzoMax: priceBoundSchema,
  })
  .partial()
  .strict()
  .refine((filter) => filter.prezzoMin === undefined || filter.prezzoMax === undefined || filter.prezzoMin <= filter.prezzoMax, {
    message: 'prezzoMin non può superare prezzoMax',
    path: ['prezzoMin'],
  })
  // After the check above, so a range that holds no cent (19.991 to 19.999) is still accepted, and matches nothing.
  .transform((filter) => {
    if (filter.prezzoMin !== undefined) filter.prezzoMin = centAtOrAbove(filter.prezzoMin);
    if (filter.prezzoMax !== undefined) filter.prezzoMax = centAtOrBelow(filter.prezzoMax);
    return filter;
  });
export type ArticoloFilter = z.infer<typeof articoloFilterSchema>;

const withArticlesSchema = z.object({ conArticoli: z.boolean(), languageCode: languageCodeSchema }).partial().strict();

export const famigliaArticoloFilterSchema = withArticlesSchema;
export const moduloSdoFilterSchema = withArticlesSchema;
export const categoriaFilterSchema = z
  .object({ tipoCategoria: z.number().int().min(0).max(99), conArticoli: z.boolean() })
  .partial()
  .strict();
export const lineaFilterSchema = z.object({ codModuloSdo: codeSchema, conArticoli: z.boolean() }).partial().strict();
export const referenceFilterSchema = z.object({}).strict();
/** Colours for the shopper's colour filter, named in the language asked. */
export const coloreFilterSchema = z.object({ languageCode: languageCodeSchema }).partial().strict();

/** Filters of the per-article entities (colours, sizes, season prices, stock, notes). */
export const byArticleFilterSchema = z
  .object({ codArticolo: codeSchema, codArticoli: z.array(codeSchema).max(500), languageCode: languageCodeSchema })
  .partial()
  .strict();
export const associazioneArticoloFilterSchema = z.object({ codArticolo: codeSchema, motivo: associationReasonSchema }).partial().strict();
export const scontoFilterSchema = z
  .object({ codArticolo: codeSchema, codArticoli: z.array(codeSchema).max(500) })
  .partial()
  .strict();
export const orderFilterSchema = z
  .object({ idXTCustomer: z.union([idSchema, z.null()]) })
  .partial()
  .strict();

/**
 * Entities readable through API/read, with their filters. Catalogue entities are public;
 * Order needs a customer session and is always limited to that customer's own orders.
 */
export const readFilterSchemas = {
  Articolo: articoloFilterSchema,
  /** Facets of an article list (see `articoloFacetsSchema`): the list's own filter. */
  FacetteArticolo: articoloFilterSchema,
  FamigliaArticolo: famigliaArticoloFilterSchema,
  Categoria: categoriaFilterSchema,
  Linea: lineaFilterSchema,
  ModuloSdo: moduloSdoFilterSchema,
  FunzioneSdo: referenceFilterSchema,
  SottoFunzioneSdo: referenceFilterSchema,
  DimensioneSdo: referenceFilterSchema,
  Colore: coloreFilterSchema,
  TabellaTaglia: referenceFilterSchema,
  ArticoloColore: byArticleFilterSchema,
  ArticoloTaglia: byArticleFilterSchema,
  ArticoloPrezzoStagione: byArticleFilterSchema,
  ArticoloDisponibilita: byArticleFilterSchema,
  ArticoloNota: byArticleFilterSchema,
  AssociazioneArticolo: associazioneArticoloFilterSchema,
  Sconto: scontoFilterSchema,
  Order: orderFilterSchema,
} as const;
export type ReadEntity = keyof typeof readFilterSchemas;
export const readEntities = Object.keys(readFilterSchemas) as ReadEntity[];
export type ReadFilter<E extends ReadEntity> = z.input<(typeof readFilterSchemas)[E]>;

/** Ordering keys accepted per entity (anything else is rejected). */
export const readOrderingKeys = {
  /** rilevanza: best keyword match first (newest first without a keyword); prezzoVendita: the derived sale price. */
  Articolo: ['id', 'codArticolo', 'desArticolo', 'dataInserimento', 'prezzoListinoCli', 'prezzoVendita', 'percentualeSconto', 'rilevanza'],
  FacetteArticolo: [],
  FamigliaArticolo: ['codFamigliaArticolo', 'desFamigliaArticolo'],
  Categoria: ['codCategoria', 'desCategoria'],
  Linea: ['codLinea', 'desLinea'],
  ModuloSdo: ['codModuloSdo', 'desModuloSdo'],
  FunzioneSdo: ['codFunzioneSdo', 'desFunzioneSdo'],
  SottoFunzioneSdo: ['codSottoFunzioneSdo', 'desSottoFunzioneSdo'],
  DimensioneSdo: ['codDimensioneSdo'],
  Colore: ['codColore', 'desColore'],
  TabellaTaglia: ['codTabellaTaglia', 'progSiglaTaglia'],
  ArticoloColore: ['codArticolo', 'codColore'],
  ArticoloTaglia: ['codArticolo', 'progSiglaTaglia'],
  ArticoloPrezzoStagione: ['codArticolo', 'codStagione', 'codListinoCli'],
  ArticoloDisponibilita: ['codArticolo', 'codColore', 'progSiglaTaglia'],
  ArticoloNota: ['codArticolo', 'codClasseNota'],
  AssociazioneArticolo: ['codArticolo1', 'codArticolo2'],
  Sconto: ['id', 'codArticolo', 'percentuale'],
  Order: ['id', 'date'],
} as const satisfies Record<ReadEntity, readonly string[]>;

/** Entities of XAPI/list and their filters. */
export const listFilterSchemas = { Container: containerFilterSchema } as const;
export type ListEntity = keyof typeof listFilterSchemas;
export const listOrderingKeys = {
  Container: ['id', 'name', 'position'],
} as const satisfies Record<ListEntity, readonly string[]>;
