import { hashString, Prng } from '../core/lib/prng';

/** Earthy editorial palettes: ground top, ground bottom, accent, soft light. */
const PALETTES = [
  ['#e9dccb', '#c9a98a', '#7a5236', '#f7efe4'],
  ['#dfe3dc', '#9dab8f', '#2f4a3a', '#f3f5ef'],
  ['#e6e1ec', '#b6a9cf', '#4b3f6b', '#f6f3fa'],
  ['#f0dfd6', '#d99c7e', '#8c3f2a', '#fbf1ea'],
  ['#dde5ec', '#8fa9c2', '#1f2a44', '#f2f6f9'],
  ['#efe6cf', '#d2b25c', '#6b5a23', '#faf5e6'],
] as const;

export const CONTENT_FORMATS = { banner: [1600, 900], portrait: [1000, 1500], square: [1200, 1200] } as const;
export type ContentFormat = keyof typeof CONTENT_FORMATS;

/** An abstract editorial picture (gradients, soft discs, folds of fabric); the name picks the composition. */
export function contentImageSvg(format: ContentFormat, name: string): string {
  const [width, height] = CONTENT_FORMATS[format];
  const rng = new Prng(hashString(`${format}:${name}`));
  const [top, bottom, accent, light] = PALETTES[rng.int(0, PALETTES.length - 1)] ?? PALETTES[0];
  const discs = Array.from({ length: 3 }, (_, i) => {
    const r = Math.round(Math.min(width, height) * (0.18 + rng.next() * 0.22));
    const cx = Math.round(width * (0.15 + rng.next() * 0.7));
    const cy = Math.round(height * (0.15 + rng.next() * 0.6));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i === 0 ? light : accent}" opacity="${i === 0 ? 0.55 : 0.12 + rng.next() * 0.1}"/>`;
  }).join('');
  const fold = (offset: number, opacity: number) => {
    const y = Math.round(height * (0.55 + offset));
    const c1 = Math.round(height * (0.35 + rng.next() * 0.3));
    const c2 = Math.round(height * (0.55 + rng.next() * 0.35));
    return `<path d="M0 ${y} C ${width * 0.3} ${c1}, ${width * 0.6} ${c2}, ${width} ${y - height * 0.08} L ${width} ${height} L 0 ${height} Z" fill="${accent}" opacity="${opacity}"/>`;
  };
  const arch = rng.chance(0.5)
    ? `<path d="M${width * 0.62} ${height} L${width * 0.62} ${height * 0.42} A ${width * 0.14} ${width * 0.14} 0 0 1 ${width * 0.9} ${height * 0.42} L ${width * 0.9} ${height} Z" fill="${light}" opacity="0.35"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${discs}
  ${arch}
  ${fold(0.05, 0.16)}
  ${fold(0.18, 0.22)}
</svg>`;
}
