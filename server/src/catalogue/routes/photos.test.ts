import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PHOTO_ACTIONS, photoUrl, type Articolo, type PhotoReply } from '@shop/shared/contracts';
import { and, asc, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { articoloColore, articoloFoto, backofficeAudit } from '../../core/db/schema';
import { createObjectStore, type ObjectStore } from '../../core/storage/object-store';
import { photoWorkSettled } from '../media/photo-work';
import { describeEachDatabase, type TestShop } from '../../../test/support/test-shop';
import { exifHasGps, filesUnder, makePhoto, multipartBody, pngBomb, type FormFile } from '../../../test/support/photos';

const wa = (action: string) => `/Apps/WebObjects/Shop.woa/wa/${action}`;

/** A file store that counts what is written under each key. */
function countingStore(dir: string): ObjectStore & { puts: Map<string, number> } {
  const inner = createObjectStore({ dataDir: dir, s3: null });
  const puts = new Map<string, number>();
  return {
    ...inner,
    where: inner.where,
    puts,
    put: async (key, body, type) => {
      puts.set(key, (puts.get(key) ?? 0) + 1);
      await inner.put(key, body, type);
    },
  };
}

let storeDir = '';
let shops = 0;
/** Each shop's own store (the suite runs once per database). */
let store: ReturnType<typeof countingStore>;
beforeAll(async () => {
  storeDir = await mkdtemp(path.join(tmpdir(), 'shop-photos-'));
});
afterAll(async () => rm(storeDir, { recursive: true, force: true }));

describeEachDatabase(
  'article photos',
  (shop: () => TestShop) => {
    let staff: Record<string, string> = {};
    let address = 0;
    /** A colour of an article, and another colour of the same article. */
    let target = { codArticolo: '', codColore: '' };
    let otherColour = '';
    const media = () => store.where;
    const uploads = () => path.join(shop().config.dataDir, 'uploads');

    const inject = (options: InjectOptions) => {
      address += 1;
      return shop().app.inject({ remoteAddress: `10.81.${Math.floor(address / 250)}.${(address % 250) + 1}`, ...options });
    };
    const upload = (files: FormFile[], fields: Record<string, string> = target, headers: Record<string, string> = staff) => {
      const form = multipartBody(fields, files);
      return inject({
        method: 'POST',
        url: wa(PHOTO_ACTIONS.upload),
        payload: form.body,
        headers: { ...headers, 'content-type': form.contentType },
      });
    };
    const call = async (action: string, body: object, headers: Record<string, string> = staff) => {
      const response = await inject({ method: 'POST', url: wa(action), payload: body, headers });
      return { status: response.statusCode, body: response.json<PhotoReply & { message?: string }>() };
    };
    const rows = () =>
      shop()
        .database.db.select()
        .from(articoloFoto)
        .where(and(eq(articoloFoto.codArticolo, target.codArticolo), eq(articoloFoto.codColore, target.codColore)))
        .orderBy(asc(articoloFoto.ordine));
    const audit = (action: string) =>
      shop()
        .database.db.select()
        .from(backofficeAudit)
        .where(and(eq(backofficeAudit.codArticolo, target.codArticolo), like(backofficeAudit.action, action)));
    const readArticle = async (): Promise<Articolo> => {
      const response = await inject({
        method: 'POST',
        url: wa('API/read'),
        payload: { entity: 'Articolo', expression: { codArticolo: target.codArticolo } },
      });
      const record = response.json<{ records: Articolo[] }>().records[0];
      if (!record) throw new Error('article not read');
      return record;
    };
    const photosOf = (article: Articolo, colour = target.codColore) =>
      article.immagini.filter((image) => image.codColore === colour).map((image) => image.foto?.id ?? image.url);
    /** Nothing of a refused upload anywhere: no row, no file stored, no file left from receiving it. */
    const nothingKept = async () => {
      expect(await rows()).toEqual([]);
      expect(await filesUnder(media())).toEqual([]);
      expect(await filesUnder(uploads())).toEqual([]);
    };

    beforeAll(async () => {
      const login = await inject({
        method: 'POST',
        url: wa('StaffAction/login'),
        payload: { email: shop().config.staff.email, password: shop().config.staff.password },
      });
      staff = { 'x-staff-session': String(login.json<{ wosid: string }>().wosid) };
      const colours = await shop()
        .database.db.select()
        .from(articoloColore)
        .orderBy(asc(articoloColore.codArticolo), asc(articoloColore.ordine));
      const article = colours.find((row) => colours.filter((other) => other.codArticolo === row.codArticolo).length > 1);
      if (!article) throw new Error('no article with two colours');
      const other = colours.find((row) => row.codArticolo === article.codArticolo && row.codColore !== article.codColore);
      target = { codArticolo: article.codArticolo, codColore: article.codColore };
      otherColour = other?.codColore ?? '';
    });

    it('refuses an upload without a staff session, before reading it, and keeps nothing', async () => {
      const photo = await makePhoto(1600, 1200);
      const strangers: Record<string, string>[] = [{}, { 'x-staff-session': 'x'.repeat(43) }, { authorization: 'Bearer nessuno' }];
      for (const headers of strangers) {
        const response = await upload([{ filename: 'foto.jpg', type: 'image/jpeg', data: photo }], target, headers);
        expect(response.statusCode).toBe(401);
      }
      await nothingKept();
    });

    it('refuses a text file named .jpg, in Italian and in English, and keeps nothing', async () => {
      const text = { filename: 'camicia.jpg', type: 'image/jpeg', data: Buffer.from('Questa non è una foto, solo testo.\n'.repeat(200)) };
      const response = await upload([{ filename: 'buona.jpg', type: 'image/jpeg', data: await makePhoto(1600, 1200) }, text]);
      expect(response.statusCode).toBe(415);
      expect(response.json<{ message: string }>().message).toBe(
        'Il file «camicia.jpg» non è un’immagine JPEG, PNG, WebP o AVIF: nessuna foto salvata',
      );
      const english = await upload([text], target, { ...staff, 'x-language-code': 'eng' });
      expect(english.json<{ message: string }>().message).toBe(
        'The file “camicia.jpg” is not a JPEG, PNG, WebP or AVIF image: no photo saved',
      );
      await nothingKept();
    });

    it('refuses a 20,000 x 20,000 PNG from its header, without decoding it', async () => {
      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(100_000);
      const started = Date.now();
      const response = await upload([{ filename: 'bomba.png', type: 'image/png', data: bomb }]);
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toBe('La foto «bomba.png» supera i 50 megapixel: nessuna foto salvata');
      // Decoding 400 megapixels would take seconds and hundreds of MB; reading a header takes none of that.
      expect(Date.now() - started).toBeLessThan(5_000);
      await nothingKept();
    });

    it('refuses a photo too small, a file over 40 MB, more than ten files and a bad form, keeping nothing', async () => {
      const small = await upload([{ filename: 'piccola.png', type: 'image/png', data: await makePhoto(1000, 800, { format: 'png' }) }]);
      expect(small.statusCode).toBe(400);
      expect(small.json<{ message: string }>().message).toContain('il lato lungo è di 1000 pixel, ne servono almeno 1200');
      const large = Buffer.concat([await makePhoto(1600, 1200), Buffer.alloc(40 * 1024 * 1024)]);
      const tooLarge = await upload([{ filename: 'enorme.jpg', type: 'image/jpeg', data: large }]);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json<{ message: string }>().message).toBe('La foto «enorme.jpg» supera i 40 MB: nessuna foto salvata');
      const photo = await makePhoto(1200, 1200);
      const eleven = Array.from({ length: 11 }, (_, i) => ({ filename: `foto-${i}.jpg`, type: 'image/jpeg', data: photo }));
      const tooMany = await upload(eleven);
      expect(tooMany.statusCode).toBe(413);
      expect(tooMany.json<{ message: string }>().message).toBe('Al massimo 10 foto per volta: nessuna foto salvata');
      const noColour = await upload([{ filename: 'foto.jpg', type: 'image/jpeg', data: photo }], { ...target, codColore: 'NESSUNO' });
      expect(noColour.statusCode).toBe(404);
      const twice = await upload([{ filename: 'foto.jpg', type: 'image/jpeg', data: photo }], { ...target, extra: 'x' });
      expect(twice.statusCode).toBe(400);
      const json = await inject({ method: 'POST', url: wa(PHOTO_ACTIONS.upload), payload: target, headers: staff });
      expect(json.statusCode).toBe(415);
      const broken = await inject({
        method: 'POST',
        url: wa(PHOTO_ACTIONS.upload),
        payload: '--x\r\nContent-Disposition: form-data; name="foto"; filename="a.jpg"\r\n\r\nmezza',
        headers: { ...staff, 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json<{ message: string }>().message).toBe('Il caricamento non è arrivato intero: nessuna foto salvata');
      await nothingKept();
    });

    it('keeps nothing of an upload whose connection ends mid-file', async () => {
      const app = shop().app;
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const photo = await makePhoto(1600, 1200);
      const form = multipartBody(target, [
        { filename: 'intera.jpg', type: 'image/jpeg', data: photo },
        { filename: 'tagliata.jpg', type: 'image/jpeg', data: Buffer.concat([photo, Buffer.alloc(2 * 1024 * 1024, 7)]) },
      ]);
      const cut = form.body.length - 1024 * 1024;
      let answered = '';
      await new Promise<void>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            `POST ${wa(PHOTO_ACTIONS.upload)} HTTP/1.1\r\nHost: 127.0.0.1\r\nx-staff-session: ${staff['x-staff-session']}\r\n` +
              `Content-Type: ${form.contentType}\r\nContent-Length: ${form.body.length}\r\n\r\n`,
          );
          socket.write(form.body.subarray(0, cut), () => setTimeout(() => socket.destroy(), 200));
        });
        socket.on('data', (data: Buffer) => (answered += data.toString()));
        socket.on('close', () => resolve());
        socket.on('error', reject);
      });
      // The staff session was good: the server was still reading the files when the connection ended.
      expect(answered).toBe('');
      // The server notices the end, drops what it had received and records nothing.
      for (let waited = 0; waited < 5_000 && (await filesUnder(uploads())).length > 0; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      await nothingKept();
    });

    let first = 0;
    let second = 0;
    it('keeps a good upload: rows in order, originals, every size made ahead, and the read shows the photos', async () => {
      const before = await readArticle();
      expect(photosOf(before).every((id) => typeof id === 'string' && id.endsWith('.svg'))).toBe(true);
      const response = await upload([
        { filename: 'fronte.jpg', type: 'application/octet-stream', data: await makePhoto(1600, 1200, { gps: true }) },
        { filename: 'retro.png', type: 'image/jpeg', data: await makePhoto(1800, 1300, { format: 'png', orientation: 6 }) },
      ]);
      expect(response.statusCode).toBe(200);
      const reply = response.json<PhotoReply>();
      expect(reply.added).toHaveLength(2);
      [first, second] = reply.added as [number, number];
      const stored = await rows();
      expect(stored.map((row) => [row.id, row.ordine, row.contentType, row.width, row.height, row.staffEmail])).toEqual([
        [first, 1, 'image/jpeg', 1600, 1200, shop().config.staff.email],
        // Turned upright by its EXIF orientation.
        [second, 2, 'image/png', 1300, 1800, shop().config.staff.email],
      ]);
      expect((await audit('foto-aggiunta')).map((row) => (row.detail as { id: number }).id).sort()).toEqual([first, second].sort());
      for (const row of stored) expect(await store.exists(`${row.storageKey}/original`)).toBe(true);
      expect(await filesUnder(uploads())).toEqual([]);

      await photoWorkSettled();
      const [front, back] = stored as [(typeof stored)[number], (typeof stored)[number]];
      expect((await filesUnder(path.join(media(), front.storageKey))).sort()).toEqual(
        ['original', ...[320, 480, 640, 800, 1200, 1600].flatMap((w) => [`${w}.avif`, `${w}.jpg`, `${w}.webp`])].sort(),
      );
      expect(await filesUnder(path.join(media(), back.storageKey))).toHaveLength(1 + 5 * 3);

      const after = await readArticle();
      expect(photosOf(after)).toEqual([first, second]);
      expect(photosOf(after, otherColour).every((id) => typeof id === 'string')).toBe(true);
      const image = after.immagini.find((candidate) => candidate.foto?.id === first);
      expect(image).toEqual({
        url: photoUrl(first, 800, 'jpg'),
        codColore: target.codColore,
        foto: { id: first, altIta: '', altEng: '', width: 1600, height: 1200, widths: [320, 480, 640, 800, 1200, 1600] },
      });
    });

    it('serves each size with its type for a year, upright, without the original’s place; unknown sizes are 404', async () => {
      for (const [format, type] of [
        ['avif', 'image/avif'],
        ['webp', 'image/webp'],
        ['jpg', 'image/jpeg'],
      ] as const) {
        const response = await inject({ method: 'GET', url: photoUrl(first, 640, format) });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(type);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(response.rawPayload).metadata();
        expect(meta.width).toBe(640);
        expect(meta.exif).toBeUndefined();
      }
      const original = await store.get(`${(await rows())[0]?.storageKey}/original`);
      expect(exifHasGps((await sharp(original ?? Buffer.alloc(0)).metadata()).exif)).toBe(true);
      const full = await inject({ method: 'GET', url: photoUrl(first, 1600, 'jpg') });
      const fullMeta = await sharp(full.rawPayload).metadata();
      expect([fullMeta.width, fullMeta.height, exifHasGps(fullMeta.exif)]).toEqual([1600, 1200, false]);
      const upright = await sharp((await inject({ method: 'GET', url: photoUrl(second, 1200, 'webp') })).rawPayload).metadata();
      expect([upright.width, upright.height, upright.orientation]).toEqual([1200, 1662, undefined]);
      for (const url of [
        `/media/photos/${first}/2400.jpg`,
        `/media/photos/${first}/700.jpg`,
        `/media/photos/${first}/640.gif`,
        `/media/photos/${first}/640.jpeg`,
        `/media/photos/${first}/original`,
        `/media/photos/999999/640.jpg`,
        `/media/photos/0/640.jpg`,
        `/media/photos/abc/640.jpg`,
      ]) {
        const response = await inject({ method: 'GET', url });
        expect([url, response.statusCode]).toEqual([url, 404]);
      }
    });

    it('makes a size not yet made on its first request, once however many ask at the same moment', async () => {
      const [row] = await rows();
      const key = `${row?.storageKey}/480.avif`;
      await store.delete(key);
      store.puts.delete(key);
      const answers = await Promise.all(Array.from({ length: 8 }, () => inject({ method: 'GET', url: photoUrl(first, 480, 'avif') })));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
      expect(store.puts.get(key)).toBe(1);
      expect(await store.exists(key)).toBe(true);
      const again = await inject({ method: 'GET', url: photoUrl(first, 480, 'avif') });
      expect(again.rawPayload.equals(answers[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
      expect(store.puts.get(key)).toBe(1);
    });

    it('reorders, sets the alternative texts, makes a photo first and deletes one, each audited, the read following each', async () => {
      expect(photosOf(await readArticle())).toEqual([first, second]);
      const order = await call(PHOTO_ACTIONS.order, { ...target, ids: [second, first] });
      expect(order.status).toBe(200);
      expect(order.body.photos.filter((p) => p.codColore === target.codColore).map((p) => [p.id, p.ordine])).toEqual([
        [second, 1],
        [first, 2],
      ]);
      expect(photosOf(await readArticle())).toEqual([second, first]);
      expect((await audit('foto-ordine'))[0]?.detail).toEqual({ codColore: target.codColore, da: [first, second], a: [second, first] });

      const alt = await call(PHOTO_ACTIONS.alt, { id: first, altIta: ' Camicia blu, davanti ', altEng: 'Blue shirt, front' });
      expect(alt.status).toBe(200);
      const shown = (await readArticle()).immagini.find((image) => image.foto?.id === first)?.foto;
      expect([shown?.altIta, shown?.altEng]).toEqual(['Camicia blu, davanti', 'Blue shirt, front']);
      expect((await audit('foto-alt'))[0]?.detail).toMatchObject({ id: first, da: { ita: '', eng: '' } });

      const made = await call(PHOTO_ACTIONS.first, { id: first });
      expect(made.status).toBe(200);
      expect(photosOf(await readArticle())).toEqual([first, second]);
      expect(await audit('foto-prima')).toHaveLength(1);

      const [secondRow] = (await rows()).filter((row) => row.id === second);
      const deleted = await call(PHOTO_ACTIONS.remove, { id: second });
      expect(deleted.status).toBe(200);
      expect((await rows()).map((row) => [row.id, row.ordine])).toEqual([[first, 1]]);
      expect(photosOf(await readArticle())).toEqual([first]);
      expect(await filesUnder(path.join(media(), secondRow?.storageKey ?? 'x'))).toEqual([]);
      expect((await inject({ method: 'GET', url: photoUrl(second, 320, 'jpg') })).statusCode).toBe(404);
      expect((await audit('foto-eliminata'))[0]?.detail).toMatchObject({ id: second, ordine: 2 });
    });

    it('refuses wrong photo calls with a reason and changes nothing', async () => {
      const before = await rows();
      const refusals: [string, object, number][] = [
        [PHOTO_ACTIONS.order, { ...target, ids: [first, 999_999] }, 409],
        [PHOTO_ACTIONS.order, { ...target, ids: [first, first] }, 400],
        [PHOTO_ACTIONS.order, { ...target, codColore: 'NESSUNO', ids: [first] }, 404],
        [PHOTO_ACTIONS.alt, { id: first, altIta: 'x'.repeat(251), altEng: '' }, 400],
        [PHOTO_ACTIONS.alt, { id: first, altIta: 'Camicia', altEng: 'x\udfffy' }, 400],
        [PHOTO_ACTIONS.alt, { id: 999_999, altIta: '', altEng: '' }, 404],
        [PHOTO_ACTIONS.first, { id: 'uno' }, 400],
        [PHOTO_ACTIONS.remove, { id: 999_999 }, 404],
        [PHOTO_ACTIONS.list, { codArticolo: 'NESSUNO' }, 404],
      ];
      for (const [action, body, status] of refusals) {
        const reply = await call(action, body);
        expect([action, reply.status, typeof reply.body.message]).toEqual([action, status, 'string']);
      }
      for (const action of Object.values(PHOTO_ACTIONS).filter((action) => action !== PHOTO_ACTIONS.upload)) {
        expect((await call(action, { id: first }, {})).status).toBe(401);
      }
      expect(await rows()).toEqual(before);
    });

    it('lists an article’s photos for the staff', async () => {
      const list = await call(PHOTO_ACTIONS.list, { codArticolo: target.codArticolo });
      expect(list.status).toBe(200);
      expect(list.body.photos).toEqual([
        expect.objectContaining({
          id: first,
          codColore: target.codColore,
          ordine: 1,
          contentType: 'image/jpeg',
          bytes: expect.any(Number),
        }),
      ]);
    });
  },
  () => ({}),
  () => {
    shops += 1;
    store = countingStore(path.join(storeDir, `shop-${shops}`));
    return { storage: store };
  },
);
