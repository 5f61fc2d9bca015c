/**
 * The one allow-list of content rich text: what a container's HTML may keep. The server's sanitiser
 * applies it when a container is saved and read; the content remote applies it again before it
 * inserts the HTML into the page. Everything else is dropped (tags not listed keep their text,
 * `droppedWithContent` lose it too).
 */
export const RICH_TEXT = {
  tags: [
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
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  /** Address schemes of links; images take only `imageSchemes`. Site paths ('/…') are always allowed. */
  schemes: ['http', 'https', 'mailto', 'tel'],
  imageSchemes: ['http', 'https'],
  droppedWithContent: ['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'textarea', 'select', 'option'],
} as const satisfies {
  tags: readonly string[];
  attributes: Record<string, readonly string[]>;
  schemes: readonly string[];
  imageSchemes: readonly string[];
  droppedWithContent: readonly string[];
};
