import type { LanguageCode } from '@shop/shared/contracts';
import { markup, safeUrl, type HtmlValue, type SafeHtml } from './mail-html';
import { mailTextIn } from './mail-text';

/**
 * The shop's look in a mail: the design tokens' values (shared/src/ui/tokens.css), written out
 * because mail clients read no custom properties and few read a <style> block.
 */
export const MAIL_LOOK = {
  background: '#f7f4ef',
  surface: '#fffdfa',
  muted: '#efe9e1',
  text: '#1d1b18',
  textMuted: '#6b6358',
  border: '#d9d1c5',
  accent: '#7a4a32',
  onAccent: '#fffdfa',
  serif: "'Cormorant Garamond', Cormorant, Georgia, 'Times New Roman', serif",
  sans: "Inter, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

const L = MAIL_LOOK;
const TEXT_STYLE = `font-family:${L.sans};font-size:16px;line-height:1.55;color:${L.text}`;

/** A heading in the shop's serif. */
export const heading = (text: string): SafeHtml =>
  markup`<h1 style="margin:0 0 16px;font-family:${L.serif};font-size:28px;line-height:1.15;font-weight:500;color:${L.text}">${text}</h1>`;

/** A paragraph; the text's line breaks are kept. */
export const paragraph = (text: string, muted = false): SafeHtml =>
  markup`<p style="margin:0 0 16px;${TEXT_STYLE};${muted ? `color:${L.textMuted};font-size:14px` : ''}">${text
    .split('\n')
    .map((line, i) => [i > 0 ? markup`<br>` : '', line])}</p>`;

/** A link drawn as the shop's button: a table cell, which every client paints. */
export const button = (url: string, label: string): SafeHtml =>
  markup`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr><td style="background:${L.accent};border-radius:2px"><a href="${safeUrl(url)}" style="display:inline-block;padding:12px 24px;font-family:${L.sans};font-size:16px;font-weight:600;color:${L.onAccent};text-decoration:none">${label}</a></td></tr></table>`;

/** A plain link in the text's flow. */
export const link = (url: string, label: string = url): SafeHtml =>
  markup`<a href="${safeUrl(url)}" style="color:${L.accent};text-decoration:underline;word-break:break-all">${label}</a>`;

/** Label and value lines (carrier, tracking number, totals), the value right-aligned. */
export const facts = (rows: readonly (readonly [string, HtmlValue, boolean?])[]): SafeHtml =>
  markup`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">${rows.map(
    ([label, value, strong]) =>
      markup`<tr><td style="padding:4px 0;${TEXT_STYLE};${strong ? 'font-weight:600' : `color:${L.textMuted}`}">${label}</td><td align="right" style="padding:4px 0 4px 12px;${TEXT_STYLE};text-align:right;white-space:nowrap;${strong ? 'font-weight:600' : ''}">${value}</td></tr>`,
  )}</table>`;

/** A code to type in, large and spaced so it reads at a glance. */
export const codeBox = (code: string): SafeHtml =>
  markup`<p style="margin:0 0 16px;padding:12px 16px;background:${L.muted};font-family:${L.sans};font-size:28px;font-weight:600;letter-spacing:0.2em;text-align:center;color:${L.text}">${code}</p>`;

/** A thin rule between sections. */
export const rule = (): SafeHtml => markup`<hr style="border:0;border-top:1px solid ${L.border};margin:8px 0 24px">`;

/** A small section title. */
export const sectionTitle = (text: string): SafeHtml =>
  markup`<h2 style="margin:24px 0 8px;font-family:${L.serif};font-size:22px;line-height:1.15;font-weight:500;color:${L.text}">${text}</h2>`;

/**
 * The whole mail: the shop's name as its header, the content on the surface colour in one column
 * at most 600 px wide (full width on a phone), the closing as its footer. Tables and inline styles
 * only, which the common mail clients render alike.
 */
export function mailDocument(language: LanguageCode, title: string, content: HtmlValue): string {
  const t = mailTextIn(language);
  const lang = language === 'eng' ? 'en' : 'it';
  return markup`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${title}</title></head>
<body style="margin:0;padding:0;background:${L.background};-webkit-text-size-adjust:100%">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${L.background}"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:${L.surface};border:1px solid ${L.border}">
<tr><td align="center" style="padding:24px 16px;border-bottom:1px solid ${L.border};font-family:${L.serif};font-size:30px;letter-spacing:0.08em;color:${L.text}">${t('shopName')}</td></tr>
<tr><td style="padding:24px 20px 8px">${content}</td></tr>
<tr><td style="padding:16px 20px 24px;border-top:1px solid ${L.border};background:${L.muted}">${paragraph(t('closing'), true)}</td></tr>
</table></td></tr></table>
</body></html>
`.value;
}
