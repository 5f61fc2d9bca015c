import type { ListParams } from '@shop/shared/catalogue';
import { CONTAINER_NAMES, type Container, type LanguageCode, type ShopIdentity } from '@shop/shared/contracts';
import { paths } from '@shop/shared/paths';
import type { Db } from '../../core/db/client';
import { findContainers, withFacts } from '../../content';
import { listPageName, type ListPageName } from '../data/page-names';
import { isLegacyContent, pageMeta, type PageMeta } from '../seo/page-meta';
import { cleanPath } from '../seo/site';
import type { FirstAnswers } from './first-answers';
import { within } from './first-answers';

/** How long a page waits for the names its meta needs; a slower database leaves the shop's own. */
const WAIT_MS = 300;

/** The contact page's container (the content remote's CONTACT_CONTAINER). */
const CONTACT_CONTAINER = 'contatti';

/** The container a content page shows: the contact or shipping page's, or a legacy path's by id (default 1) or name; null for none. */
function containerFilter(pathname: string, search: string): { id: number } | { name: string } | null | undefined {
  if (cleanPath(pathname) === '/contact') return { name: CONTACT_CONTAINER };
  if (cleanPath(pathname) === paths.shipping()) return { name: CONTAINER_NAMES.shipping };
  if (!isLegacyContent(pathname)) return undefined;
  const query = new URLSearchParams(search);
  const id = query.get('id')?.trim();
  const name = query.get('name')?.trim();
  if (id) return /^[1-9]\d{0,9}$/.test(id) ? { id: Number(id) } : null;
  if (name) return { name: name.slice(0, 100) };
  return { id: 1 };
}

async function containerOf(
  db: Db,
  pathname: string,
  search: string,
  language: LanguageCode,
  identity: ShopIdentity | null,
): Promise<Container | null | undefined> {
  const filter = containerFilter(pathname, search);
  if (filter === undefined) return undefined;
  if (filter === null) return null;
  const found = await within(findContainers(db, filter, language), WAIT_MS);
  // A read that failed or took too long: the page is sent as the shop's, not as missing. The contact
  // page is there even without its container (it has a title of its own).
  if (found === null) return undefined;
  const container = found[0];
  if (container) return withFacts(container, language, identity);
  return 'name' in filter && filter.name === CONTACT_CONTAINER ? undefined : null;
}

/**
 * The meta of a storefront page from its first answer, and the names the answer does not carry: a
 * family's, category's or module's for its list, a content page's container.
 */
export async function describePage(
  db: Db,
  origin: string,
  url: string,
  language: LanguageCode,
  answers: Pick<FirstAnswers, 'read' | 'reply'>,
  identity: ShopIdentity | null = null,
): Promise<PageMeta> {
  const [pathname = '/', search = ''] = url.split('?');
  const { read, reply } = answers;
  let listName: ListPageName | null = null;
  if (read?.kind === 'list') {
    const expression = read.request.expression as ListParams;
    listName = await within(listPageName(db, expression), WAIT_MS);
  }
  const container = await containerOf(db, pathname, search, language, identity);
  return pageMeta({ origin, pathname, search, language, read, reply, listName, container });
}
