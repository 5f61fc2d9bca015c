import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PHOTO_ACTIONS, photoUrl, type Articolo, type PhotoReply } from '@shop/shared/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app/app';
import { articoloFoto } from '../../core/db/schema';
import { createObjectStore } from '../../core/storage/object-store';
import { photoWorkSettled } from '../media/photo-work';
import { startTestS3, type TestS3 } from '../../../test/support/s3';
import { filesUnder, makePhoto, multipartBody } from '../../../test/support/photos';
import { describeEachDatabase, type TestShop } from '../../../test/support/test-shop';

const wa = (action: string) => `/Apps/WebObjects/Shop.woa/wa/${action}`;

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
}, 30_000);
afterAll(async () => s3?.close());

describeEachDatabase(
  'article photos on an S3 object store',
  (shop: () => TestShop) => {
    /** A second instance of the shop: same database, same bucket, a disk of its own. */
    let other: FastifyInstance;
    let otherDir = '';
    let staff: Record<string, string> = {};
    let codArticolo = '';
    let codColore = '';

    const upload = async (app: FastifyInstance, name: string) => {
      const form = multipartBody({ codArticolo, codColore }, [{ filename: name, type: 'image/jpeg', data: await makePhoto(1400, 1400) }]);
      const response = await app.inject({
        method: 'POST',
        url: wa(PHOTO_ACTIONS.upload),
        payload: form.body,
        headers: { ...staff, 'content-type': form.contentType },
      });
      expect(response.statusCode).toBe(200);
      return (response.json<PhotoReply>().added ?? [])[0] ?? 0;
    };
    const read = async (app: FastifyInstance) => {
      const response = await app.inject({
        method: 'POST',
        url: wa('API/read'),
        payload: { entity: 'Articolo', expression: { codArticolo } },
      });
      const article = response.json<{ records: Articolo[] }>().records[0];
      return (article?.immagini ?? []).filter((image) => image.codColore === codColore).map((image) => image.foto?.id);
    };

    beforeAll(async () => {
      otherDir = await mkdtemp(path.join(tmpdir(), 'shop-second-'));
      other = await buildApp({
        db: shop().database.db,
        config: { ...shop().config, dataDir: otherDir },
        logger: false,
        changes: shop().database.changes,
      });
      await other.ready();
      const login = await shop().app.inject({
        method: 'POST',
        url: wa('StaffAction/login'),
        payload: { email: shop().config.staff.email, password: shop().config.staff.password },
      });
      staff = { 'x-staff-session': String(login.json<{ wosid: string }>().wosid) };
      const listed = await shop().app.inject({ method: 'POST', url: wa('API/read'), payload: { entity: 'Articolo', expression: {} } });
      const article = listed.json<{ records: Articolo[] }>().records[0];
      codArticolo = article?.codArticolo ?? '';
      codColore = article?.colori[0]?.codColore ?? '';
    });
    afterAll(async () => {
      await other?.close();
      await rm(otherDir, { recursive: true, force: true });
    });

    it('serves on each instance the photos uploaded on the other, sizes made by either, nothing on their disks', async () => {
      const fromFirst = await upload(shop().app, 'primo.jpg');
      // Asked of the second instance before the first has made its sizes: the second makes it from the shared original.
      const early = await other.inject({ method: 'GET', url: photoUrl(fromFirst, 1200, 'webp') });
      expect(early.statusCode).toBe(200);
      expect(early.headers['content-type']).toBe('image/webp');
      const fromSecond = await upload(other, 'secondo.jpg');
      await photoWorkSettled();
      for (const [app, id] of [
        [shop().app, fromSecond],
        [other, fromFirst],
      ] as const) {
        for (const format of ['avif', 'webp', 'jpg'] as const) {
          const response = await app.inject({ method: 'GET', url: photoUrl(id, 320, format) });
          expect([id, format, response.statusCode]).toEqual([id, format, 200]);
          expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        }
      }
      const same = await Promise.all(
        [shop().app, other].map((app) => app.inject({ method: 'GET', url: photoUrl(fromSecond, 800, 'jpg') })),
      );
      expect(same[0]?.rawPayload.equals(same[1]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
      expect(await read(shop().app)).toEqual([fromFirst, fromSecond]);
      expect(await read(other)).toEqual([fromFirst, fromSecond]);
      expect(await filesUnder(path.join(shop().config.dataDir, 'media'))).toEqual([]);
      expect(await filesUnder(path.join(otherDir, 'media'))).toEqual([]);
    });

    it('deletes on one instance what the other then no longer serves', async () => {
      const [first] = await read(shop().app);
      const [row] = await shop()
        .database.db.select()
        .from(articoloFoto)
        .where(eq(articoloFoto.id, first ?? 0));
      const bucket = createObjectStore({ dataDir: otherDir, s3: s3.settings });
      const keys = ['original', '320.avif', '800.jpg', '1200.webp'].map((file) => `${row?.storageKey}/${file}`);
      for (const key of keys) expect([key, await bucket.exists(key)]).toEqual([key, true]);
      const deleted = await other.inject({ method: 'POST', url: wa(PHOTO_ACTIONS.remove), payload: { id: first }, headers: staff });
      expect(deleted.statusCode).toBe(200);
      expect((await shop().app.inject({ method: 'GET', url: photoUrl(first ?? 0, 320, 'jpg') })).statusCode).toBe(404);
      expect(await read(shop().app)).toHaveLength(1);
      for (const key of keys) expect([key, await bucket.exists(key)]).toEqual([key, false]);
      bucket.close();
    });
  },
  () => ({ s3: s3.settings }),
);
