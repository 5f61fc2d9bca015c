import { PHOTO_UPLOAD } from '@shop/shared/staff';

/** A problem the page sees before sending: a message id and its values. */
export interface PickProblem {
  id: string;
  values: Record<string, string | number>;
  /** The file it is about, when it is about one. */
  file?: string;
}

const MB = 1024 * 1024;
const accepted: readonly string[] = PHOTO_UPLOAD.contentTypes;

/**
 * What the page can tell at once of the files picked for a colour holding `held` photos: too many at
 * a time or for the colour, a file too large, or one the browser knows is no accepted picture. A file
 * of unknown type goes: the server judges every file by its content, and decides.
 */
export function checkPicked(files: readonly File[], held: number): PickProblem[] {
  const problems: PickProblem[] = [];
  if (files.length > PHOTO_UPLOAD.maxFiles) problems.push({ id: 'backoffice.photos.check.count', values: { max: PHOTO_UPLOAD.maxFiles } });
  const left = Math.max(0, PHOTO_UPLOAD.maxPerColour - held);
  if (files.length > left) problems.push({ id: 'backoffice.photos.check.full', values: { max: PHOTO_UPLOAD.maxPerColour, left } });
  for (const file of files) {
    if (file.type && !accepted.includes(file.type)) {
      problems.push({ id: 'backoffice.photos.check.type', values: { name: file.name }, file: file.name });
    } else if (file.size > PHOTO_UPLOAD.maxBytes) {
      problems.push({ id: 'backoffice.photos.check.size', values: { name: file.name, max: PHOTO_UPLOAD.maxBytes / MB }, file: file.name });
    }
  }
  return problems;
}
