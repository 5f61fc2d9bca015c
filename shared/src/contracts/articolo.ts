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

export const articoloImmagineSchema = z.object({ url: z.string(), codColore: z.string() });
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
