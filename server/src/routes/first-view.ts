import { familyTitle, type FirstRead } from '@shop/shared/catalogue';
import { articoloTitle, type Articolo, type ReadReply } from '@shop/shared/contracts';
import { escapeAttribute } from './page-head';

export const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A product page's first screen as plain HTML, drawn from its first answer before any code runs: the
 * family, the article's name and its first image, laid out where the page then shows them (the
 * shell's boot-frame styles mirror the page frame and the gallery). The application replaces it when
 * it renders; the shell drops it first for a shopper whose language is not the page's.
 */
export function firstView(read: FirstRead, reply: ReadReply<Articolo>, image: string | null): string {
  const article = reply.records[0];
  if (read.kind !== 'detail' || !article || !image) return '';
  const title = articoloTitle(article);
  const family = familyTitle(article.famigliaArticolo.desFamigliaArticolo, read.language);
  return [
    `<div class="boot-main" data-language="${read.language}">`,
    `<div class="boot-head"><p class="boot-eyebrow">${escapeText(family)}</p><h1 class="boot-title">${escapeText(title)}</h1></div>`,
    `<div class="boot-detail"><div class="boot-image">`,
    `<img src="${escapeAttribute(image)}" alt="${escapeAttribute(title)}" width="800" height="1200" fetchpriority="high">`,
    `</div></div></div>`,
  ].join('');
}
