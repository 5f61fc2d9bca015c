import { PHOTO_FORMATS, photoSrcset, photoUrl, type ArticoloFoto, type ArticoloImmagine, type PhotoFormat } from '../contracts/articolo';
import type { LanguageCode } from '../contracts/common';

/** The media type of each format a photo is served in, for `<source type>` and a preload's `type`. */
export const PHOTO_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * How wide a product card's picture is laid out, as `sizes` (the list grid and the server's first
 * screen, boot-grid): the page's content is the screen less 1rem each side on phones, 2rem from
 * 48em, at most 80rem; two columns 0.75rem apart on phones, three 1.5rem apart from 48em, four from
 * 64em beside the 15rem filters and their 1.5rem gap.
 */
export const CARD_SIZES =
  '(min-width: 64em) calc((min(100vw, 80rem) - 25rem) / 4), (min-width: 48em) calc((100vw - 7rem) / 3), calc((100vw - 2.75rem) / 2)';

/**
 * How wide the product page's main picture is laid out (the gallery and the server's boot-detail):
 * the whole content width up to 64em; from there 7 of 12 parts of it, less the 4rem between the
 * gallery and the purchase panel.
 */
export const GALLERY_SIZES =
  '(min-width: 64em) calc((min(100vw, 80rem) - 8rem) * 7 / 12), (min-width: 48em) calc(100vw - 4rem), calc(100vw - 2rem)';

/** The width of the JPEG a link preview, search results or an image sitemap show of a photo: large enough, never huge. */
const SHARE_WIDTH = 1200;

/** A picture's description in the language, from the staff's texts; `fallback` (the article's name) for silhouettes and photos without one. */
export function pictureAlt(image: Pick<ArticoloImmagine, 'foto'>, language: LanguageCode, fallback: string): string {
  const own = image.foto ? (language === 'eng' ? image.foto.altEng : image.foto.altIta).trim() : '';
  return own || fallback;
}

/** The `srcset` of every format of a photo, best first (AVIF, WebP, then the JPEG every browser takes). */
export function photoSources(foto: Pick<ArticoloFoto, 'id' | 'width' | 'widths'>): { format: PhotoFormat; type: string; srcset: string }[] {
  return PHOTO_FORMATS.map((format) => ({ format, type: PHOTO_TYPES[format], srcset: photoSrcset(foto, format) }));
}

/** The largest size a photo is served at, and that size's height: what a zoom shows. */
export function largestPhoto(foto: Pick<ArticoloFoto, 'id' | 'width' | 'height' | 'widths'>): { width: number; height: number } {
  const width = Math.min(Math.max(...foto.widths, 0) || foto.width, foto.width);
  return { width, height: Math.round((foto.height * width) / foto.width) };
}

/** The address of the picture a link preview, a product's structured data or the image sitemap names: a photo's JPEG, else the silhouette. */
export function shareImage(image: Pick<ArticoloImmagine, 'url' | 'foto'>): string {
  if (!image.foto) return image.url;
  const width = image.foto.widths.filter((served) => served <= SHARE_WIDTH).at(-1) ?? image.foto.widths[0];
  return width === undefined ? image.url : photoUrl(image.foto.id, width, 'jpg');
}

/**
 * What the head preloads of the picture a page shows first: a photo's AVIF sizes with the `sizes`
 * the page lays it out at (so the browser takes from the preload the very file the page then asks
 * for), a silhouette or a home slide by its address.
 */
export type PicturePreload = { href: string } | { srcset: string; sizes: string; type: string };

export function picturePreload(image: Pick<ArticoloImmagine, 'url' | 'foto'>, sizes: string): PicturePreload {
  return image.foto ? { srcset: photoSrcset(image.foto, 'avif'), sizes, type: PHOTO_TYPES.avif } : { href: image.url };
}
