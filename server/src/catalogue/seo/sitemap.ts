import { Readable } from 'node:stream';
import { shareImage } from '@shop/shared/catalogue';
import { paths } from '@shop/shared/paths';
import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import * as t from '../../core/db/schema';
import { listCategories, listFamilies, listLines, listModules } from '../data/catalogue-reference';
import { storefrontPhoto } from '../data/photos';
import { escapeHtml } from '../../core/lib/html';
import { absoluteUrl } from './site';

/** Products per sitemap part: each appears in both languages, so a part lists 10,000 addresses (Google's limit is 50,000). */
export const PRODUCTS_PER_PART = 5_000;
/** Addresses written to the stream at a time. */
const BATCH = 500;
/** Changes are announced (the cache is emptied then); the time limit only bounds what a change made elsewhere could cost. */
const TTL_MS = 10 * 60_000;

/** One product of a part: its id, the date it came into the catalogue and its photos' addresses (none while it has only drawings). */
interface ProductEntry {
  id: number;
  lastmod: string;
  images: string[];
}

/** One part of the index: its number and its newest product's date. */
export interface PartSummary {
  part: number;
  lastmod: string;
}

/** A page of the storefront that is not a product: its path and date. */
interface PageEntry {
  path: string;
  lastmod: string | null;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Where the index and the parts are, below the shop's address. */
export const SITEMAP_INDEX = '/sitemap.xml';
export const pagesPart = '/sitemaps/pages.xml';
export const productsPart = (part: number) => `/sitemaps/products-${part}.xml`;

/**
 * What the sitemaps are drawn from, read once and kept until the catalogue changes: the parts'
 * summaries, each part's products (ids and dates: small, whatever the address the shop is reached
 * at), and the list pages. The XML itself is written as it is sent.
 */
export class SitemapCache {
  private summaries: { at: number; value: Promise<PartSummary[]> } | null = null;
  private pages: { at: number; value: Promise<PageEntry[]> } | null = null;
  private readonly parts = new Map<number, { at: number; value: Promise<ProductEntry[]> }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forgets everything: the next request reads the catalogue again. */
  clear(): void {
    this.summaries = null;
    this.pages = null;
    this.parts.clear();
  }

  private fresh<T>(entry: { at: number; value: Promise<T> } | null | undefined): entry is { at: number; value: Promise<T> } {
    return entry !== null && entry !== undefined && this.now() - entry.at < TTL_MS;
  }

  /** Kept while it is being read too (one read for many callers); a read that fails is not kept. */
  private keep<T>(read: () => Promise<T>, store: (entry: { at: number; value: Promise<T> } | null) => void): Promise<T> {
    const entry = { at: this.now(), value: read() };
    store(entry);
    entry.value.catch(() => store(null));
    return entry.value;
  }

  summary(): Promise<PartSummary[]> {
    if (this.fresh(this.summaries)) return this.summaries.value;
    return this.keep(
      () => readSummaries(this.db),
      (entry) => (this.summaries = entry),
    );
  }

  products(part: number): Promise<ProductEntry[]> {
    const cached = this.parts.get(part);
    if (this.fresh(cached)) return cached.value;
    return this.keep(
      () => readPart(this.db, part),
      (entry) => (entry ? this.parts.set(part, entry) : this.parts.delete(part)),
    );
  }

  listPages(): Promise<PageEntry[]> {
    if (this.fresh(this.pages)) return this.pages.value;
    return this.keep(
      () => readPages(this.db),
      (entry) => (this.pages = entry),
    );
  }
}

const live = isNull(t.articolo.dataCancellazione);

/** Each part's newest date, in one pass over the live articles in id order. */
async function readSummaries(db: Db): Promise<PartSummary[]> {
  const numbered = db
    .select({
      part: sql<number>`(row_number() over (order by ${t.articolo.id}) - 1) / ${sql.raw(String(PRODUCTS_PER_PART))} + 1`.as('part'),
      lastmod: sql<string>`${t.articolo.dataInserimento}`.as('lastmod'),
    })
    .from(t.articolo)
    .where(live)
    .as('numbered');
  const rows = await db
    .select({ part: sql<number>`${numbered.part}`, lastmod: sql<string>`max(${numbered.lastmod})::text` })
    .from(numbered)
    .groupBy(numbered.part)
    .orderBy(numbered.part);
  return rows.map((row) => ({ part: Number(row.part), lastmod: row.lastmod }));
}

async function readPart(db: Db, part: number): Promise<ProductEntry[]> {
  const products = await db
    .select({ id: t.articolo.id, lastmod: t.articolo.dataInserimento })
    .from(t.articolo)
    .where(live)
    .orderBy(asc(t.articolo.id))
    .limit(PRODUCTS_PER_PART)
    .offset((part - 1) * PRODUCTS_PER_PART);
  const images = await readPartPhotos(db, products[0]?.id, products.at(-1)?.id);
  return products.map((product) => ({ ...product, images: images.get(product.id) ?? [] }));
}

/** The photos of the live articles with ids from `first` to `last`, per article id, in the order of their colours and their own. */
async function readPartPhotos(db: Db, first: number | undefined, last: number | undefined): Promise<Map<number, string[]>> {
  const images = new Map<number, string[]>();
  if (first === undefined || last === undefined) return images;
  const rows = await db
    .select({ articolo: t.articolo.id, photo: t.articoloFoto })
    .from(t.articoloFoto)
    .innerJoin(t.articolo, eq(t.articolo.codArticolo, t.articoloFoto.codArticolo))
    .innerJoin(
      t.articoloColore,
      and(eq(t.articoloColore.codArticolo, t.articoloFoto.codArticolo), eq(t.articoloColore.codColore, t.articoloFoto.codColore)),
    )
    .where(and(live, between(t.articolo.id, first, last)))
    .orderBy(asc(t.articolo.id), asc(t.articoloColore.ordine), asc(t.articoloFoto.codColore), asc(t.articoloFoto.ordine));
  for (const row of rows) {
    const url = shareImage({ url: '', foto: storefrontPhoto(row.photo) });
    images.set(row.articolo, [...(images.get(row.articolo) ?? []), url]);
  }
  return images;
}

/** The home, the contact and shipping pages and every list a shopper reaches from the menu (modules with their lines). */
async function readPages(db: Db): Promise<PageEntry[]> {
  const [newest] = await db
    .select({ lastmod: sql<string | null>`max(${t.articolo.dataInserimento})::text` })
    .from(t.articolo)
    .where(live);
  const lastmod = newest?.lastmod ?? null;
  const [families, categories, modules] = await Promise.all([listFamilies(db, true), listCategories(db, 2, true), listModules(db, true)]);
  const lines = await Promise.all(modules.map((module) => listLines(db, module.codModuloSdo, true)));
  const fixed = [paths.home(), paths.items(), paths.itemsNovita(), paths.itemsPromo(), paths.itemsOutlet()];
  return [
    ...fixed.map((path) => ({ path, lastmod })),
    { path: paths.contact(), lastmod: null },
    { path: paths.shipping(), lastmod: null },
    ...families.map((family) => ({ path: paths.itemsFamiglia(family.codFamigliaArticolo), lastmod })),
    ...categories.map((category) => ({ path: paths.itemsCategory(category.codCategoria), lastmod })),
    ...modules.flatMap((module, index) => [
      { path: paths.itemsModulo(module.codModuloSdo), lastmod },
      ...(lines[index] ?? []).map((line) => ({ path: paths.itemsModulo(module.codModuloSdo, line.codLinea), lastmod })),
    ]),
  ];
}

/** The sitemap index: the pages' part and one part per 5,000 products. */
export async function sitemapIndex(cache: SitemapCache, origin: string): Promise<string> {
  const summaries = await cache.summary();
  const newest = summaries.reduce<string | null>(
    (latest, part) => (latest === null || part.lastmod > latest ? part.lastmod : latest),
    null,
  );
  const entry = (path: string, lastmod: string | null) =>
    `<sitemap><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`;
  const parts = [entry(pagesPart, newest), ...summaries.map((summary) => entry(productsPart(summary.part), summary.lastmod))];
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('')}</sitemapindex>\n`;
}

/** A page in both languages, each address naming the other (and the default) as alternates, and the photos it shows. */
function urlEntries(origin: string, path: string, lastmod: string | null, images: string[] = []): string {
  const italian = escapeHtml(absoluteUrl(origin, path, 'ita'));
  const english = escapeHtml(absoluteUrl(origin, path, 'eng'));
  const alternates =
    `<xhtml:link rel="alternate" hreflang="it" href="${italian}"/>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${english}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${italian}"/>`;
  const date = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  const pictures = images.map((image) => `<image:image><image:loc>${escapeHtml(origin + image)}</image:loc></image:image>`).join('');
  return `<url><loc>${italian}</loc>${date}${alternates}${pictures}</url>\n<url><loc>${english}</loc>${date}${alternates}${pictures}</url>\n`;
}

const URLSET_HEAD = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n`;
const URLSET_END = '</urlset>\n';

/** Written a few hundred addresses at a time, so a part of 10,000 never sits whole in memory. */
function streamEntries<T>(entries: T[], write: (entry: T) => string): Readable {
  return Readable.from(
    (function* () {
      yield URLSET_HEAD;
      for (let start = 0; start < entries.length; start += BATCH)
        yield entries
          .slice(start, start + BATCH)
          .map(write)
          .join('');
      yield URLSET_END;
    })(),
    { objectMode: false },
  );
}

/** A part of products; null when there is no such part. */
export async function productsSitemap(cache: SitemapCache, origin: string, part: number): Promise<Readable | null> {
  const summaries = await cache.summary();
  if (!summaries.some((summary) => summary.part === part)) return null;
  const products = await cache.products(part);
  return streamEntries(products, (product) => urlEntries(origin, paths.itemDetail(product.id), product.lastmod, product.images));
}

/** The part of the home, the contact page and the lists. */
export async function pagesSitemap(cache: SitemapCache, origin: string): Promise<Readable> {
  return streamEntries(await cache.listPages(), (page) => urlEntries(origin, page.path, page.lastmod));
}

/** robots.txt: the storefront is open; the back-office, the API and the payment pages are not; where the sitemap is. */
export function robotsTxt(origin: string, appName: string): string {
  const legacy = [`/Apps/WebObjects/${appName}.woa/wa/`, '/wa/'];
  const contentPages = ['default', 'rewrite', 'viewSection', 'viewProduct', 'viewSite'];
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /backoffice',
    // The API, the payment notification and return pages live below the legacy application paths...
    'Disallow: /Apps/',
    'Disallow: /wa/',
    'Disallow: /mf/remotes.json',
    // ...and so do the legacy content pages, which are the storefront's.
    ...legacy.flatMap((prefix) => contentPages.map((page) => `Allow: ${prefix}${page}`)),
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX}`,
    '',
  ].join('\n');
}
