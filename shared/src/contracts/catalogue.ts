import { z } from 'zod';

/** Grouping codes (codCatRaggrupp): CR1 promotion, CR2 new arrivals, CR3 outlet. */
export const groupingCodes = ['CR1', 'CR2', 'CR3'] as const;
export const groupingCodeSchema = z.enum(groupingCodes);
export type GroupingCode = z.infer<typeof groupingCodeSchema>;
export const GROUPING = { promo: 'CR1', novita: 'CR2', outlet: 'CR3' } as const satisfies Record<string, GroupingCode>;

/** Note classes: B2C_T title, B2C_D description, B2C short title. */
export const noteClasses = ['B2C_T', 'B2C_D', 'B2C'] as const;
export const noteClassSchema = z.enum(noteClasses);
export type NoteClass = z.infer<typeof noteClassSchema>;

/** Customer price lists: B2C retail, B2I business. */
export const priceLists = ['B2C', 'B2I'] as const;
export const priceListSchema = z.enum(priceLists);
export type PriceList = z.infer<typeof priceListSchema>;

/** Reasons for linking two articles: 'Potrebbe piacerti anche' and 'Completa il tuo look'. */
export const associationReasons = ['accessorio', 'completaLook'] as const;
export const associationReasonSchema = z.enum(associationReasons);
export type AssociationReason = z.infer<typeof associationReasonSchema>;

/** Family names are 'Italiano/English'. */
export const famigliaArticoloSchema = z.object({
  codFamigliaArticolo: z.string(),
  desFamigliaArticolo: z.string(),
});
export type FamigliaArticolo = z.infer<typeof famigliaArticoloSchema>;

export const categoriaSchema = z.object({
  codCategoria: z.string(),
  desCategoria: z.string(),
  tipoCategoria: z.number().int(),
});
export type Categoria = z.infer<typeof categoriaSchema>;

export const lineaSchema = z.object({ codLinea: z.string(), desLinea: z.string() });
export type Linea = z.infer<typeof lineaSchema>;

export const moduloSdoSchema = z.object({ codModuloSdo: z.string(), desModuloSdo: z.string() });
export type ModuloSdo = z.infer<typeof moduloSdoSchema>;

export const funzioneSdoSchema = z.object({ codFunzioneSdo: z.string(), desFunzioneSdo: z.string() });
export type FunzioneSdo = z.infer<typeof funzioneSdoSchema>;

export const sottoFunzioneSdoSchema = z.object({
  codSottoFunzioneSdo: z.string(),
  desSottoFunzioneSdo: z.string(),
});
export type SottoFunzioneSdo = z.infer<typeof sottoFunzioneSdoSchema>;

/** Fit description ('Vestibilità'). */
export const dimensioneSdoSchema = z.object({ codDimensioneSdo: z.string(), desDimensioniSdo: z.string() });
export type DimensioneSdo = z.infer<typeof dimensioneSdoSchema>;

export const articoloNotaSchema = z.object({ codClasseNota: noteClassSchema, desNota: z.string() });
export type ArticoloNota = z.infer<typeof articoloNotaSchema>;

export const articoloPrezzoSchema = z.object({ codListinoCli: priceListSchema, prezzoListinoCli: z.number() });
export type ArticoloPrezzo = z.infer<typeof articoloPrezzoSchema>;

export const articoloColoreSchema = z.object({
  codArticolo: z.string(),
  codColore: z.string(),
  desColore: z.string(),
  /** CSS colour, '#rrggbb'. */
  coloreRgb: z.string(),
});
export type ArticoloColore = z.infer<typeof articoloColoreSchema>;

export const articoloTagliaSchema = z.object({
  codArticolo: z.string(),
  codTabellaTaglia: z.string(),
  siglaTaglia: z.string(),
  /** 1-based sequence; matches the index in a cart line's qta_prog. */
  progSiglaTaglia: z.number().int().positive(),
});
export type ArticoloTaglia = z.infer<typeof articoloTagliaSchema>;

export const articoloPrezzoStagioneSchema = z.object({
  codArticolo: z.string(),
  codStagione: z.string(),
  codListinoCli: priceListSchema,
  prezzoListinoCli: z.number(),
  codDivisa: z.string(),
});
export type ArticoloPrezzoStagione = z.infer<typeof articoloPrezzoStagioneSchema>;

export const articoloDisponibilitaSchema = z.object({
  codArticolo: z.string(),
  codColore: z.string(),
  progSiglaTaglia: z.number().int().positive(),
  qta: z.number().int().min(0),
});
export type ArticoloDisponibilita = z.infer<typeof articoloDisponibilitaSchema>;

export const associazioneArticoloSchema = z.object({
  codArticolo1: z.string(),
  codArticolo2: z.string(),
  motivo: associationReasonSchema,
});
export type AssociazioneArticolo = z.infer<typeof associazioneArticoloSchema>;

export const scontoSchema = z.object({
  id: z.number().int(),
  codArticolo: z.string(),
  percentuale: z.number().min(0).max(90),
});
export type Sconto = z.infer<typeof scontoSchema>;

export const articoloDatiStagSchema = z.object({ codStagione: z.string(), composizioneEstesa: z.string() });
export type ArticoloDatiStag = z.infer<typeof articoloDatiStagSchema>;
