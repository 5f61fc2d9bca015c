import type { Articolo } from '../contracts/articolo';

type WithImages = Pick<Articolo, 'immagini'>;

/** The images of one colour for a product card: the first of `colours` the article has, else its first colour. */
export function cardImages<A extends WithImages>(article: A, colours: readonly string[]): A['immagini'] {
  const shown = colours.find((code) => article.immagini.some((image) => image.codColore === code)) ?? article.immagini[0]?.codColore;
  return article.immagini.filter((image) => image.codColore === shown);
}

/**
 * The colours a list's cards show, in order of preference: those the shopper chose, then those the
 * search's words name (a search for 'blu' shows each garment in its blue). Page and server's first
 * screen both draw with it.
 */
export function cardColours(chosen: readonly string[], reply: { coloriCercati?: string[] | undefined } | undefined): string[] {
  return [...chosen, ...(reply?.coloriCercati ?? [])];
}
