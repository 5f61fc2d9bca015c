import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { articoloColore, articoloFoto } from '../../core/db/schema';
import { fileStore } from '../../core/storage/file-store';
import { filesUnder } from '../../../test/support/photos';
import { describeEachDatabase, type TestShop } from '../../../test/support/test-shop';
import { SWEEP_GRACE_MS, sweepPhotoFiles, sweepUploadSpool } from './photo-sweep';

const HOUR = 60 * 60 * 1000;

describeEachDatabase('sweeping photo files no photo owns', (shop: () => TestShop) => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shop-sweep-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  /** Files as a photo leaves them, written `age` ago. */
  const photoFiles = async (folder: string, age: number) => {
    const files = ['original', '320.avif', '800.webp'];
    for (const file of files) {
      const full = path.join(dir, 'media', 'photos', folder, file);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, file);
      const when = new Date(Date.now() - age);
      await utimes(full, when, when);
    }
  };
  const photoRow = async (storageKey: string, ordine: number) => {
    const [colour] = await shop().database.db.select().from(articoloColore).limit(1);
    const [row] = await shop()
      .database.db.insert(articoloFoto)
      .values({
        codArticolo: colour!.codArticolo,
        codColore: colour!.codColore,
        ordine,
        altIta: '',
        altEng: '',
        width: 1600,
        height: 1600,
        storageKey,
        contentType: 'image/jpeg',
        bytes: 1000,
        staffEmail: 'staff@shop.test',
      })
      .returning();
    return row!;
  };

  it('removes the old files of photos the database no longer has, and keeps the rest', async () => {
    const kept = await photoRow('photos/kept-photo', 28);
    const gone = await photoRow('photos/gone-photo', 29);
    await photoFiles('kept-photo', 3 * HOUR);
    // A photo whose row went (with its colour, say) while its files stayed.
    await photoFiles('gone-photo', 3 * HOUR);
    await shop().database.db.delete(articoloFoto).where(eq(articoloFoto.id, gone.id));
    // An upload cut off after its original was stored, before its row.
    await photoFiles('cut-off-upload', 3 * HOUR);
    // An upload under way: its files are stored, its row comes a moment later.
    await photoFiles('upload-under-way', 60_000);

    const store = fileStore(path.join(dir, 'media'));
    expect(await sweepPhotoFiles(shop().database.db, store)).toEqual({ folders: 2, files: 6 });
    const left = (await filesUnder(path.join(dir, 'media'))).map((file) => path.dirname(file)).sort();
    expect([...new Set(left)]).toEqual(['photos/kept-photo', 'photos/upload-under-way']);
    // Nothing more to do the second time; the folder under way goes once its grace is over.
    expect(await sweepPhotoFiles(shop().database.db, store)).toEqual({ folders: 0, files: 0 });
    expect(await sweepPhotoFiles(shop().database.db, store, Date.now() + SWEEP_GRACE_MS)).toEqual({ folders: 1, files: 3 });
    await shop().database.db.delete(articoloFoto).where(eq(articoloFoto.id, kept.id));
  });

  it('removes upload spool folders a stopped server left, not one being received', async () => {
    const spool = path.join(dir, 'uploads');
    for (const [name, age] of [
      ['upload-old', 2 * HOUR],
      ['upload-now', 0],
    ] as const) {
      await mkdir(path.join(spool, name), { recursive: true });
      await writeFile(path.join(spool, name, 'file-1'), 'x');
      const when = new Date(Date.now() - age);
      await utimes(path.join(spool, name), when, when);
    }
    expect(await sweepUploadSpool(spool)).toBe(1);
    expect(await filesUnder(spool)).toEqual(['upload-now/file-1']);
    expect(await sweepUploadSpool(path.join(dir, 'no-such-folder'))).toBe(0);
  });
});
