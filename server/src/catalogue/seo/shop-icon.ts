import { deflateSync } from 'node:zlib';
import { SHOP_COLOURS } from './site';

/**
 * The shop's icon, a lantern on the accent colour, drawn once from the same shapes as SVG (browser
 * tabs) and as PNG (home screens and the app manifest), so no binary file is kept in the repository.
 * Coordinates are on a 100 × 100 square.
 */
const COLOURS = { background: SHOP_COLOURS.accent, lantern: SHOP_COLOURS.background, window: '#4a2a1b', flame: '#f2c57c' } as const;

type Colour = keyof typeof COLOURS;

interface Rect {
  kind: 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  r: number;
}
interface Ellipse {
  kind: 'ellipse';
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}
interface Ring {
  kind: 'ring';
  cx: number;
  cy: number;
  outer: number;
  inner: number;
}
type Shape = (Rect | Ellipse | Ring) & { fill: Colour };

/** Back to front. The ring is the handle: its lower half sits behind the cap. */
const SHAPES: Shape[] = [
  { kind: 'ring', cx: 50, cy: 25, outer: 10, inner: 6, fill: 'lantern' },
  { kind: 'rect', x: 35, y: 25, w: 30, h: 8, r: 2, fill: 'lantern' },
  { kind: 'rect', x: 31, y: 31, w: 38, h: 46, r: 5, fill: 'lantern' },
  { kind: 'rect', x: 38, y: 38, w: 24, h: 32, r: 3, fill: 'window' },
  { kind: 'ellipse', cx: 50, cy: 56, rx: 6, ry: 10, fill: 'flame' },
  { kind: 'rect', x: 35, y: 75, w: 30, h: 7, r: 2, fill: 'lantern' },
];

function inside(shape: Shape, x: number, y: number): boolean {
  switch (shape.kind) {
    case 'rect': {
      if (x < shape.x || y < shape.y || x > shape.x + shape.w || y > shape.y + shape.h) return false;
      const dx = Math.max(shape.x + shape.r - x, 0, x - (shape.x + shape.w - shape.r));
      const dy = Math.max(shape.y + shape.r - y, 0, y - (shape.y + shape.h - shape.r));
      return dx * dx + dy * dy <= shape.r * shape.r;
    }
    case 'ellipse':
      return ((x - shape.cx) / shape.rx) ** 2 + ((y - shape.cy) / shape.ry) ** 2 <= 1;
    case 'ring': {
      const d = Math.hypot(x - shape.cx, y - shape.cy);
      return d <= shape.outer && d >= shape.inner;
    }
  }
}

/** The icon as SVG, on a rounded square. */
export function iconSvg(): string {
  const parts = SHAPES.map((shape) => {
    const fill = COLOURS[shape.fill];
    switch (shape.kind) {
      case 'rect':
        return `<rect x="${shape.x}" y="${shape.y}" width="${shape.w}" height="${shape.h}" rx="${shape.r}" fill="${fill}"/>`;
      case 'ellipse':
        return `<ellipse cx="${shape.cx}" cy="${shape.cy}" rx="${shape.rx}" ry="${shape.ry}" fill="${fill}"/>`;
      case 'ring':
        return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${(shape.outer + shape.inner) / 2}" fill="none" stroke="${fill}" stroke-width="${shape.outer - shape.inner}"/>`;
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="22" fill="${COLOURS.background}"/>${parts.join('')}</svg>`;
}

const rgb = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The icon as a square PNG of `size` pixels, full bleed (home screens round it themselves), 4 × 4 samples a pixel. */
export function iconPng(size: number): Buffer {
  const samples = 4;
  const palette = Object.fromEntries(Object.entries(COLOURS).map(([name, hex]) => [name, rgb(hex)])) as Record<
    Colour,
    [number, number, number]
  >;
  const rows = Buffer.alloc((size * 3 + 1) * size);
  for (let py = 0; py < size; py += 1) {
    const row = py * (size * 3 + 1);
    rows[row] = 0; // no filter
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = ((px + (sx + 0.5) / samples) / size) * 100;
          const y = ((py + (sy + 0.5) / samples) / size) * 100;
          let colour: Colour = 'background';
          for (const shape of SHAPES) if (inside(shape, x, y)) colour = shape.fill;
          const [r, g, b] = palette[colour];
          sum[0]! += r;
          sum[1]! += g;
          sum[2]! += b;
        }
      }
      const at = row + 1 + px * 3;
      for (let i = 0; i < 3; i += 1) rows[at + i] = Math.round(sum[i]! / (samples * samples));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A .ico holding one PNG image (read by every browser that asks for /favicon.ico). */
export function iconIco(size: number): Buffer {
  const png = iconPng(size);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}
