import type { LanguageCode } from '../contracts/common';
import type { ListKind, ListParams } from './list-query';

/**
 * The titles of the catalogue's list pages in both languages, as the first screen the server draws
 * for a list shows them. The message catalogue's `catalog` section has the same texts (its
 * `catalog.<kind>` keys), and its test fails if the two disagree.
 */
export const listTitles = {
  ita: {
    section: 'Catalogo',
    collection: 'Collezione',
    search: 'Risultati per «{keyword}»',
    promo: 'Collezione · Promozione',
    outlet: 'Collezione · Outlet',
    novita: 'Collezione · Novità',
  },
  eng: {
    section: 'Catalogue',
    collection: 'Collection',
    search: 'Results for “{keyword}”',
    promo: 'Collection · Promotion',
    outlet: 'Collection · Outlet',
    novita: 'Collection · New arrivals',
  },
} as const satisfies Record<LanguageCode, Record<string, string>>;

/**
 * A list page's title before any name is looked up: a family, category or module page starts as the
 * catalogue's section (its name comes with a later read), every other kind has its own.
 */
export function firstListTitle(kind: Exclude<ListKind, 'favorites'>, params: ListParams, language: LanguageCode): string {
  const titles = listTitles[language];
  switch (kind) {
    case 'search':
      return titles.search.replace('{keyword}', () => params.keyword ?? '');
    case 'famiglia':
    case 'category':
    case 'modulo':
    case 'linea':
      return titles.section;
    default:
      return titles[kind];
  }
}
