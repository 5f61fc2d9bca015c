/** Geometry of the zoom viewer: sizes in CSS pixels, offsets from the stage's centre. */
export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** The step of a double tap, a double click, the zoom button and the + key. */
export const ZOOM_STEP = 2.5;
/** How far past the picture's edge a drag must go to turn the page (a swipe). */
export const SWIPE_DISTANCE = 48;

const PICTURE_RATIO = 2 / 3;

/**
 * The picture's width at scale 1: the stage's full width on a phone held upright, and never less than
 * twice what fits the stage on wide screens, so the viewer always shows more than the page does.
 */
export function baseWidth(stage: Size): number {
  const contained = Math.min(stage.width, stage.height * PICTURE_RATIO);
  return Math.min(stage.width, 2 * contained);
}

export function pictureSize(stage: Size, scale: number): Size {
  const width = baseWidth(stage) * scale;
  return { width, height: width / PICTURE_RATIO };
}

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The offset that keeps the stage covered where the picture is larger than it, centred where smaller. */
export function clampOffset(offset: Point, stage: Size, picture: Size): Point {
  const room = (picture: number, stage: number) => Math.max(0, (picture - stage) / 2);
  const limit = (value: number, max: number) => Math.min(max, Math.max(-max, value));
  return { x: limit(offset.x, room(picture.width, stage.width)), y: limit(offset.y, room(picture.height, stage.height)) };
}

/**
 * The offset after scaling from `from` to `to` that keeps the point under `at` (relative to the
 * stage's centre) in place, as a pinch or a double tap on a detail expects.
 */
export function offsetAround(offset: Point, at: Point, from: number, to: number): Point {
  const factor = to / from;
  return { x: at.x - (at.x - offset.x) * factor, y: at.y - (at.y - offset.y) * factor };
}

/** A drag that went past the picture's edge sideways: the next picture (leftwards) or the previous one. */
export function swipeDirection(wanted: Point, allowed: Point, moved: Point): 'next' | 'previous' | null {
  const beyond = wanted.x - allowed.x;
  if (Math.abs(beyond) < SWIPE_DISTANCE || Math.abs(moved.x) <= Math.abs(moved.y)) return null;
  return beyond < 0 ? 'next' : 'previous';
}
