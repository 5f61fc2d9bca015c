import { accountRoutes, cartRoutes, catalogRoutes, cleanPath, paths } from '@shop/shared/paths';

/** Pages of single paths (the homes, the contact page and the shipping page). */
const SINGLE = new Set(['/', '/ita', '/it', '/eng', '/en', paths.contact(), paths.shipping()]);
/** Legacy pages: content paths and the payment return pages, prefixed or not. */
const LEGACY =
  /^\/(?:Apps\/WebObjects\/[^/]+\.woa\/)?wa\/(?:default|rewrite|viewSection|viewProduct|viewSite|CartAction\/ok|CartAction\/ko)$/;
/** Each storefront area and the routes its remote answers below it. */
const AREAS: Record<string, readonly string[]> = {
  items: Object.values(catalogRoutes),
  account: Object.values(accountRoutes),
  cart: Object.values(cartRoutes),
};

/** Whether a route pattern (plain segments, `:name` and an optional last `:name?`) fits the segments. */
function fits(pattern: string, segments: string[]): boolean {
  const parts = pattern === '' ? [] : pattern.split('/');
  const required = parts.filter((part) => !part.endsWith('?')).length;
  if (segments.length < required || segments.length > parts.length) return false;
  return segments.every((segment, index) => {
    const part = parts[index]!;
    return part.startsWith(':') ? segment.length > 0 : part === segment;
  });
}

/**
 * Whether a path is one of SPEC's storefront pages (section 2); any other path is the catch-all
 * page, which the server answers with 404.
 */
export function isStorefrontPath(pathname: string): boolean {
  const path = cleanPath(pathname);
  if (SINGLE.has(path) || LEGACY.test(path)) return true;
  const [area = '', ...rest] = path.split('/').slice(1);
  const routes = AREAS[area];
  return routes !== undefined && routes.some((pattern) => fits(pattern, rest));
}
