import { RICH_TEXT } from '@shop/shared';

/**
 * Second line of defence for rich text: the server already sanitises container HTML, and the page
 * keeps only the same allow-list (RICH_TEXT, shared with the server) before inserting it.
 */
const allowedTags: ReadonlySet<string> = new Set(RICH_TEXT.tags);
const droppedWithContent: ReadonlySet<string> = new Set(RICH_TEXT.droppedWithContent);
const allowedAttributes: Readonly<Record<string, readonly string[]>> = RICH_TEXT.attributes;
const schemes = new RegExp(`^(${RICH_TEXT.schemes.join('|')}):`, 'i');
const imageSchemes = new RegExp(`^(${RICH_TEXT.imageSchemes.join('|')}):`, 'i');

/** Site paths, http(s), mailto: and tel: only; for images site paths and http(s). */
function safeUrl(value: string, image: boolean): boolean {
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  if (url.startsWith('#')) return !image;
  return (image ? imageSchemes : schemes).test(url);
}

function clean(node: Node, into: Node, doc: Document): void {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (!(child instanceof Element)) continue;
    const tag = child.tagName.toLowerCase();
    if (droppedWithContent.has(tag)) continue;
    if (!allowedTags.has(tag)) {
      clean(child, into, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    for (const name of allowedAttributes[tag] ?? []) {
      const value = child.getAttribute(name);
      if (value === null) continue;
      if ((name === 'href' || name === 'src') && !safeUrl(value, tag === 'img')) continue;
      copy.setAttribute(name, value);
    }
    if (tag === 'a' && copy.hasAttribute('target')) {
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer');
    }
    into.appendChild(copy);
    clean(child, copy, doc);
  }
}

/**
 * Event-handler attributes renamed before the HTML is parsed at all: even in an inert document the
 * browser reports (and blocks) each one as a Content-Security-Policy violation. The renamed
 * attribute is then dropped like any other attribute not on the allow-list.
 */
export const withoutHandlers = (html: string): string => html.replace(/([\s/"'])on([a-z]+\s*=)/gi, '$1data-x-on$2');

/** HTML with only the allowed tags, attributes and addresses. */
export function sanitiseHtml(html: string): string {
  const doc = document.implementation.createHTMLDocument('');
  const source = new DOMParser().parseFromString(withoutHandlers(html), 'text/html').body;
  const target = doc.createElement('div');
  clean(source, target, doc);
  return target.innerHTML;
}
