import { matchPath } from 'react-router-dom';
import type { RemoteName } from '../contracts/protocol';
import type { LanguageCode } from '../contracts/common';

export type StorefrontRemote = Exclude<RemoteName, 'backoffice'>;

export type StorefrontRouteId =
  'home' | 'homeIta' | 'homeEng' | 'contact' | 'shipping' | 'legacyContent' | 'items' | 'account' | 'cart' | 'paymentOk' | 'paymentKo';

export interface StorefrontRoute {
  id: StorefrontRouteId;
  remote: StorefrontRemote;
  /** Route patterns (react-router syntax) that lead to this page. */
  paths: readonly string[];
  /** The remote owns everything below these paths (its own routes are relative to them). */
  area?: boolean;
  /** Home routes that also set the interface language. */
  language?: LanguageCode;
}

/** Both forms of the legacy application path: prefixed (app name in `:app`) and unprefixed. */
const legacyPrefixes = ['/Apps/WebObjects/:app.woa/wa', '/wa'] as const;
const legacy = (page: string) => legacyPrefixes.map((prefix) => `${prefix}/${page}`);

/** Legacy content paths: take `id` (default 1) and `name` from the query to load a container. */
export const legacyContentPages = ['default', 'rewrite', 'viewSection', 'viewProduct', 'viewSite'] as const;

/** SPEC section 2: every storefront route and the remote that answers it. Any other path is the shell's catch-all. */
export const storefrontRoutes: readonly StorefrontRoute[] = [
  { id: 'home', remote: 'cms', paths: ['/'] },
  { id: 'homeIta', remote: 'cms', paths: ['/ita', '/it'], language: 'ita' },
  { id: 'homeEng', remote: 'cms', paths: ['/eng', '/en'], language: 'eng' },
  { id: 'contact', remote: 'cms', paths: ['/contact'] },
  { id: 'shipping', remote: 'cms', paths: ['/spedizioni-e-resi'] },
  { id: 'legacyContent', remote: 'cms', paths: legacyContentPages.flatMap(legacy) },
  { id: 'items', remote: 'catalog', paths: ['/items'], area: true },
  { id: 'account', remote: 'account', paths: ['/account'], area: true },
  { id: 'cart', remote: 'cart', paths: ['/cart'], area: true },
  { id: 'paymentOk', remote: 'cart', paths: legacy('CartAction/ok') },
  { id: 'paymentKo', remote: 'cart', paths: legacy('CartAction/ko') },
];

/** The pattern the shell mounts for one path of a route (areas take everything below them). */
export function mountPattern(route: StorefrontRoute, path: string): string {
  return route.area ? `${path === '/' ? '' : path}/*` : path;
}

export interface StorefrontMatch {
  route: StorefrontRoute;
  params: Record<string, string | undefined>;
}

/** The storefront route for a pathname, or null for the catch-all page. */
export function matchStorefrontRoute(pathname: string): StorefrontMatch | null {
  for (const route of storefrontRoutes) {
    for (const path of route.paths) {
      const match = matchPath(mountPattern(route, path), pathname);
      if (match) return { route, params: match.params };
    }
  }
  return null;
}

/** Route prefixes treated as known sections (SPEC section 2). */
export const knownSections = ['account', 'cart', 'items', 'detail', 'items/promo', 'items/outlet', 'items/novita'] as const;

/** The longest known section a pathname lies in, or null. */
export function knownSectionOf(pathname: string): (typeof knownSections)[number] | null {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const found = [...knownSections]
    .sort((a, b) => b.length - a.length)
    .find((section) => path === section || path.startsWith(`${section}/`));
  return found ?? null;
}
