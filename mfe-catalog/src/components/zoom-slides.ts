import { largestPhoto, photoSrcset, type ArticoloImmagine, type PhotoFormat } from '@shop/shared';

/** One picture as the zoom shows it (PhotoSwipe's slide data). */
export interface ZoomSlide {
  src: string;
  /** Every size of a photo: the zoom asks for the one as wide as it shows the photo, the largest only when zoomed in. */
  srcset?: string;
  width: number;
  height: number;
  alt: string;
  /** What the page already shows, put up while the larger file loads. */
  msrc?: string;
}

/** A silhouette is drawn, sharp at any size: the zoom shows it twice the size of the page's. */
const SILHOUETTE = { width: 1600, height: 2400 };

/** The format of a photo's file, from its address ('' or a drawing's address give none). */
export function photoFormatOf(src: string): PhotoFormat | null {
  const extension = /\/\d+\.(avif|webp|jpg)(?:$|\?)/.exec(src)?.[1];
  return extension === 'avif' || extension === 'webp' || extension === 'jpg' ? extension : null;
}

/**
 * The format the browser took from the page's sources, so the zoom asks for the same: that of the last
 * photo the gallery loaded, else the one its picture shows. The picture alone is not enough: while the
 * browser picks again (the hover magnifier changes the sizes under the pointer) it may name no file.
 */
export function zoomFormat(currentSrc: string, lastLoaded: PhotoFormat | null = null): PhotoFormat {
  return lastLoaded ?? photoFormatOf(currentSrc) ?? 'jpg';
}

/**
 * The zoom's slides: a photo in every size of the page's format, at most as large as the largest
 * size served (its actual pixels are the zoom's end); a silhouette as it is, larger.
 */
export function zoomSlides(
  images: Pick<ArticoloImmagine, 'url' | 'foto'>[],
  alts: string[],
  format: PhotoFormat,
  shown?: { index: number; src: string },
): ZoomSlide[] {
  return images.map((image, index) => {
    const alt = alts[index] ?? '';
    const msrc = shown && shown.index === index && shown.src ? shown.src : undefined;
    if (!image.foto) return { src: image.url, ...SILHOUETTE, alt };
    return { src: image.url, srcset: photoSrcset(image.foto, format), ...largestPhoto(image.foto), alt, ...(msrc ? { msrc } : {}) };
  });
}
