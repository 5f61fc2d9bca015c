import type { Silhouette } from './silhouettes';
import { luminance, shade } from './colour';
import { SHAPES } from './silhouettes';

/** View 1 front, 2 back, 3 close-up; further views repeat them on a warmer ground. */
export interface ArticleImage {
  silhouette: Silhouette;
  rgb: string;
  view: number;
}

const GROUNDS = [
  ['#f4f1ec', '#e4ded5'],
  ['#efeeeb', '#dfdcd6'],
  ['#f5f0ea', '#e8ddd0'],
] as const;

/** A 2:3 product picture: the garment's silhouette in its colour, softly lit, on a neutral ground. */
export function articleImageSvg({ silhouette, rgb, view }: ArticleImage): string {
  const shape = SHAPES[silhouette];
  const kind = ((view - 1) % 3) + 1;
  const [top, bottom] = GROUNDS[(view - 1) % GROUNDS.length] ?? GROUNDS[0];
  const outline = shade(rgb, luminance(rgb) > 0.75 ? -0.28 : -0.38);
  const detail = shade(rgb, luminance(rgb) > 0.35 ? -0.3 : 0.28);
  const details = kind === 2 ? shape.back : shape.front;
  const buttons = kind === 2 ? [] : shape.buttons;
  // Views 1 and 2 fill the frame a little more; view 3 is a close-up around the garment's focus.
  const zoom =
    kind === 3 ? `translate(300 450) scale(2.1) translate(-300 ${-shape.focusY})` : 'translate(300 470) scale(1.1) translate(-300 -470)';
  const texture = silhouette === 'knit' || silhouette === 'scarf' ? 'rib' : 'weave';
  const garment = `
    ${shape.straps ? `<path d="${shape.straps}" fill="none" stroke="${outline}" stroke-width="22" stroke-linecap="round"/><path d="${shape.straps}" fill="none" stroke="${rgb}" stroke-width="16" stroke-linecap="round"/>` : ''}
    <path d="${shape.body}" fill="${rgb}" stroke="${outline}" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="${shape.body}" fill="url(#light)"/>
    <path d="${shape.body}" fill="url(#${texture})"/>
    <path d="${details}" fill="none" stroke="${detail}" stroke-width="2" stroke-linecap="round" stroke-opacity="0.7"/>
    ${buttons.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${detail}" stroke="${outline}" stroke-width="1"/>`).join('')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 900" width="600" height="900" role="img">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="0.2">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.18"/>
    </linearGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.16"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
    <pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 6 L6 0" stroke="#000000" stroke-opacity="0.05"/></pattern>
    <pattern id="rib" width="7" height="7" patternUnits="userSpaceOnUse"><path d="M3.5 0 L3.5 7" stroke="#000000" stroke-opacity="0.07" stroke-width="2"/></pattern>
  </defs>
  <rect width="600" height="900" fill="url(#ground)"/>
  <g transform="${zoom}">
    <ellipse cx="300" cy="${shape.bottom + 14}" rx="190" ry="20" fill="url(#shadow)"/>
    ${garment}
  </g>
</svg>`;
}
