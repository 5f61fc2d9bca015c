import { makePng } from './photo-helpers';

/** A file as Playwright's setInputFiles takes it. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real PNG `width` x `height` of the given colour (see makePng), as a file the staff pick. */
export function pngPhoto(name: string, width: number, height: number, colour: readonly [number, number, number]): PickedFile {
  return { name, mimeType: 'image/png', buffer: makePng(width, height, [...colour]) };
}
