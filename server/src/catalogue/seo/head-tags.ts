import { localeOf } from '@shop/shared/contracts';
import { escapeHtml } from '../../core/lib/html';
import type { PageMeta } from './page-meta';
import { absoluteUrl, SHOP_NAME } from './site';
import { jsonLdScript } from './structured-data';

/** The shop's icons and app manifest, linked from every storefront page. */
export const ICON_LINKS = [
  '<link rel="icon" href="/favicon.ico" sizes="32x32">',
  '<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">',
  '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
  '<link rel="manifest" href="/manifest.webmanifest">',
].join('');

const OG_LOCALES = { ita: 'it_IT', eng: 'en_GB' } as const;

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * The head of a storefront page for search engines and link previews: canonical address, its
 * Italian, English and default alternates, robots, Open Graph and Twitter card, and JSON-LD.
 */
export function headTags(page: PageMeta, origin: string): string {
  const tags: string[] = [];
  if (page.path !== null) {
    const own = absoluteUrl(origin, page.path, page.language);
    tags.push(`<link rel="canonical" href="${escapeHtml(own)}">`);
    tags.push(`<link rel="alternate" hreflang="it" href="${escapeHtml(absoluteUrl(origin, page.path, 'ita'))}">`);
    tags.push(`<link rel="alternate" hreflang="en" href="${escapeHtml(absoluteUrl(origin, page.path, 'eng'))}">`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(absoluteUrl(origin, page.path, 'ita'))}">`);
    tags.push(meta('property', 'og:url', own));
  }
  if (!page.index) tags.push(meta('name', 'robots', 'noindex, follow'));
  const other = page.language === 'ita' ? 'eng' : 'ita';
  tags.push(
    meta('property', 'og:type', page.type),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:locale', OG_LOCALES[page.language]),
    meta('property', 'og:locale:alternate', OG_LOCALES[other]),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:image', page.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', page.image),
  );
  for (const block of page.data) tags.push(jsonLdScript(block));
  return ICON_LINKS + tags.join('');
}

const HTML_TAG = /<html(\s[^>]*)?>/i;
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta name="description"[^>]*>/i;

/** The page's language, title and description written into its own elements (or added to the head). */
export function withPageMeta(html: string, page: PageMeta): string {
  const lang = `lang="${localeOf(page.language)}"`;
  let out = html.replace(HTML_TAG, (tag) =>
    /\slang="[^"]*"/.test(tag) ? tag.replace(/\slang="[^"]*"/, ` ${lang}`) : tag.replace(/^<html/i, `<html ${lang}`),
  );
  const title = `<title>${escapeHtml(page.title)}</title>`;
  const description = meta('name', 'description', page.description);
  out = TITLE.test(out) ? out.replace(TITLE, () => title) : out.replace('</head>', () => `${title}</head>`);
  out = DESCRIPTION.test(out) ? out.replace(DESCRIPTION, () => description) : out.replace('</head>', () => `${description}</head>`);
  return out;
}
