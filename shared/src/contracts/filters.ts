import { z } from 'zod';
import { associationReasonSchema, groupingCodeSchema } from './catalogue';
import { codeSchema, idSchema, languageCodeSchema } from './common';
import { containerFilterSchema } from './content';

/** "Empty" for dataCancellazione: the caller asks for live articles only. */
const emptyDateSchema = z.union([z.null(), z.literal('')]);

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
    /** Sale-price range in euro, both ends included. */
    prezzoMin: z.number().min(0).max(100_000),
    prezzoMax: z.number().min(0).max(100_000),
  })
  .partial()
  .strict()
  .refine((filter) => filter.prezzoMin === undefined || filter.prezzoMax === undefined || filter.prezzoMin <= filter.prezzoMax, {
    message: 'prezzoMin non può superare prezzoMax',
    path: ['prezzoMin'],
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
