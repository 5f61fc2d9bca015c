import { crc32, deflateSync } from 'node:zlib';

/** A file as Playwright's setInputFiles takes it. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/**
 * A real PNG `width` x `height` (8-bit RGB), made on the spot: a light backdrop fading to `colour`
 * with a darker garment-like block in the middle, so two photos are told apart at a glance.
 */
export function pngPhoto(name: string, width: number, height: number, colour: Rgb): PickedFile {
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(row * height);
  const [r, g, b] = colour;
  for (let y = 0; y < height; y += 1) {
    const fade = y / height;
    const inBody = y > height * 0.2 && y < height * 0.85;
    for (let x = 0; x < width; x += 1) {
      const garment = inBody && x > width * 0.25 && x < width * 0.75;
      const mix = garment ? 0.85 : 0.25 + fade * 0.35;
      const at = y * row + 1 + x * 3;
      pixels[at] = Math.round(244 * (1 - mix) + r * mix);
      pixels[at + 1] = Math.round(241 * (1 - mix) + g * mix);
      pixels[at + 2] = Math.round(236 * (1 - mix) + b * mix);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const buffer = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}
