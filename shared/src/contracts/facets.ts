import { z } from 'zod';
import { codeSchema } from './common';

/**
 * Facets of an article list (API/read of `FacetteArticolo`, with the list's own Articolo filter):
 * the colours, sizes in stock and sale-price range of the articles the list holds. Each facet is
 * counted with the list's other filters applied and its own left out (choosing a colour does not
 * hide the other colours), so every value offered leads to that many articles.
 */
export const articoloFacetsSchema = z.object({
  /** Articles of the list with every filter applied (what 'Mostra N risultati' shows). */
  totale: z.number().int().min(0),
  colori: z.array(
    z.object({
      codColore: codeSchema,
      desColore: z.string(),
      coloreRgb: z.string(),
      conteggio: z.number().int().min(1),
    }),
  ),
  /** In size order (the size tables' own order). */
  taglie: z.array(z.object({ siglaTaglia: z.string().min(1).max(12), conteggio: z.number().int().min(1) })),
  /** Lowest and highest sale price in cents; null when no article of the list has a price. */
  prezzo: z.object({ minimo: z.number().int().min(0), massimo: z.number().int().min(0) }).nullable(),
});
export type ArticoloFacets = z.infer<typeof articoloFacetsSchema>;
