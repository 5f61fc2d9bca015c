import {
  localName,
  firstImageOf,
  isLegacyContentPath,
  homeTexts,
  parseListQuery,
  shareImage,
  type FirstRead,
  type FirstReply,
} from '@shop/shared/catalogue';
import { articoloTitle, type Articolo, type Container, type LanguageCode, type ReadReply } from '@shop/shared/contracts';
import { formatCents, toCents } from '@shop/shared/money';
import { cleanPath, paths } from '@shop/shared/paths';
import { formatText } from '@shop/shared/messages';
import { absoluteAsset, SHOP_NAME, siteTexts } from './site';
import { homeData, listData, productData, productNote, type StructuredData } from './structured-data';
import { isStorefrontPath } from './storefront-paths';

/** What the server says about a page before any script runs: for search engines and link previews. */
export interface PageMeta {
  status: 200 | 404;
  language: LanguageCode;
  title: string;
  description: string;
  /** The page's own address, without its language (the alternates add it); null for the catch-all page. */
  path: string | null;
  /** Pages of one shopper (account, cart, payment results, favourites) and empty lists are not indexed. */
  index: boolean;
  /** The picture of a link preview, absolute. */
  image: string;
  type: 'website' | 'product';
  data: StructuredData[];
}

/** What a page's meta is drawn from, besides its first answer. */
export interface PageFacts {
  origin: string;
  pathname: string;
  search: string;
  language: LanguageCode;
  read: FirstRead | null;
  reply: FirstReply | null;
  /** The list's own name; 'unknown' for a family, category or module code that names nothing; null otherwise. */
  listName: string[] | 'unknown' | null;
  /** The container of a content page; undefined when the page has none, null when it names none. */
  container?: Container | null;
}

/** The shop's picture for previews of pages without their own and its logo: the app icon, large. */
export const SHOP_PICTURE = '/icons/icon-512.png';

const MAX_DESCRIPTION = 160;

/** Text of rich HTML (tags dropped, the common entities read), for a description. */
export function textOfHtml(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ', apos: "'" };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp|apos);/g, (_whole, name: string) => entities[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A description of at most 160 characters, cut at a word. */
export function clip(text: string, max = MAX_DESCRIPTION): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:·-]+$/, '')}…`;
}

const titled = (...parts: string[]) => [...parts.filter(Boolean), SHOP_NAME].join(' · ');

/** Titles of the pages that show no catalogue or content data of their own (texts in the catalogue's meta section). */
const FIXED_TITLES: Record<string, keyof typeof siteTexts.ita> = {
  '/account': 'title.account',
  '/account/create': 'title.account.create',
  '/account/view': 'title.account.view',
  '/account/success': 'title.account.success',
  '/account/orders': 'title.account.orders',
  '/account/login': 'title.account.login',
  '/account/password-restore': 'title.account.passwordRestore',
  '/cart': 'title.cart',
  '/cart/checkout': 'title.cart.checkout',
  '/items/favorites': 'title.favourites',
  'CartAction/ok': 'title.payment.ok',
  'CartAction/ko': 'title.payment.ko',
  '/contact': 'title.contact',
  '/spedizioni-e-resi': 'title.shippingAndReturns',
};

function fixedTitle(path: string, language: LanguageCode): string | null {
  const key = path.startsWith('/account/password-restore')
    ? '/account/password-restore'
    : path.replace(/^.*\/wa\/(CartAction\/o[kK])$/, '$1');
  const title = FIXED_TITLES[key];
  return title ? siteTexts[language][title] : null;
}

/** The page meta of one storefront request. */
export function pageMeta(facts: PageFacts): PageMeta {
  const { language, origin } = facts;
  const texts = siteTexts[language];
  const path = cleanPath(facts.pathname);
  const base: PageMeta = {
    status: 200,
    language,
    title: SHOP_NAME,
    description: texts.description,
    path,
    index: true,
    image: absoluteAsset(origin, SHOP_PICTURE),
    type: 'website',
    data: [],
  };
  const missing: PageMeta = { ...base, status: 404, title: titled(texts.notFound), path: null, index: false };
  if (!isStorefrontPath(path)) return missing;
  // The picture the page shows first; a photo as a JPEG, which every preview and crawler reads.
  const first = facts.read && facts.reply ? firstImageOf(facts.read, facts.reply) : null;
  if (first) base.image = absoluteAsset(origin, shareImage(first.image));

  if (facts.read?.kind === 'content') return homeMeta(facts, base);
  if (facts.read?.kind === 'detail') return facts.reply ? detailMeta(facts, base, missing) : base;
  if (/^\/items\/detail\//.test(path)) return missing; // an id that is not one
  if (facts.read?.kind === 'list') return facts.listName === 'unknown' ? missing : listMeta(facts, base);
  if (facts.container !== undefined) {
    if (facts.container === null) return missing;
    const container = facts.container;
    const fallback = fixedTitle(path, language) ?? SHOP_NAME;
    const description = container.description ? clip(textOfHtml(container.description)) : '';
    const own = isLegacyContentPath(path) ? paths.legacyContent(container.id) : path;
    return { ...base, title: titled(container.title || fallback), description: description || base.description, path: own };
  }
  const fixed = fixedTitle(path, language);
  return { ...base, title: titled(fixed ?? ''), index: false };
}

function homeMeta(facts: PageFacts, base: PageMeta): PageMeta {
  const home = (facts.reply as ReadReply<Container> | null)?.records[0];
  const description = home?.description ? clip(textOfHtml(home.description)) : '';
  return {
    ...base,
    title: homeTexts[facts.language].title,
    description: description || base.description,
    path: paths.home(),
    data: homeData(facts.origin, facts.language, SHOP_PICTURE),
  };
}

function detailMeta(facts: PageFacts, base: PageMeta, missing: PageMeta): PageMeta {
  const article = (facts.reply as ReadReply<Articolo>).records[0];
  if (!article) return missing;
  const { language } = facts;
  const name = articoloTitle(article);
  const family = localName(article.famigliaArticolo.desFamigliaArticolo, language);
  const price = article.prezzo ? formatCents(toCents(article.prezzo.prezzoVendita), language) : '';
  const texts = siteTexts[language];
  const own = [
    formatText(language, texts.productDescription, { title: name, family }),
    price ? formatText(language, texts.productPrice, { price }) : '',
  ].join(' ');
  const note = productNote(article);
  const description = clip(note ? `${own} ${textOfHtml(note)}` : own);
  const path = paths.itemDetail(article.id);
  return {
    ...base,
    title: titled(name, family),
    description,
    path,
    type: 'product',
    data: productData(facts.origin, language, article, description),
  };
}

function listMeta(facts: PageFacts, base: PageMeta): PageMeta {
  const { language } = facts;
  const texts = siteTexts[language];
  const reply = facts.reply as ReadReply<Articolo> | null;
  const query = parseListQuery(new URLSearchParams(facts.search));
  const parts = Array.isArray(facts.listName) ? facts.listName : [];
  const named = parts.map((part) => localName(part, language)).join(' · ');
  const title = named || facts.read?.title || '';
  const page = query.page;
  const pageText = page > 1 ? formatText(language, texts.page, { page }) : '';
  const count = reply?.totalCount ?? 0;
  const description = reply
    ? formatText(language, reply.pages > 1 ? texts.listDescriptionPage : texts.listDescription, { title, page, pages: reply.pages, count })
    : base.description;
  const path = `${cleanPath(facts.pathname)}${page > 1 ? `?page=${page}` : ''}`;
  // Internal search results and empty lists are left out of the index (their links are still followed).
  const index = Boolean(reply && reply.records.length > 0) && !facts.pathname.startsWith('/items/search/');
  const data = reply ? listData(facts.origin, language, title, reply.records, (page - 1) * reply.pageItems + 1) : [];
  return { ...base, title: titled(title, pageText), description: clip(description), path, index, data };
}
