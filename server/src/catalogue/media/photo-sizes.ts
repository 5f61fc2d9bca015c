import { PHOTO_UPLOAD, type PhotoFormat } from '@shop/shared/contracts';
import sharp, { type Sharp } from 'sharp';

/** A photo's files sit in its own folder of the media storage: the original as uploaded, and each size made from it. */
export const originalKey = (folder: string): string => `${folder}/original`;
export const sizeKey = (folder: string, width: number, format: PhotoFormat): string => `${folder}/${width}.${format}`;

export const SIZE_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * How every photo is read: no larger than an upload may be (a bigger one is refused before it is
 * decoded) and a cut-off file is an error, not a photo half grey.
 */
export const READ_OPTIONS = { limitInputPixels: PHOTO_UPLOAD.maxPixels, failOn: 'truncated' } as const;

/**
 * The encoders' settings, for a small server: each size is made once and then cached for a year, so
 * a lighter effort (AVIF 2 of 9, WebP 2 of 6, plain progressive JPEG) is worth the few per cent of bytes.
 */
const ENCODE: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 2 }),
  jpg: (image) => image.jpeg({ quality: 80, progressive: true }),
};

/**
 * One size of a photo: turned upright by its EXIF orientation, at most `width` wide (never enlarged),
 * and without the original's metadata (no place, no camera, no date).
 */
export function makeSize(original: Buffer, width: number, format: PhotoFormat): Promise<Buffer> {
  return ENCODE[format](sharp(original, READ_OPTIONS).rotate().resize({ width, withoutEnlargement: true })).toBuffer();
}
