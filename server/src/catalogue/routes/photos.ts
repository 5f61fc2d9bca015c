import { MAX_ID, PHOTO_FORMATS, photoWidths, type PhotoFormat } from '@shop/shared/contracts';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps';
import { notFound } from '../../core/http/errors';
import { says } from '../../core/http/messages';
import { findPhoto } from '../data/photos';
import { SIZE_TYPES } from '../media/photo-sizes';
import { sweepPhotoFiles, sweepUploadSpool } from '../media/photo-sweep';
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
  const work = new PhotoWork(deps.storage, app.log, deps.keyLock);
  app.addHook('onClose', () => work.close());
  scheduleSweeps(app, deps);

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

/** The first sweep a while after start (not while the instance warms up), then every few hours. */
const SWEEP_FIRST_MS = 10 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/** Sweeps the files no photo owns (media/photo-sweep.ts) on a timer that never keeps the process up. */
function scheduleSweeps(app: FastifyInstance, { db, config, storage }: AppDeps): void {
  const sweep = async () => {
    try {
      const swept = await sweepPhotoFiles(db, storage);
      const uploads = await sweepUploadSpool(path.join(config.dataDir, 'uploads'));
      if (swept.folders > 0 || uploads > 0) app.log.info({ ...swept, uploads }, 'photo files no photo owns removed');
    } catch (error) {
      app.log.warn({ err: error }, 'photo files not swept: tried again later');
    }
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', (done) => {
    timer = setTimeout(function again() {
      void sweep().finally(() => {
        if (timer) timer = setTimeout(again, SWEEP_EVERY_MS).unref();
      });
    }, SWEEP_FIRST_MS).unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    if (timer) clearTimeout(timer);
    timer = null;
    done();
  });
}
