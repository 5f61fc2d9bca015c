import { isSitePath } from '@shop/shared/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text of content containers as the storefront may show it: headings, paragraphs, lists,
 * tables, links and images only. Scripts, styles, event handlers and javascript: (or data:) URLs
 * are dropped. Used when containers are read and when the back-office saves one.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'small',
    'span',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
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
