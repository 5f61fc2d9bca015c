import { PHOTO_UPLOAD } from '@shop/shared/contracts';
import sharp, { type Metadata } from 'sharp';
import { READ_OPTIONS } from './photo-sizes';

export interface PhotoFacts {
  contentType: (typeof PHOTO_UPLOAD.contentTypes)[number];
  /** Upright (after the EXIF orientation), in pixels. */
  width: number;
  height: number;
}

export type PhotoRefusal = { refused: 'notImage' } | { refused: 'tooManyPixels' } | { refused: 'tooSmall'; side: number };

const TYPES: Record<string, PhotoFacts['contentType']> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** AVIF is a HEIF with AV1 inside; other HEIF (HEIC) is not taken. */
const contentTypeOf = (meta: Metadata) =>
  meta.format === 'heif' ? (meta.compression === 'av1' ? 'image/avif' : null) : TYPES[meta.format];

/**
 * What a received file is, judged by its content alone (never its name or declared type): a JPEG,
 * PNG, WebP or AVIF of at most 50 megapixels, whose long side is at least 1200 pixels, that decodes
 * whole. Past the pixel limit it is refused from its header, before any of it is decoded.
 */
export async function checkPhoto(file: string): Promise<PhotoFacts | PhotoRefusal> {
  let meta: Metadata;
  try {
    meta = await sharp(file, READ_OPTIONS).metadata();
  } catch (error) {
    return { refused: /pixel limit/i.test((error as Error).message) ? 'tooManyPixels' : 'notImage' };
  }
  const contentType = contentTypeOf(meta);
  const { width, height } = meta.autoOrient;
  if (!contentType || !width || !height) return { refused: 'notImage' };
  if (width * height > PHOTO_UPLOAD.maxPixels) return { refused: 'tooManyPixels' };
  const side = Math.max(width, height);
  if (side < PHOTO_UPLOAD.minLongSide) return { refused: 'tooSmall', side };
  try {
    // Decoded once, small: a corrupt or cut-off file is refused now rather than failing each size later.
    await sharp(file, READ_OPTIONS).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch {
    return { refused: 'notImage' };
  }
  return { contentType, width, height };
}
