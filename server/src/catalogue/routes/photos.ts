import { MAX_ID, PHOTO_FORMATS, photoWidths, type PhotoFormat } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps';
import { notFound } from '../../core/http/errors';
import { says } from '../../core/http/messages';
import { findPhoto } from '../data/photos';
import { SIZE_TYPES } from '../media/photo-sizes';
import { PhotoWork } from '../media/photo-work';
import { registerPhotoStaff } from './photo-staff';
import { registerPhotoUpload } from './photo-upload';

const ID = /^[1-9]\d{0,9}$/;
const SIZE_FILE = new RegExp(`^(\\d{3,4})\\.(${PHOTO_FORMATS.join('|')})$`);

/**
 * The staff's photos: GET /media/photos/<id>/<width>.<avif|webp|jpg> serves one size (made on its
 * first request when it is not made yet; never the original), and the staff's calls upload and
 * change them. A size never changes at its address: a new photo is a new id.
 */
export function registerPhotos(app: FastifyInstance, deps: AppDeps): void {
  const work = new PhotoWork(deps.storage, app.log);
  app.addHook('onClose', () => work.close());

  app.get<{ Params: { id: string; file: string } }>('/media/photos/:id/:file', async (request, reply) => {
    const match = SIZE_FILE.exec(request.params.file);
    const id = ID.test(request.params.id) ? Number(request.params.id) : 0;
    if (!match || id < 1 || id > MAX_ID) throw notFound(says('imageNotFound'));
    const width = Number(match[1]);
    const format = match[2] as PhotoFormat;
    const photo = await findPhoto(deps.db, id);
    if (!photo || !photoWidths(photo.width).includes(width)) throw notFound(says('imageNotFound'));
    const body = await work.size(photo, width, format);
    if (!body) throw notFound(says('imageNotFound'));
    return reply.type(SIZE_TYPES[format]).header('cache-control', 'public, max-age=31536000, immutable').send(body);
  });

  registerPhotoUpload(app, deps, work);
  registerPhotoStaff(app, deps);
}
