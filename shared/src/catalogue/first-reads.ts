import type { Articolo, ArticoloImmagine } from '../contracts/articolo';
import type { LanguageCode } from '../contracts/common';
import { carouselSlides, centreBlocks, CONTAINER_NAMES, type Container, type ContainerFilter } from '../contracts/content';
import type { ReadReply, ReadRequest } from '../contracts/protocol';
import { contentPageFilter } from '../routes/content-pages';
import { catalogRoutes, cleanPath } from '../routes/paths';
import { cardColours, cardImages } from './card-images';
import { listRequest, parseListQuery, type ListKind, type ListParams } from './list-query';
import { firstListTitle } from './list-titles';
import { CARD_SIZES, GALLERY_SIZES } from './pictures';

/** The read of a product detail page. */
export const detailRequest = (id: number, language: LanguageCode): ReadRequest => ({
  entity: 'Articolo',
  expression: { id, languageCode: language },
});

/** A product id as the detail route takes it; null for anything else. */
export const detailId = (id: string | undefined): number | null => (id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null);

/** The list pages a visitor can open straight from a link (favourites need a login first). */
const LIST_ROUTES: [Exclude<ListKind, 'favorites'>, string][] = [
  ['collection', catalogRoutes.collection],
  ['search', catalogRoutes.search],
  ['category', catalogRoutes.category],
  ['modulo', catalogRoutes.modulo],
  ['modulo', catalogRoutes.moduloLinea],
  ['linea', catalogRoutes.linea],
  ['famiglia', catalogRoutes.famiglia],
  ['promo', catalogRoutes.promo],
  ['outlet', catalogRoutes.outlet],
  ['novita', catalogRoutes.novita],
];

/** Matches a route pattern of plain segments and `:name` parameters; null when it does not fit. */
function matchSegments(pattern: string, rest: string[]): Record<string, string> | null {
  const parts = pattern === '' ? [] : pattern.split('/');
  if (parts.length !== rest.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const value = rest[index]!;
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

function decoded(segments: string[]): string[] | null {
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/** The read of the home page: its published container. */
export const homeRequest = (): ReadRequest => ({ entity: 'Container', expression: { name: CONTAINER_NAMES.home, published: true } });

/** The read of a content page: its published container (as the content remote asks for it). */
export const contentPageRequest = (filter: ContainerFilter): ReadRequest => ({
  entity: 'Container',
  expression: { ...filter, published: true },
});

/** Home paths and the language they set (none: the shopper's own). */
const HOME_PATHS: Record<string, LanguageCode | null> = { '/': null, '/ita': 'ita', '/it': 'ita', '/eng': 'eng', '/en': 'eng' };

/** A page's first read: what it asks the server before it can show its main content. */
export interface FirstRead {
  /** 'content' is the home; 'page' another content page (contact, shipping, a legacy content path). */
  kind: 'list' | 'detail' | 'content' | 'page';
  /** The API call, below the API base. */
  path: 'API/read' | 'XAPI/list';
  request: ReadRequest;
  /** The interface language the page asks in. */
  language: LanguageCode;
  /** Colours the list is filtered on (its cards show one of them). */
  colours: string[];
  /** A list's title as the page first shows it. */
  title?: string;
}

/**
 * The first read of a page (the home, a content page, a catalogue list or a product), as the remote showing it makes
 * it, so the server can send the answer with the page. `language` is the shopper's; home paths may
 * set their own. Null for pages that start without one, or that depend on the shopper.
 */
export function firstReadOf(pathname: string, search: string, language: LanguageCode): FirstRead | null {
  const home = HOME_PATHS[cleanPath(pathname)];
  if (home !== undefined) return { kind: 'content', path: 'XAPI/list', request: homeRequest(), language: home ?? language, colours: [] };
  const filter = contentPageFilter(pathname, search);
  if (filter === null) return null;
  if (filter) return { kind: 'page', path: 'XAPI/list', request: contentPageRequest(filter), language, colours: [] };
  const segments = decoded(cleanPath(pathname).split('/').slice(1));
  if (!segments || segments[0] !== 'items') return null;
  const rest = segments.slice(1);
  const detail = matchSegments(catalogRoutes.detail, rest);
  if (detail) {
    const id = detailId(detail.id);
    return id === null ? null : { kind: 'detail', path: 'API/read', request: detailRequest(id, language), language, colours: [] };
  }
  const query = parseListQuery(new URLSearchParams(search));
  for (const [kind, pattern] of LIST_ROUTES) {
    const params = matchSegments(pattern, rest) as ListParams | null;
    if (params) {
      const request = listRequest(kind, params, [], query, language);
      return { kind: 'list', path: 'API/read', request, language, colours: query.colours, title: firstListTitle(kind, params, language) };
    }
  }
  return null;
}

/** A first read's answer: articles for catalogue pages, the home's container for the home. */
export type FirstReply = ReadReply<Articolo> | ReadReply<Container>;

/** The home's carousel, when it is the home's first block. */
export function homeCarouselOf(home: Container | undefined): Container | null {
  const block = home ? centreBlocks(home)[0] : undefined;
  return block?.directActionName === 'BlockSwiper' ? block : null;
}

/** The home's first slide, when its first block is a carousel with one: what the home shows first. */
export function firstSlideOf(home: Container | undefined): Container | null {
  const carousel = homeCarouselOf(home);
  return carousel ? (carouselSlides(carousel)[0] ?? null) : null;
}

/** The picture a page shows first: an article's (a photo or a silhouette) with the `sizes` it is laid out at, or a home slide's address. */
export interface FirstImage {
  image: Pick<ArticoloImmagine, 'url' | 'foto'>;
  /** As the card or the gallery lays it out; null for a home slide. */
  sizes: string | null;
}

/** The image a page shows first (its likely largest paint): the first card's, the gallery's first, or the home's first slide's. */
export function firstImageOf(read: FirstRead, reply: FirstReply): FirstImage | null {
  if (read.kind === 'page') return null;
  if (read.kind === 'content') {
    const url = firstSlideOf((reply as ReadReply<Container>).records[0])?.multimedia?.url;
    return url ? { image: { url }, sizes: null } : null;
  }
  const list = reply as ReadReply<Articolo>;
  const first = list.records[0];
  if (!first) return null;
  const image = read.kind === 'list' ? cardImages(first, cardColours(read.colours, list))[0] : first.immagini[0];
  return image ? { image, sizes: read.kind === 'list' ? CARD_SIZES : GALLERY_SIZES } : null;
}
