import type { APIRequestContext, Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { API } from './catalog-helpers';

/** One PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A photo-like PNG made on the spot, `width` x `height`: a diagonal light of the given colour over
 * soft stripes, a little grain, so its sizes are real pictures to encode, and each photo of a test
 * tells itself apart by its colour.
 */
export function makePng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(row * height);
  let seed = 7;
  for (let y = 0; y < height; y += 1) {
    pixels[y * row] = 0;
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const light = 0.55 + 0.45 * ((x / width + y / height) / 2) + 0.06 * Math.sin((x + 2 * y) / 40) + ((seed % 17) - 8) / 400;
      const at = y * row + 1 + x * 3;
      for (let c = 0; c < 3; c += 1) pixels[at + c] = Math.max(0, Math.min(255, Math.round(rgb[c]! * light + 40 * (1 - light))));
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Signs the demo staff user in through the API: the token the back-office sends as x-staff-session. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API}/StaffAction/login`, { data: { email: 'staff@shop.test', password: 'Staff!2345' } });
  if (!response.ok()) throw new Error(`staff login: ${response.status()}`);
  return ((await response.json()) as { wosid: string }).wosid;
}

/** Uploads photos for one colour of an article as the back-office does; the new photos' ids, in their order. */
export async function uploadPhotos(
  request: APIRequestContext,
  token: string,
  codArticolo: string,
  codColore: string,
  files: Buffer[],
): Promise<number[]> {
  const form = new FormData();
  form.append('codArticolo', codArticolo);
  form.append('codColore', codColore);
  files.forEach((file, index) => form.append('foto', new Blob([new Uint8Array(file)], { type: 'image/png' }), `foto-${index + 1}.png`));
  const response = await request.post(`${API}/StaffAction/photoUpload`, {
    headers: { 'x-staff-session': token },
    multipart: form,
    timeout: 120_000,
  });
  if (!response.ok()) throw new Error(`photo upload: ${response.status()} ${await response.text()}`);
  const reply = (await response.json()) as { photos: { id: number; codColore: string; ordine: number }[] };
  return reply.photos
    .filter((photo) => photo.codColore === codColore)
    .sort((a, b) => a.ordine - b.ordine)
    .map((photo) => photo.id);
}

/** Every photo file the page asks for, as id, width and format, in the order asked. */
export function photoRequests(page: Page): { id: number; width: number; format: string }[] {
  const seen: { id: number; width: number; format: string }[] = [];
  page.on('request', (request) => {
    const match = /\/media\/photos\/(\d+)\/(\d+)\.(avif|webp|jpg)$/.exec(new URL(request.url()).pathname);
    if (match) seen.push({ id: Number(match[1]), width: Number(match[2]), format: match[3]! });
  });
  return seen;
}

type Point = { x: number; y: number };

/** A finger drag on a touch screen, from one point to another in steps, through the browser's own touch input. */
export async function swipe(page: Page, from: Point, to: Point): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (t: number) => [{ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t, id: 0 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 8; step += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / 8) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Two fingers moving apart around `centre`, from `from` to `to` pixels between them. */
export async function pinch(page: Page, centre: Point, from: number, to: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (gap: number) => [
    { x: centre.x - gap / 2, y: centre.y, id: 0 },
    { x: centre.x + gap / 2, y: centre.y, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  for (let step = 1; step <= 10; step += 1)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from + ((to - from) * step) / 10) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
