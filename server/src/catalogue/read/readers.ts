import { WITHDRAWAL_DAYS, type LanguageCode, type Ordering, type ReadEntity, type readFilterSchemas } from '@shop/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../core/db/client';
import type { CountsOf } from './count-store';
import { badRequest, unauthorized } from '../../core/http/errors';
import { says } from '../../core/http/messages';
import { facetsOfCounts, findArticoloFacets, type SearchFacetCounts } from '../data/article-facets';
import type { ListIndex } from '../index/list-index';
import { matchSearch, searchFacetCounts, topCandidates } from '../index/search-match';
import { findArticoli, type FoundArticoli, type SearchMatches, type TopCandidates } from '../data/articoli';
import { loadArticoloRecords } from '../data/articolo-records';
import {
  selectColours,
  selectDiscounts,
  selectLinks,
  selectNotes,
  selectSeasonPrices,
  selectSizes,
  selectStock,
} from '../data/articolo-parts';
import * as reference from '../data/catalogue-reference';
import { listCustomerOrders } from '../../orders';
import { pageInMemory, type Window } from './paging';

export interface ReadContext {
  db: Db;
  language: LanguageCode;
  orderings: Ordering[];
  window: Window;
  /** Set when the caller has a valid customer session. */
  customerId: number | null;
  /** Days from delivery an order may be returned (the shop's setting). */
  withdrawalDays?: number;
  /** Where counts of article filters are kept between pages; null counts every time. */
  counts?: CountsOf | null;
  /** The live articles in memory, when current: it answers the lists and facets of the whole catalogue it can. */
  index?: ListIndex | null;
}

export interface ReadResult {
  records: object[];
  totalCount: number;
  /** A keyword search found only the corrected words: the keyword they make. */
  didYouMean?: string;
  /** The colours a keyword search's words name. */
  coloriCercati?: string[];
}

export type ReadFilterOf<E extends ReadEntity> = z.output<(typeof readFilterSchemas)[E]>;

interface Reader<E extends ReadEntity> {
  /** Page size when the request has no pagination. */
  defaultLimit: number;
  read(filter: ReadFilterOf<E>, context: ReadContext): Promise<ReadResult>;
}

const ALL = 1000;

/** Per-article entities are read for given articles only, never the whole catalogue at once. */
function codesOf(filter: { codArticolo?: string | undefined; codArticoli?: string[] | undefined }): string[] {
  if (filter.codArticolo) return [filter.codArticolo];
  if (filter.codArticoli) return filter.codArticoli;
  throw badRequest(says('readNeedsCode'));
}

const inMemory = async (records: Promise<object[]> | object[], context: ReadContext) =>
  pageInMemory(await records, context.orderings, context.window);

export const readers: { [E in ReadEntity]: Reader<E> } = {
  Articolo: {
    defaultLimit: 40,
    async read(filter, context) {
      const language = filter.languageCode ?? context.language;
      const counts = context.counts ? context.counts(language, filter) : null;
      const index = context.index;
      // A search's matches are found in the index too: the database would match every article's texts.
      const searchMatches: SearchMatches | null = index ? (db, f, l, groups) => matchSearch(index, db, f, l, groups) : null;
      const candidates: TopCandidates | null = index ? (ids, l, groups) => topCandidates(index, ids, l, groups) : null;
      const { codes, totalCount, didYouMean, colours }: FoundArticoli =
        index?.page(filter, context.orderings, context.window) ??
        (await findArticoli(context.db, filter, context.orderings, context.window, language, counts, searchMatches, candidates));
      const records = await loadArticoloRecords(context.db, codes, language);
      return { records, totalCount, ...(didYouMean ? { didYouMean } : {}), ...(colours ? { coloriCercati: colours } : {}) };
    },
  },
  FacetteArticolo: {
    defaultLimit: 1,
    async read(filter, context) {
      const language = filter.languageCode ?? context.language;
      const index = context.index;
      const counts = index?.counts(filter);
      const searchCounts: SearchFacetCounts | null = index ? (db, f, l, groups) => searchFacetCounts(index, db, f, l, groups) : null;
      const facets = counts
        ? await facetsOfCounts(context.db, counts, language)
        : await findArticoloFacets(context.db, filter, language, searchCounts);
      return { records: [facets], totalCount: 1 };
    },
  },
  FamigliaArticolo: { defaultLimit: ALL, read: (f, c) => inMemory(reference.listFamilies(c.db, f.conArticoli ?? false), c) },
  Categoria: {
    defaultLimit: ALL,
    read: (f, c) => inMemory(reference.listCategories(c.db, f.tipoCategoria, f.conArticoli ?? false), c),
  },
  Linea: { defaultLimit: ALL, read: (f, c) => inMemory(reference.listLines(c.db, f.codModuloSdo, f.conArticoli ?? false), c) },
  ModuloSdo: { defaultLimit: ALL, read: (f, c) => inMemory(reference.listModules(c.db, f.conArticoli ?? false), c) },
  FunzioneSdo: { defaultLimit: ALL, read: (_f, c) => inMemory(reference.listFunctions(c.db), c) },
  SottoFunzioneSdo: { defaultLimit: ALL, read: (_f, c) => inMemory(reference.listSubFunctions(c.db), c) },
  DimensioneSdo: { defaultLimit: ALL, read: (_f, c) => inMemory(reference.listFits(c.db), c) },
  Colore: { defaultLimit: ALL, read: (f, c) => inMemory(reference.listColours(c.db, f.languageCode ?? c.language), c) },
  TabellaTaglia: { defaultLimit: ALL, read: (_f, c) => inMemory(reference.listSizeTables(c.db), c) },
  ArticoloColore: {
    defaultLimit: ALL,
    read: async (f, c) => {
      const rows = await selectColours(c.db, codesOf(f), f.languageCode ?? c.language);
      return inMemory(
        rows.map(({ codArticolo, codColore, desColore, coloreRgb }) => ({ codArticolo, codColore, desColore, coloreRgb })),
        c,
      );
    },
  },
  ArticoloTaglia: { defaultLimit: ALL, read: (f, c) => inMemory(selectSizes(c.db, codesOf(f)), c) },
  ArticoloPrezzoStagione: { defaultLimit: ALL, read: (f, c) => inMemory(selectSeasonPrices(c.db, codesOf(f), false), c) },
  ArticoloDisponibilita: { defaultLimit: ALL, read: (f, c) => inMemory(selectStock(c.db, codesOf(f)), c) },
  ArticoloNota: { defaultLimit: ALL, read: (f, c) => inMemory(selectNotes(c.db, codesOf(f), f.languageCode ?? c.language), c) },
  AssociazioneArticolo: {
    defaultLimit: ALL,
    read: (f, c) => inMemory(selectLinks(c.db, codesOf(f), f.motivo), c),
  },
  Sconto: {
    defaultLimit: ALL,
    read: (f, c) => inMemory(selectDiscounts(c.db, codesOf(f)), c),
  },
  Order: {
    defaultLimit: ALL,
    async read(_filter, context) {
      // idXTCustomer is ignored on purpose: a customer only ever reads their own orders.
      if (context.customerId === null) throw unauthorized();
      return inMemory(
        listCustomerOrders(context.db, context.customerId, context.language, context.withdrawalDays ?? WITHDRAWAL_DAYS),
        context,
      );
    },
  },
};
