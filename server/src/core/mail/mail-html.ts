import { escapeHtml } from '../lib/html';

/**
 * The HTML of the shop's mails, written with one tagged template. Why no template library: a
 * mail's HTML is a few tables with inline styles, which a tagged template writes as plainly as any
 * engine would, with the type checker seeing every value; the libraries made for mail (MJML and
 * the like) bring a compiler and dozens of packages for the same few tables. The one rule that
 * matters, that no name or text from a customer or the staff ever becomes markup, holds here by
 * construction: every interpolated value is escaped unless it is itself the result of `markup`.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** What a template takes: markup made by `markup`, or plain values (escaped); lists are joined, empty values write nothing. */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const render = (value: HtmlValue): string => {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  return escapeHtml(String(value));
};

/**
 * Markup with every value escaped: markup`<p>${name}</p>` is safe whatever `name` holds. (Not
 * named `html`: the formatter would rewrite every such template as an HTML document.)
 */
export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]!) : ''), ''));
}

/** An address for `href` or `src`: only http(s) and mailto links are written, anything else becomes '#'. */
export const safeUrl = (url: string): string => (/^(https?:|mailto:)/i.test(url.trim()) ? url.trim() : '#');
