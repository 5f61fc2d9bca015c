import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { makePhoto, pngBomb } from '../../../test/support/photos';
import { checkPhoto } from './photo-check';

let dir = '';
let count = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-check-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** The bytes as a received file (its name says nothing: the check never reads it). */
async function received(bytes: Buffer): Promise<string> {
  count += 1;
  const file = path.join(dir, `${count}.jpg`);
  await writeFile(file, bytes);
  return file;
}

describe('checking a received photo', () => {
  it('takes JPEG, PNG, WebP and AVIF by their content, upright', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
      const facts = await checkPhoto(await received(await makePhoto(1200, 900, { format })));
      expect(facts).toEqual({ contentType: format === 'jpeg' ? 'image/jpeg' : `image/${format}`, width: 1200, height: 900 });
    }
    expect(await checkPhoto(await received(await makePhoto(1600, 1200, { orientation: 8 })))).toEqual({
      contentType: 'image/jpeg',
      width: 1200,
      height: 1600,
    });
  });

  it('refuses what is not one of them, or not whole', async () => {
    const gif = await sharp({ create: { width: 1300, height: 1300, channels: 3, background: '#888' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><rect width="10" height="10"/></svg>');
    const jpeg = await makePhoto(1600, 1200);
    for (const bytes of [Buffer.from('solo testo'), gif, svg, jpeg.subarray(0, Math.floor(jpeg.length / 2)), Buffer.alloc(0)]) {
      expect(await checkPhoto(await received(bytes))).toEqual({ refused: 'notImage' });
    }
  });

  it('refuses a short long side and too many pixels', async () => {
    expect(await checkPhoto(await received(await makePhoto(1199, 800)))).toEqual({ refused: 'tooSmall', side: 1199 });
    expect(await checkPhoto(await received(pngBomb()))).toEqual({ refused: 'tooManyPixels' });
    // Just past 50 megapixels, below sharp's own default limit.
    expect(await checkPhoto(await received(pngBomb(7072)))).toEqual({ refused: 'tooManyPixels' });
  });
});
