import type { ListQuery } from '@shop/shared';

/** The shopper's filters: the part of a list query the facets choose. */
export type Selection = Pick<ListQuery, 'colours' | 'sizes' | 'priceMin' | 'priceMax'>;

export const noSelection: Selection = { colours: [], sizes: [], priceMin: undefined, priceMax: undefined };

export const selectionOf = ({ colours, sizes, priceMin, priceMax }: Selection): Selection => ({ colours, sizes, priceMin, priceMax });

export const chosenCount = (selection: Selection) =>
  selection.colours.length +
  selection.sizes.length +
  (selection.priceMin !== undefined ? 1 : 0) +
  (selection.priceMax !== undefined ? 1 : 0);
