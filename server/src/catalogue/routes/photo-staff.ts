import {
  PHOTO_ACTIONS,
  photoAltWriteSchema,
  photoListSchema,
  photoOrderSchema,
  photoPickSchema,
  type PhotoReply,
} from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps';
import { announceCatalogueChange } from '../../core/changes';
import { HttpError, notFound, parseOrThrow } from '../../core/http/errors';
import { legacyPaths } from '../../core/http/legacy-paths';
import { says } from '../../core/http/messages';
import { registerStaffScope, staffOf, type Staff } from '../../staff';
import { deletePhoto, makeFirst, reorderPhotos, setPhotoAlt } from '../admin/photo-writes';
import { listArticlePhotos, type PhotoRow } from '../data/photos';
import { deletePhotoFiles } from '../media/photo-work';

/**
 * The staff's photo calls besides the upload: the list, the order, the alternative texts, the first
 * photo and deleting one. Each change is in the audit trail and empties the cached reads of its article.
 */
export function registerPhotoStaff(app: FastifyInstance, { db, config, storage }: AppDeps): void {
  const answer = async (codArticolo: string): Promise<PhotoReply> => {
    const photos = await listArticlePhotos(db, codArticolo);
    if (!photos) throw notFound(says('articleNotFound'));
    return { error: false, codArticolo, photos };
  };
  const changed = (codArticolo: string) => {
    announceCatalogueChange({ kind: 'foto', codArticoli: [codArticolo] }, db);
    return answer(codArticolo);
  };
  const found = (photo: PhotoRow | null): PhotoRow => {
    if (!photo) throw notFound(says('photoNotFound'));
    return photo;
  };

  registerStaffScope(app, db, (scope) => {
    const post = (action: string, handler: (body: unknown, staff: Staff) => Promise<PhotoReply>) => {
      for (const url of legacyPaths(config.appName, action)) {
        scope.post(url, async (request, reply): Promise<PhotoReply> => {
          reply.header('cache-control', 'no-store');
          return handler(request.body ?? {}, staffOf(request));
        });
      }
    };

    post(PHOTO_ACTIONS.list, (body) => answer(parseOrThrow(photoListSchema, body).codArticolo));
    post(PHOTO_ACTIONS.order, async (body, staff) => {
      const order = parseOrThrow(photoOrderSchema, body);
      const outcome = await reorderPhotos(db, staff, order);
      if (outcome === 'colour') throw notFound(says('photoColourNotFound', { colour: order.codColore, article: order.codArticolo }));
      if (outcome === 'mismatch') throw new HttpError(409, says('photoOrderMismatch', { colour: order.codColore }));
      return changed(order.codArticolo);
    });
    post(PHOTO_ACTIONS.alt, async (body, staff) => {
      const photo = found(await setPhotoAlt(db, staff, parseOrThrow(photoAltWriteSchema, body)));
      return changed(photo.codArticolo);
    });
    post(PHOTO_ACTIONS.first, async (body, staff) => {
      const photo = found(await makeFirst(db, staff, parseOrThrow(photoPickSchema, body).id));
      return changed(photo.codArticolo);
    });
    post(PHOTO_ACTIONS.remove, async (body, staff) => {
      const photo = found(await deletePhoto(db, staff, parseOrThrow(photoPickSchema, body).id));
      // The row is gone (the storefront no longer shows it); its files follow.
      await deletePhotoFiles(storage, photo).catch((error: unknown) =>
        app.log.warn({ err: error, photo: photo.storageKey }, 'photo files not deleted'),
      );
      return changed(photo.codArticolo);
    });
  });
}
