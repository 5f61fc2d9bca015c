import { cardImages, familyTitle, listTitles, type FirstRead } from '@shop/shared/catalogue';
import { articoloTitle, type Articolo, type ReadReply } from '@shop/shared/contracts';
import { paths } from '@shop/shared/paths';
import { escapeAttribute, escapeText } from './page-head';

/** Cards drawn ahead of the page: the first row on a desktop, two rows on a phone. */
const FIRST_CARDS = 4;

const head = (eyebrow: string, title: string) =>
  `<div class="boot-head"><p class="boot-eyebrow">${escapeText(eyebrow)}</p><h1 class="boot-title">${escapeText(title)}</h1></div>`;

const image = (src: string, alt: string, width: number, height: number, first: boolean) =>
  `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}" width="${width}" height="${height}"${first ? ' fetchpriority="high"' : ' loading="lazy"'}>`;

function detailView(read: FirstRead, article: Articolo, picture: string): string {
  const title = articoloTitle(article);
  const family = familyTitle(article.famigliaArticolo.desFamigliaArticolo, read.language);
  return `${head(family, title)}<div class="boot-detail"><div class="boot-image">${image(picture, title, 800, 1200, true)}</div></div>`;
}

function listView(read: FirstRead, articles: Articolo[]): string {
  // The cards' own pictures carry no text (their names are the links below them), as on the page.
  const cards = articles.slice(0, FIRST_CARDS).flatMap((article, index) => {
    const picture = cardImages(article, read.colours)[0];
    if (!picture) return [];
    // As on the page, the picture links to the product, out of the tab order (the name below is the link to use).
    const link = `<a href="${paths.itemDetail(article.id)}" tabindex="-1" aria-hidden="true">${image(picture.url, '', 400, 600, index === 0)}</a>`;
    return [`<li><div class="boot-card-image">${link}</div><div class="boot-card-text"></div></li>`];
  });
  return `${head(listTitles[read.language].section, read.title ?? '')}<div class="boot-tools"></div><ul class="boot-grid">${cards.join('')}</ul>`;
}

/**
 * A catalogue page's first screen as plain HTML, drawn from its first answer before any code runs,
 * where the page then shows the same things (the shell's boot-frame styles mirror the page frame,
 * the list grid and the gallery): a product's family, name and first picture; a list's title and
 * its first cards' pictures, with room kept for the search and filters. The application replaces
 * it when it renders; the shell drops it first for a shopper whose language is not the page's.
 */
export function firstView(read: FirstRead, reply: ReadReply<Articolo>, picture: string | null): string {
  const first = reply.records[0];
  if (read.kind === 'content' || !first || !picture) return '';
  const body = read.kind === 'detail' ? detailView(read, first, picture) : listView(read, reply.records);
  return `<div class="boot-main" data-language="${read.language}">${body}</div>`;
}
