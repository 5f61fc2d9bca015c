import { CONTAINER_NAMES, type ContainerFilter } from '../contracts/content';
import { cleanPath, paths } from './paths';

/** The legacy content paths (either form: with the application's prefix or without). */
const LEGACY_CONTENT = /\/wa\/(?:default|rewrite|viewSection|viewProduct|viewSite)$/;

export const isLegacyContentPath = (pathname: string): boolean => LEGACY_CONTENT.test(cleanPath(pathname));

/**
 * The container a content page shows, as the content remote asks for it and the server draws and
 * describes it: the contact page's, the shipping page's, or a legacy path's by `id` (default 1),
 * else by `name`. Null for a legacy path whose id can name no container (not a positive whole
 * number); undefined for a page that is no content page.
 */
export function contentPageFilter(pathname: string, search: string): ContainerFilter | null | undefined {
  const path = cleanPath(pathname);
  if (path === paths.contact()) return { name: CONTAINER_NAMES.contact };
  if (path === paths.shipping()) return { name: CONTAINER_NAMES.shipping };
  if (!LEGACY_CONTENT.test(path)) return undefined;
  const query = new URLSearchParams(search);
  const id = query.get('id')?.trim();
  const name = query.get('name')?.trim();
  if (id) return /^[1-9]\d{0,9}$/.test(id) ? { id: Number(id) } : null;
  if (name) return { name: name.slice(0, 100) };
  return { id: 1 };
}
