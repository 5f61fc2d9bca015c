import { z } from 'zod';
import type { ArticoloFoto } from './articolo';
import { codeSchema, idSchema, isPrintable } from './common';
import { MESSAGE_KEY } from './messages';

/** Paths (under the legacy application path) of the staff's photo calls; all need a staff session. */
export const PHOTO_ACTIONS = {
  /** An article's photos, every colour, in their order. */
  list: 'StaffAction/photos',
  /** Photos for one colour of an article: multipart/form-data, fields codArticolo and codColore, then the files. */
  upload: 'StaffAction/photoUpload',
  /** Puts a colour's photos in the order given. */
  order: 'StaffAction/photoOrder',
  /** Sets a photo's alternative texts. */
  alt: 'StaffAction/photoAlt',
  /** Makes a photo its colour's first. */
  first: 'StaffAction/photoFirst',
  /** Deletes a photo and its sizes. */
  remove: 'StaffAction/photoDelete',
} as const;

/** What one upload may carry. The server decides by a file's content, never by its name or declared type. */
export const PHOTO_UPLOAD = {
  /** Files in one upload. */
  maxFiles: 10,
  /** Bytes of one file (40 MB). */
  maxBytes: 40 * 1024 * 1024,
  /** The long side, in pixels, a photo must have at least. */
  minLongSide: 1200,
  /** Width times height (50 megapixels): a larger image is refused before it is decoded. */
  maxPixels: 50_000_000,
  /** Photos of one colour. */
  maxPerColour: 30,
  /** Accepted as JPEG, PNG, WebP or AVIF. */
  contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
} as const;

/** The alternative text of a photo, in one language (what a screen reader says of it): printable, trimmed, at most 250 characters. */
export const photoAltSchema = z
  .string({ error: MESSAGE_KEY.photoAltMax })
  .trim()
  .max(250, MESSAGE_KEY.photoAltMax)
  .refine(isPrintable, MESSAGE_KEY.unprintable);

/** The fields of an upload: the article and the colour the photos show. */
export const photoUploadFieldsSchema = z.object({ codArticolo: codeSchema, codColore: codeSchema }).strict();

/** Body of the photo list: the article's code. */
export const photoListSchema = z.object({ codArticolo: codeSchema }).strict();

/** Body of a reorder: every photo of the colour, each once, first to last. */
export const photoOrderSchema = z
  .object({
    codArticolo: codeSchema,
    codColore: codeSchema,
    ids: z.array(idSchema).min(1).max(PHOTO_UPLOAD.maxPerColour),
  })
  .strict()
  .refine((value) => new Set(value.ids).size === value.ids.length, { message: MESSAGE_KEY.photoOnceEach, path: ['ids'] });
export type PhotoOrder = z.infer<typeof photoOrderSchema>;

/** Body of the alternative texts' write. */
export const photoAltWriteSchema = z.object({ id: idSchema, altIta: photoAltSchema, altEng: photoAltSchema }).strict();
export type PhotoAltWrite = z.infer<typeof photoAltWriteSchema>;

/** Body of the calls that name one photo: first and delete. */
export const photoPickSchema = z.object({ id: idSchema }).strict();

/** A photo as the staff see it: what the storefront gets, its place, and who uploaded it when. */
export interface StaffPhoto extends ArticoloFoto {
  codColore: string;
  /** 1 is the colour's first photo. */
  ordine: number;
  contentType: string;
  bytes: number;
  staffEmail: string;
  /** ISO time of the upload. */
  createdAt: string;
}

/** The answer of every photo call: the article's photos after it (the list, an upload, a change). */
export interface PhotoReply {
  error: false;
  codArticolo: string;
  photos: StaffPhoto[];
  /** An upload's new photos, in the order sent. */
  added?: number[];
}
