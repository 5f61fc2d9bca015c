import type { ListParams } from '@shop/shared/catalogue';
import { CONTAINER_NAMES, type Container, type LanguageCode, type ReadReply, type ShopIdentity } from '@shop/shared/contracts';
import { contentPageFilter } from '@shop/shared/catalogue';
import type { Db } from '../../core/db/client';
import { findContainers, withFacts } from '../../content';
import { listPageName, type ListPageName } from '../data/page-names';
import { pageMeta, type PageMeta } from '../seo/page-meta';
import type { FirstAnswers } from './first-answers';
import { within } from './first-answers';

/** How long a page waits for the names its meta needs; a slower database leaves the shop's own. */
const WAIT_MS = 300;

async function containerOf(
  db: Db,
  pathname: string,
  search: string,
  language: LanguageCode,
  identity: ShopIdentity | null,
): Promise<Container | null | undefined> {
  const filter = contentPageFilter(pathname, search);
  if (filter === undefined) return undefined;
  if (filter === null) return null;
  const found = await within(findContainers(db, filter, language), WAIT_MS);
  // A read that failed or took too long: the page is sent as the shop's, not as missing. The contact
  // page is there even without its container (it has a title of its own).
  if (found === null) return undefined;
  const container = found[0];
  if (container) return withFacts(container, language, identity);
  return filter.name === CONTAINER_NAMES.contact ? undefined : null;
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
  // A content page's container came with its first answer (facts filled in); else it is read here.
  const answered = read?.kind === 'page' && reply ? (reply as ReadReply<Container>).records[0] : undefined;
  const container = answered ?? (await containerOf(db, pathname, search, language, identity));
  return pageMeta({ origin, pathname, search, language, read, reply, listName, container });
}
