/** The garment shapes the catalogue draws an article's picture from. */
export type Silhouette = 'knit' | 'shirt' | 'tee' | 'trousers' | 'skirt' | 'dress' | 'jacket' | 'coat' | 'bag' | 'scarf';

/** Garment drawing on a 600 x 900 canvas: the outline, plus front-only and back-only details. */
export interface GarmentShape {
  body: string;
  /** Seams, plackets, lapels: drawn as lines over the body. */
  front: string;
  back: string;
  /** Small round details (buttons) on the front: [x, y] pairs. */
  buttons: [number, number][];
  /** Parts drawn as a thick stroke in the garment colour (bag handles). */
  straps?: string;
  /** Vertical centre of the close-up view. */
  focusY: number;
  /** Lowest point of the garment, where its shadow falls. */
  bottom: number;
}

const column = (x: number, from: number, to: number, step: number): [number, number][] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => [x, from + i * step]);

export const SHAPES: Record<Silhouette, GarmentShape> = {
  shirt: {
    body: 'M240 160 L176 184 L122 430 L168 440 L198 292 L202 722 Q300 742 398 722 L402 292 L432 440 L478 430 L424 184 L360 160 Q300 196 240 160 Z',
    front: 'M300 198 L300 720 M240 160 L274 222 L300 198 L326 222 L360 160 M168 440 L176 410 M432 440 L424 410',
    back: 'M206 250 Q300 270 394 250 M300 270 L300 300',
    buttons: column(300, 250, 690, 88),
    focusY: 260,
    bottom: 742,
  },
  tee: {
    body: 'M246 166 L170 192 L110 302 L174 332 L202 282 L202 722 Q300 736 398 722 L398 282 L426 332 L490 302 L430 192 L354 166 Q300 206 246 166 Z',
    front: 'M246 166 Q300 222 354 166 M174 332 L182 316 M426 332 L418 316 M202 700 Q300 714 398 700',
    back: 'M246 166 Q300 186 354 166 M202 700 Q300 714 398 700',
    buttons: [],
    focusY: 230,
    bottom: 736,
  },
  knit: {
    body: 'M242 164 Q200 172 178 190 Q136 300 124 446 L172 456 Q190 340 204 296 L200 716 Q300 736 400 716 L396 296 Q410 340 428 456 L476 446 Q464 300 422 190 Q400 172 358 164 Q300 204 242 164 Z',
    front: 'M242 164 Q300 224 358 164 M200 686 Q300 706 400 686 M128 420 L174 428 M472 420 L426 428 M232 175 Q300 238 368 175',
    back: 'M242 164 Q300 186 358 164 M200 686 Q300 706 400 686 M128 420 L174 428 M472 420 L426 428',
    buttons: [],
    focusY: 300,
    bottom: 736,
  },
  jacket: {
    body: 'M236 156 L168 182 L116 452 L166 462 L196 300 L196 712 L404 712 L404 300 L434 462 L484 452 L432 182 L364 156 L300 330 Z',
    front: 'M236 156 L262 260 L300 330 L338 260 L364 156 M300 330 L300 712 M222 560 L276 560 M324 560 L378 560 M326 300 L364 300',
    back: 'M300 190 L300 712 M196 320 Q300 340 404 320',
    buttons: [
      [300, 420],
      [300, 500],
    ],
    focusY: 280,
    bottom: 712,
  },
  coat: {
    body: 'M232 150 L158 178 L104 500 L156 512 L186 320 L176 808 L424 808 L414 320 L444 512 L496 500 L442 178 L368 150 L300 300 Z',
    front: 'M232 150 L258 250 L300 300 L342 250 L368 150 M300 300 L300 808 M182 470 L418 470 M214 600 L266 600 M334 600 L386 600',
    back: 'M300 180 L300 700 L300 808 M182 470 L418 470 M280 700 L300 740 L320 700',
    buttons: [
      [272, 360],
      [328, 360],
      [272, 440],
      [328, 440],
    ],
    focusY: 300,
    bottom: 808,
  },
  trousers: {
    body: 'M214 170 L386 170 L394 204 L420 792 L332 792 L302 338 L298 338 L268 792 L180 792 L206 204 Z',
    front: 'M206 204 L394 204 M300 204 L300 330 M236 220 Q250 260 214 270 M364 220 Q350 260 386 270 M246 330 L226 780 M354 330 L374 780',
    back: 'M206 204 L394 204 M300 204 L300 338 M222 250 L270 250 M330 250 L378 250',
    buttons: [[300, 188]],
    focusY: 240,
    bottom: 792,
  },
  skirt: {
    body: 'M232 236 L368 236 L372 264 L446 652 Q300 684 154 652 L228 264 Z',
    front: 'M228 264 L372 264 M262 270 L226 660 M300 270 L300 670 M338 270 L374 660',
    back: 'M228 264 L372 264 M300 264 L300 420',
    buttons: [],
    focusY: 320,
    bottom: 684,
  },
  dress: {
    body: 'M252 148 L266 148 L276 204 Q300 222 324 204 L334 148 L348 148 L360 262 Q370 330 352 382 L452 782 Q300 812 148 782 L248 382 Q230 330 240 262 Z',
    front: 'M244 382 Q300 396 356 382 M276 204 Q300 222 324 204 M270 400 L226 780 M330 400 L374 780',
    back: 'M244 382 Q300 396 356 382 M300 210 L300 382',
    buttons: [],
    focusY: 300,
    bottom: 812,
  },
  bag: {
    body: 'M172 384 L428 384 L454 722 Q456 742 434 742 L166 742 Q144 742 146 722 Z',
    front: 'M172 430 L428 430 M230 520 L370 520 L370 600 L230 600 Z',
    back: 'M172 430 L428 430',
    buttons: [[300, 452]],
    straps: 'M224 390 Q222 250 300 250 Q378 250 376 390',
    focusY: 500,
    bottom: 742,
  },
  scarf: {
    body: 'M226 196 Q300 262 374 196 L392 232 Q300 306 208 232 Z M244 238 L312 256 L294 752 L226 742 Z M320 256 L378 238 L400 696 L338 708 Z',
    front:
      'M232 742 L230 772 M246 744 L244 774 M260 746 L258 776 M274 748 L272 778 M288 750 L286 780 M342 708 L344 738 M356 706 L358 736 M370 704 L372 734 M384 702 L386 732 M396 700 L398 730',
    back: 'M232 742 L230 772 M260 746 L258 776 M288 750 L286 780 M356 706 L358 736 M384 702 L386 732',
    buttons: [],
    focusY: 420,
    bottom: 780,
  },
};
