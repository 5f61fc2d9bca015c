import { isSitePath, RICH_TEXT } from '@shop/shared/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text of content containers as the storefront may show it: the shared allow-list (RICH_TEXT:
 * headings, paragraphs, lists, tables, links and images). Scripts, styles, event handlers and javascript: (or data:) URLs
 * are dropped. Used when containers are read and when the back-office saves one.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT.tags],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT.attributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...RICH_TEXT.schemes],
  allowedSchemesByTag: { img: [...RICH_TEXT.imageSchemes] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT.droppedWithContent],
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Safe rich HTML from untrusted HTML; null and blank stay null. */
export function sanitiseHtml(html: string | null | undefined): string | null {
  if (html === null || html === undefined || html.trim() === '') return null;
  return sanitizeHtml(html, options).trim() || null;
}

/** A link a container may carry: a site path ('/items', never '//host') or an http(s) address. */
export function safeRoute(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  return isSitePath(trimmed) ? trimmed : null;
}

export function safeExternalLink(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An image address: a site path or an http(s) address. */
export function safeMediaUrl(value: string | null | undefined): string | null {
  return safeRoute(value) ?? safeExternalLink(value);
}
