import {
  CARD_SIZES,
  cardColours,
  cardImages,
  GALLERY_SIZES,
  homeCarouselOf,
  homeTexts,
  listTitles,
  localName,
  photoSources,
  pictureAlt,
  type FirstImage,
  type FirstRead,
  type FirstReply,
} from '@shop/shared/catalogue';
import {
  articoloTitle,
  carouselSlides,
  centreBlocks,
  localeOf,
  type Articolo,
  type ArticoloImmagine,
  type Container,
  type ReadReply,
} from '@shop/shared/contracts';
import { paths } from '@shop/shared/paths';
import { sanitiseHtml } from '../../core/sanitise-html';
import { escapeHtml } from '../../core/lib/html';

/** Cards drawn ahead of the page: the first row on a desktop, two rows on a phone. */
const FIRST_CARDS = 4;

const head = (eyebrow: string, title: string) =>
  `<div class="boot-head"><p class="boot-eyebrow">${escapeHtml(eyebrow)}</p><h1 class="boot-title">${escapeHtml(title)}</h1></div>`;

/**
 * An article's picture as the page's ArticlePicture draws it: a photo's AVIF and WebP sources and its
 * JPEG sizes, laid out at `sizes`; a silhouette as a plain image.
 */
function picture(image: Pick<ArticoloImmagine, 'url' | 'foto'>, sizes: string, alt: string, width: number, height: number, first: boolean) {
  const loading = first ? ' fetchpriority="high"' : ' loading="lazy"';
  const size = image.foto ? { width: image.foto.width, height: image.foto.height } : { width, height };
  const attributes = `alt="${escapeHtml(alt)}" width="${size.width}" height="${size.height}"${loading}`;
  if (!image.foto) return `<img src="${escapeHtml(image.url)}" ${attributes}>`;
  const [avif, webp, jpg] = photoSources(image.foto);
  const source = (one: { type: string; srcset: string }) =>
    `<source type="${one.type}" srcset="${escapeHtml(one.srcset)}" sizes="${sizes}">`;
  return `<picture>${source(avif!)}${source(webp!)}<img src="${escapeHtml(image.url)}" srcset="${escapeHtml(jpg!.srcset)}" sizes="${sizes}" ${attributes}></picture>`;
}

function detailView(read: FirstRead, article: Articolo, image: FirstImage['image']): string {
  const title = articoloTitle(article);
  const family = localName(article.famigliaArticolo.desFamigliaArticolo, read.language);
  const main = picture(image, GALLERY_SIZES, pictureAlt(image, read.language, title), 800, 1200, true);
  return `${head(family, title)}<div class="boot-detail"><div class="boot-image">${main}</div></div>`;
}

function listView(read: FirstRead, reply: ReadReply<Articolo>): string {
  const colours = cardColours(read.colours, reply);
  const cards = reply.records.slice(0, FIRST_CARDS).flatMap((article, index) => {
    const image = cardImages(article, colours)[0];
    if (!image) return [];
    const alt = pictureAlt(image, read.language, articoloTitle(article));
    // As on the page, the picture links to the product, out of the tab order (the name below is the link to use).
    const link = `<a href="${paths.itemDetail(article.id)}" tabindex="-1" aria-hidden="true">${picture(image, CARD_SIZES, alt, 400, 600, index === 0)}</a>`;
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
  const slideImage = slide.multimedia
    ? `<img class="boot-slide-image" src="${escapeHtml(slide.multimedia.url)}" alt="" fetchpriority="high">`
    : '';
  const title = slide.title ? `<h2 class="boot-slide-title">${escapeHtml(slide.title)}</h2>` : '';
  const text = slide.description ? `<div class="boot-slide-text">${sanitiseHtml(slide.description)}</div>` : '';
  const caption = `<div class="boot-caption">${title}${text}${slideLink(read, slide)}</div>`;
  const heading = `<h1><span class="boot-hidden">${escapeHtml(homeTexts[read.language].title)}</span></h1>`;
  return `<div class="boot-page">${heading}<div class="boot-blocks"><section class="boot-carousel"><div class="boot-slide">${slideImage}${caption}</div></section></div></div>`;
}

/**
 * A content page's title (when it shows one) and its text, as the content remote's page frame and
 * rich text lay them out: on a text page, the text is the largest paint. Its blocks (a contact form,
 * pictures) follow when the page renders.
 */
function pageView(container: Container): string {
  const text = container.description ? sanitiseHtml(container.description) : '';
  const shown = container.showTitle && container.title ? container.title : null;
  const intro = introView(centreBlocks(container)[0]);
  if (!text && !shown && !intro) return '';
  const title = shown
    ? `<div class="boot-head"><h1 class="boot-title">${escapeHtml(shown)}</h1></div>`
    : `<h1><span class="boot-hidden">${escapeHtml(container.title ?? '')}</span></h1>`;
  const own = text ? `<div class="boot-rich boot-text">${text}</div>` : '';
  return `<div class="boot-content${shown ? '' : ' boot-untitled'}">${title}${own}${intro ? `<div class="boot-page-blocks">${intro}</div>` : ''}</div>`;
}

/** A page's first block when it is an introduction (the contact page's), as the content remote draws it. */
function introView(block: Container | undefined): string {
  if (block?.directActionName !== 'BlockIntroduction') return '';
  const title = block.title && block.showTitle ? `<h2 class="boot-intro-title">${escapeHtml(block.title)}</h2>` : '';
  const text = block.description ? sanitiseHtml(block.description) : '';
  if (!title && !text) return '';
  return `<section class="boot-intro">${title}${text ? `<div class="boot-rich boot-intro-text">${text}</div>` : ''}</section>`;
}

/**
 * A page's first screen as plain HTML, drawn from its first answer before any code runs, where the
 * page then shows the same things (the shell's boot-frame styles mirror the page frame, the list
 * grid, the gallery and the carousel): a product's family, name and first picture; a list's title
 * and its first cards' pictures, with room kept for the search and filters; the home's first slide;
 * a content page's title and text.
 * The application replaces it when it renders; the shell drops it first for a shopper whose
 * language is not the page's.
 */
export function firstView(read: FirstRead, reply: FirstReply, first: FirstImage | null): string {
  const body = viewOf(read, reply, first);
  return body ? `<div class="boot-main" data-language="${read.language}" lang="${localeOf(read.language)}">${body}</div>` : '';
}

function viewOf(read: FirstRead, reply: FirstReply, first: FirstImage | null): string {
  if (read.kind === 'content') {
    const home = (reply as ReadReply<Container>).records[0];
    return home ? homeView(read, home) : '';
  }
  if (read.kind === 'page') {
    const container = (reply as ReadReply<Container>).records[0];
    return container ? pageView(container) : '';
  }
  const list = reply as ReadReply<Articolo>;
  const article = list.records[0];
  if (!article || !first) return '';
  return read.kind === 'detail' ? detailView(read, article, first.image) : listView(read, list);
}
