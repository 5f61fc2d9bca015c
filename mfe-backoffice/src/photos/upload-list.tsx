import { Button, classNames } from '@shop/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { UploadEntry } from './use-uploads';
import styles from './photos.module.css';

interface UploadListProps {
  entries: UploadEntry[];
  /** The colour's name, for the list's label. */
  colour: string;
  onDismiss: (key: number) => void;
}

/** A colour's uploads, newest first: each one's files, its progress and what came of it. */
export function UploadList({ entries, colour, onDismiss }: UploadListProps) {
  const intl = useIntl();
  if (entries.length === 0) return null;
  return (
    <ul className={styles.uploads} aria-label={intl.formatMessage({ id: 'backoffice.photos.upload.list' }, { colour })}>
      {entries.map((entry) => (
        <UploadItem key={entry.key} entry={entry} onDismiss={() => onDismiss(entry.key)} />
      ))}
    </ul>
  );
}

function fileNote(entry: UploadEntry, name: string): { id: string; tone: string | undefined } | null {
  if (entry.state === 'done') return { id: 'backoffice.photos.upload.fileDone', tone: styles.good };
  if (entry.state !== 'refused') return null;
  if (entry.refused.includes(name)) return { id: 'backoffice.photos.upload.fileRefused', tone: styles.bad };
  return { id: entry.sent ? 'backoffice.photos.upload.fileNotSaved' : 'backoffice.photos.upload.fileNotSent', tone: styles.quiet };
}

function UploadItem({ entry, onDismiss }: { entry: UploadEntry; onDismiss: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const titleId = useId();
  const count = entry.names.length;
  const percent = Math.round(entry.progress * 100);
  const running = entry.state === 'sending' || entry.state === 'checking';

  return (
    <li
      className={classNames(styles.upload, entry.state === 'done' && styles.uploadDone, entry.state === 'refused' && styles.uploadRefused)}
    >
      <div className={styles.uploadHead}>
        <p id={titleId} className={styles.uploadTitle}>
          {t('backoffice.photos.upload.title', { count })}
        </p>
        {entry.sent && <span className={styles.percent}>{intl.formatNumber(entry.progress, { style: 'percent' })}</span>}
        {!running && (
          <Button variant="ghost" size="small" onClick={onDismiss} aria-label={t('backoffice.photos.upload.dismissOne', { count })}>
            {t('backoffice.photos.upload.dismiss')}
          </Button>
        )}
      </div>
      {entry.sent && <progress className={styles.progress} max={100} value={percent} aria-labelledby={titleId} />}
      <ul className={styles.uploadFiles}>
        {entry.names.map((name, index) => {
          const note = fileNote(entry, name);
          return (
            <li key={`${index}-${name}`}>
              <span className={styles.fileName}>{name}</span>
              {note && <span className={classNames(styles.fileNote, note.tone)}>{t(note.id)}</span>}
            </li>
          );
        })}
      </ul>
      {entry.state === 'sending' && <p className={styles.uploadState}>{t('backoffice.photos.upload.sending')}</p>}
      {entry.state === 'checking' && <p className={styles.uploadState}>{t('backoffice.photos.upload.checking')}</p>}
      {entry.state === 'done' && (
        <p role="status" className={classNames(styles.uploadState, styles.good)}>
          {t('backoffice.photos.upload.done', { count })}
        </p>
      )}
      {entry.state === 'refused' && (
        <div role="alert" className={styles.uploadProblem}>
          <p className={styles.uploadState}>{t(entry.sent ? 'backoffice.photos.upload.refused' : 'backoffice.photos.upload.notSent')}</p>
          <ul>
            {entry.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
