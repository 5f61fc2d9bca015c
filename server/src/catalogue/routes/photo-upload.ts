import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { PHOTO_ACTIONS, PHOTO_UPLOAD, photoUploadFieldsSchema, type PhotoReply } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps';
import type { Db } from '../../core/db/client';
import { announceCatalogueChange } from '../../core/changes';
import { HttpError, badRequest, notFound, parseOrThrow } from '../../core/http/errors';
import { legacyPaths } from '../../core/http/legacy-paths';
import { says } from '../../core/http/messages';
import type { ObjectStore } from '../../core/storage/object-store';
import { registerStaffScope, staffOf, type Staff } from '../../staff';
import { addPhotos, type NewPhoto } from '../admin/photo-writes';
import { hasColour, listArticlePhotos } from '../data/photos';
import { checkPhoto, type PhotoFacts, type PhotoRefusal } from '../media/photo-check';
import { receivePhotos, type ReceiveRefusal, type Received } from '../media/photo-receive';
import { originalKey } from '../media/photo-sizes';
import type { PhotoWork } from '../media/photo-work';

const MB = 1024 * 1024;

function receiveError(refusal: ReceiveRefusal): HttpError {
  switch (refusal.refused) {
    case 'tooManyFiles':
      return new HttpError(413, says('photoTooManyFiles', { max: PHOTO_UPLOAD.maxFiles }));
    case 'tooLarge':
      return new HttpError(413, says('photoTooLarge', { name: refusal.name, max: PHOTO_UPLOAD.maxBytes / MB }));
    case 'fields':
      return badRequest(says('photoFieldsOnce'));
    case 'broken':
      return badRequest(says('photoUploadBroken'));
  }
}

function photoError(name: string, refusal: PhotoRefusal): HttpError {
  switch (refusal.refused) {
    case 'notImage':
      return new HttpError(415, says('photoNotImage', { name }));
    case 'tooManyPixels':
      return new HttpError(413, says('photoTooManyPixels', { name, max: PHOTO_UPLOAD.maxPixels / 1_000_000 }));
    case 'tooSmall':
      return badRequest(says('photoTooSmall', { name, side: refusal.side, min: PHOTO_UPLOAD.minLongSide }));
  }
}

/** The form's fields, each given once. */
function fieldsOf(received: Received) {
  const fields: Record<string, string> = {};
  for (const [name, values] of Object.entries(received.fields)) {
    if (values.length !== 1) throw badRequest(says('photoFieldsOnce'));
    fields[name] = values[0] ?? '';
  }
  return parseOrThrow(photoUploadFieldsSchema, fields);
}

/** Every file checked before any is kept: one refused file refuses the upload. */
async function checkAll(received: Received): Promise<PhotoFacts[]> {
  const checked: PhotoFacts[] = [];
  for (const file of received.files) {
    const facts = await checkPhoto(file.file);
    if ('refused' in facts) throw photoError(file.name, facts);
    checked.push(facts);
  }
  return checked;
}

/** Stores the originals, each in a folder of its own; on a failure the ones stored go again. */
async function storeOriginals(store: ObjectStore, received: Received, checked: PhotoFacts[]): Promise<NewPhoto[]> {
  const stored: NewPhoto[] = [];
  try {
    for (const [i, file] of received.files.entries()) {
      const facts = checked[i] as PhotoFacts;
      const storageKey = `photos/${randomUUID()}`;
      await store.put(originalKey(storageKey), await readFile(file.file), facts.contentType);
      stored.push({ storageKey, contentType: facts.contentType, bytes: file.bytes, width: facts.width, height: facts.height });
    }
  } catch (error) {
    await dropOriginals(store, stored);
    throw error;
  }
  return stored;
}

const dropOriginals = (store: ObjectStore, photos: NewPhoto[]) =>
  Promise.all(photos.map((photo) => store.delete(originalKey(photo.storageKey)))).then(() => undefined);

const noColour = (colour: { codArticolo: string; codColore: string }) =>
  notFound(says('photoColourNotFound', { colour: colour.codColore, article: colour.codArticolo }));

/** Keeps an upload whose fields, colour and files all pass: the originals stored, then their rows. */
async function keepPhotos(db: Db, storage: ObjectStore, staff: Staff, received: Received) {
  const colour = fieldsOf(received);
  if (!(await hasColour(db, colour.codArticolo, colour.codColore))) throw noColour(colour);
  if (received.files.length === 0) throw badRequest(says('photoNoFiles'));
  const photos = await storeOriginals(storage, received, await checkAll(received));
  const outcome = await addPhotos(db, staff, colour, photos).catch(async (error: unknown) => {
    await dropOriginals(storage, photos);
    throw error;
  });
  if ('refused' in outcome) {
    await dropOriginals(storage, photos);
    if (outcome.refused === 'colour') throw noColour(colour);
    throw new HttpError(409, says('photoColourFull', { colour: colour.codColore, max: PHOTO_UPLOAD.maxPerColour }));
  }
  return { codArticolo: colour.codArticolo, photos, added: outcome.added };
}

/**
 * POST .../StaffAction/photoUpload: photos for one colour of an article, several at once. Everything
 * is checked before anything is kept (the fields, the colour, each file by its content); a refusal
 * keeps nothing, in the database or the storage. The sizes are made after the reply.
 */
export function registerPhotoUpload(app: FastifyInstance, { db, config, storage }: AppDeps, work: PhotoWork): void {
  const spool = path.join(config.dataDir, 'uploads');
  // The multipart reader for this route alone: every other route takes JSON or forms only.
  void app.register(async (upload) => {
    await upload.register(multipart, { throwFileSizeLimit: true });
    registerStaffScope(upload, db, (scope) => {
      for (const url of legacyPaths(config.appName, PHOTO_ACTIONS.upload)) {
        scope.post(url, async (request, reply): Promise<PhotoReply> => {
          reply.header('cache-control', 'no-store');
          if (!request.isMultipart()) throw new HttpError(415, says('photoNotMultipart'));
          const received = await receivePhotos(request, spool);
          if ('refused' in received) throw receiveError(received);
          try {
            const kept = await keepPhotos(db, storage, staffOf(request), received);
            announceCatalogueChange({ kind: 'foto', codArticoli: [kept.codArticolo] }, db);
            for (const photo of kept.photos) work.ahead(photo);
            const photos = (await listArticlePhotos(db, kept.codArticolo)) ?? [];
            return { error: false, codArticolo: kept.codArticolo, photos, added: kept.added };
          } finally {
            await received.discard();
          }
        });
      }
    });
  });
}
