import { isApiError } from '@shop/shared';
import type { PhotoReply } from '@shop/shared/staff';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { uploadPhotos } from '../staff/photo-upload';
import { checkPicked, type PickProblem } from './photo-checks';

/** One upload of the page, from the pick to the server's answer. */
export interface UploadEntry {
  key: number;
  names: string[];
  /** 'refused': the server (or the page, before sending) said no and nothing was kept. */
  state: 'sending' | 'checking' | 'done' | 'refused';
  /** Of the bytes, from 0 to 1. */
  progress: number;
  /** What the server (or the page) said of a refusal, as it said it. */
  messages: string[];
  /** The files a refusal names. */
  refused: string[];
  /** Whether anything was sent (a refusal of the page's checks sends nothing). */
  sent: boolean;
}

/** The files a message names: the longest name it holds (a name may hold another: 'a.jpg', 'la.jpg'). */
function namedIn(message: string, names: string[]): string[] {
  const found = names.filter((name) => message.includes(name)).sort((a, b) => b.length - a.length);
  return found.length > 0 ? [found[0] as string] : [];
}

interface UploadsOptions {
  codArticolo: string;
  codColore: string;
  /** The article's photos after an upload the server kept. */
  onReply: (reply: PhotoReply) => void;
}

/**
 * The uploads of one colour, each a batch the server keeps whole or not at all: the page's checks
 * first, then the files sent with their progress, then what the server said.
 */
export function useUploads({ codArticolo, codColore, onReply }: UploadsOptions) {
  const intl = useIntl();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const next = useRef(0);
  const update = (key: number, change: Partial<UploadEntry>) =>
    setEntries((all) => all.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const send = async (files: File[], held: number) => {
    next.current += 1;
    const key = next.current;
    const names = files.map((file) => file.name);
    const problems = checkPicked(files, held);
    const text = (problem: PickProblem) => intl.formatMessage({ id: problem.id }, problem.values);
    if (problems.length > 0) {
      const refused = problems.flatMap((problem) => (problem.file ? [problem.file] : []));
      setEntries((all) => [{ key, names, state: 'refused', progress: 0, messages: problems.map(text), refused, sent: false }, ...all]);
      return;
    }
    setEntries((all) => [{ key, names, state: 'sending', progress: 0, messages: [], refused: [], sent: true }, ...all]);
    try {
      const reply = await uploadPhotos(
        { codArticolo, codColore, files },
        {
          onProgress: ({ loaded, total }) => {
            const progress = total > 0 ? Math.min(1, loaded / total) : 0;
            update(key, { progress, state: progress >= 1 ? 'checking' : 'sending' });
          },
        },
      );
      onReply(reply);
      update(key, { state: 'done', progress: 1 });
    } catch (failure) {
      const message = isApiError(failure)
        ? (failure.serverMessage ?? intl.formatMessage({ id: 'backoffice.photos.upload.failed' }))
        : intl.formatMessage({ id: 'backoffice.error' });
      update(key, { state: 'refused', messages: [message], refused: namedIn(message, names) });
    }
  };

  const dismiss = (key: number) => setEntries((all) => all.filter((entry) => entry.key !== key));
  return { entries, send, dismiss };
}
