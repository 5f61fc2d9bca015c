import { cardImages, localName, homeCarouselOf, homeTexts, listTitles, type FirstRead, type FirstReply } from '@shop/shared/catalogue';
import { articoloTitle, carouselSlides, localeOf, type Articolo, type Container, type ReadReply } from '@shop/shared/contracts';
import { paths } from '@shop/shared/paths';
import { sanitiseHtml } from '../../core/sanitise-html';
import { escapeHtml } from '../../core/lib/html';

/** Cards drawn ahead of the page: the first row on a desktop, two rows on a phone. */
const FIRST_CARDS = 4;

const head = (eyebrow: string, title: string) =>
  `<div class="boot-head"><p class="boot-eyebrow">${escapeHtml(eyebrow)}</p><h1 class="boot-title">${escapeHtml(title)}</h1></div>`;

const image = (src: string, alt: string, width: number, height: number, first: boolean) =>
  `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="${width}" height="${height}"${first ? ' fetchpriority="high"' : ' loading="lazy"'}>`;

function detailView(read: FirstRead, article: Articolo, picture: string): string {
  const title = articoloTitle(article);
  const family = localName(article.famigliaArticolo.desFamigliaArticolo, read.language);
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

/** A carousel slide's link, as the page draws it: its route in the shop, or its external address in a new tab. */
function slideLink(read: FirstRead, slide: Container): string {
  const words = `${escapeHtml(homeTexts[read.language].discover)}${slide.title ? `<span class="boot-hidden"> ${escapeHtml(slide.title)}</span>` : ''}`;
  if (slide.route) return `<a class="boot-cta" href="${escapeHtml(slide.route)}">${words}</a>`;
  if (slide.externalLink)
    return `<a class="boot-cta" href="${escapeHtml(slide.externalLink)}" target="_blank" rel="noopener noreferrer">${words}</a>`;
  return '';
}

/**
 * The home's first slide, where the page's carousel shows it: picture, title, text and link. Only
 * when the home has no text of its own above its blocks (the page would show it first) and its
 * carousel no title; for any other home the page draws everything.
 */
function homeView(read: FirstRead, home: Container): string {
  const carousel = homeCarouselOf(home);
  const slide = carousel ? carouselSlides(carousel)[0] : undefined;
  if (!carousel || !slide || home.description || home.showTitle || (carousel.showTitle && carousel.title)) return '';
  const picture = slide.multimedia
    ? `<img class="boot-slide-image" src="${escapeHtml(slide.multimedia.url)}" alt="" fetchpriority="high">`
    : '';
  const title = slide.title ? `<h2 class="boot-slide-title">${escapeHtml(slide.title)}</h2>` : '';
  const text = slide.description ? `<div class="boot-slide-text">${sanitiseHtml(slide.description)}</div>` : '';
  const caption = `<div class="boot-caption">${title}${text}${slideLink(read, slide)}</div>`;
  const heading = `<h1><span class="boot-hidden">${escapeHtml(homeTexts[read.language].title)}</span></h1>`;
  return `<div class="boot-page">${heading}<div class="boot-blocks"><section class="boot-carousel"><div class="boot-slide">${picture}${caption}</div></section></div></div>`;
}

/**
 * A page's first screen as plain HTML, drawn from its first answer before any code runs, where the
 * page then shows the same things (the shell's boot-frame styles mirror the page frame, the list
 * grid, the gallery and the carousel): a product's family, name and first picture; a list's title
 * and its first cards' pictures, with room kept for the search and filters; the home's first slide.
 * The application replaces it when it renders; the shell drops it first for a shopper whose
 * language is not the page's.
 */
export function firstView(read: FirstRead, reply: FirstReply, picture: string | null): string {
  const body = viewOf(read, reply, picture);
  return body ? `<div class="boot-main" data-language="${read.language}" lang="${localeOf(read.language)}">${body}</div>` : '';
}

function viewOf(read: FirstRead, reply: FirstReply, picture: string | null): string {
  if (read.kind === 'content') {
    const home = (reply as ReadReply<Container>).records[0];
    return home ? homeView(read, home) : '';
  }
  const articles = (reply as ReadReply<Articolo>).records;
  const first = articles[0];
  if (!first || !picture) return '';
  return read.kind === 'detail' ? detailView(read, first, picture) : listView(read, articles);
}
