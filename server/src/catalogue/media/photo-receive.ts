import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
// The request's multipart reader (request.parts), which the upload route's plugin adds.
import type {} from '@fastify/multipart';
import { PHOTO_UPLOAD } from '@shop/shared/contracts';

/**
 * The time a whole upload may take: up to ten photos of 40 MB each, on a shop's ordinary line. The
 * connection is closed past it (the server's request timeout is at least as long).
 */
export const UPLOAD_WINDOW_MS = 5 * 60_000;

/** Fields besides the files: codArticolo and codColore, room for a mistake to be named. */
const MAX_FIELDS = 4;

export interface ReceivedFile {
  /** The name the client gave it, shortened: only ever shown back in a message. */
  name: string;
  /** Where it waits on this machine's disk until it is checked and stored. */
  file: string;
  bytes: number;
}

export interface Received {
  fields: Record<string, string[]>;
  files: ReceivedFile[];
  /** Removes the files received (always called, whatever came of them). */
  discard(): Promise<void>;
}

export type ReceiveRefusal =
  | { refused: 'tooManyFiles' }
  | { refused: 'tooLarge'; name: string }
  | { refused: 'fields' }
  /** The form did not arrive whole: the connection ended mid-file, or it is not a well-formed form. */
  | { refused: 'broken' };

const shortName = (name: string | undefined) => {
  const plain = [...(name ?? '')].filter((char) => char >= ' ' && char !== '\u007f').join('');
  return plain.length > 80 ? `${plain.slice(0, 80)}…` : plain || '-';
};

function refusalOf(error: unknown): ReceiveRefusal {
  const failure = error as { code?: string; part?: { filename?: string } };
  switch (failure.code) {
    case 'FST_FILES_LIMIT':
      return { refused: 'tooManyFiles' };
    case 'FST_REQ_FILE_TOO_LARGE':
      return { refused: 'tooLarge', name: shortName(failure.part?.filename) };
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return { refused: 'fields' };
    case 'FST_PARTS_LIMIT':
      return { refused: 'tooManyFiles' };
    default:
      return { refused: 'broken' };
  }
}

/** How an upload's spool folder is named (`upload-` and a random part): the sweep knows them by it. */
export const SPOOL_FOLDER_PREFIX = 'upload-';

/**
 * Reads a multipart upload to the end, each file onto disk under `spool` (one file in memory at no
 * time), stopping at the first file past 40 MB, past ten files, or when the form breaks off. On a
 * refusal nothing received is kept.
 */
export async function receivePhotos(request: FastifyRequest, spool: string): Promise<Received | ReceiveRefusal> {
  await mkdir(spool, { recursive: true });
  const folder = await mkdtemp(path.join(spool, SPOOL_FOLDER_PREFIX));
  const discard = () => rm(folder, { recursive: true, force: true });
  const fields: Record<string, string[]> = {};
  const files: ReceivedFile[] = [];
  const deadline = setTimeout(() => request.raw.destroy(), UPLOAD_WINDOW_MS);
  deadline.unref();
  try {
    const parts = request.parts({
      limits: {
        files: PHOTO_UPLOAD.maxFiles,
        fileSize: PHOTO_UPLOAD.maxBytes,
        fields: MAX_FIELDS,
        fieldSize: 200,
        parts: PHOTO_UPLOAD.maxFiles + MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || part.valueTruncated) throw Object.assign(new Error('field'), { code: 'FST_FIELDS_LIMIT' });
        (fields[part.fieldname] ??= []).push(part.value);
        continue;
      }
      const file = path.join(folder, String(files.length + 1));
      await pipeline(part.file, createWriteStream(file));
      if (part.file.truncated) throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE', part });
      files.push({ name: shortName(part.filename), file, bytes: (await stat(file)).size });
    }
  } catch (error) {
    await discard();
    return refusalOf(error);
  } finally {
    clearTimeout(deadline);
  }
  return { fields, files, discard };
}
