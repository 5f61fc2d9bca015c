import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { pngChunk } from '../../src/catalogue/seo/shop-icon';
import { announceCatalogueChange } from '../../src/core/changes';
import type { Db } from '../../src/core/db/client';
import { articoloColore, articoloFoto } from '../../src/core/db/schema';
import sharp from 'sharp';

/**
 * Test pictures made on the spot, no files kept in the repository: plain JPEGs and PNGs of any size,
 * a JPEG with a place in its EXIF, and a PNG that says it is 20,000 x 20,000 pixels (a decompression
 * bomb: 48 kB that decode to 400 megapixels).
 */
export interface PhotoOptions {
  format?: 'jpeg' | 'png' | 'webp' | 'avif';
  /** Fill colour. */
  background?: string;
  /** EXIF GPS latitude and longitude (Milan) and a camera maker. */
  gps?: boolean;
  /** EXIF orientation (6: the camera was turned a quarter right). */
  orientation?: number;
}

/** A picture `width` x `height` as its bytes say it is stored: a soft gradient, quick to encode. */
export async function makePhoto(width: number, height: number, options: PhotoOptions = {}): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${options.background ?? '#336699'}"/><stop offset="1" stop-color="#f4f1ec"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  let image = sharp(gradient);
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'Fotocamera di prova' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 27/1 50/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 11/1 25/1' },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  const format = options.format ?? 'jpeg';
  if (format === 'avif') return image.avif({ effort: 0 }).toBuffer();
  return image.toFormat(format).toBuffer();
}

/** Whether an EXIF block (as sharp's metadata gives it) points to GPS data (tag 0x8825 of its first IFD). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif || exif.length < 14) return false;
  const tiff = exif.subarray(exif.subarray(0, 4).toString('latin1') === 'Exif' ? 6 : 0);
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12)).includes(0x8825);
}

/** A true black-and-white PNG `side` x `side`, every row in it: small on disk, huge once decoded. */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // one bit per pixel, greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FormFile {
  field?: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body: the fields, then the files, as a browser sends them. */
export function multipartBody(fields: Record<string, string>, files: FormFile[]): { body: Buffer; contentType: string } {
  const boundary = `----prova${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'foto'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Every file under `dir`, as paths relative to it (none when it does not exist). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Photos of an article's first colour (or `codColore`) as an upload leaves its rows, written straight
 * into the table with the change announced: for what reads the rows (pages, previews, sitemaps),
 * not the files, which are made only when asked for. Returns the colour and the photos' ids in order.
 */
export async function addPhotoRows(
  db: Db,
  codArticolo: string,
  options: { codColore?: string; count?: number; width?: number; height?: number; alt?: [string, string] } = {},
): Promise<{ codColore: string; ids: number[] }> {
  const [colour] = await db
    .select({ codColore: articoloColore.codColore })
    .from(articoloColore)
    .where(eq(articoloColore.codArticolo, codArticolo))
    .orderBy(asc(articoloColore.ordine));
  const codColore = options.codColore ?? colour!.codColore;
  const rows = Array.from({ length: options.count ?? 2 }, (_, i) => ({
    codArticolo,
    codColore,
    ordine: i + 1,
    altIta: options.alt?.[0] ?? '',
    altEng: options.alt?.[1] ?? '',
    width: options.width ?? 2400,
    height: options.height ?? 3600,
    storageKey: `prova/${codArticolo}/${codColore}/${i + 1}-${randomBytes(4).toString('hex')}`,
    contentType: 'image/jpeg',
    bytes: 1000,
    staffEmail: 'staff@shop.test',
  }));
  const ids = (await db.insert(articoloFoto).values(rows).returning({ id: articoloFoto.id })).map((row) => row.id);
  announceCatalogueChange({ kind: 'foto', codArticoli: [codArticolo] }, db);
  return { codColore, ids };
}
