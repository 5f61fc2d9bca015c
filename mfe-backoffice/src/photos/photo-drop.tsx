import { classNames, VisuallyHidden } from '@shop/shared';
import { PHOTO_UPLOAD } from '@shop/shared/staff';
import { useId, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './photos.module.css';

interface PhotoDropProps {
  /** The colour the photos are for, as the page names it ('Blu (BLU)'). */
  colour: string;
  onFiles: (files: File[]) => void;
}

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** Where photos are added to a colour: dropped on the zone, or chosen with the file picker, several at once. */
export function PhotoDrop({ colour, onFiles }: PhotoDropProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const base = useId();
  const [over, setOver] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      role="group"
      aria-labelledby={`${base}-title`}
      aria-describedby={`${base}-rules`}
      className={classNames(styles.drop, over && styles.dropOver)}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <p id={`${base}-title`} className={styles.dropTitle}>
        {t('backoffice.photos.drop.title')}
        <VisuallyHidden> {t('backoffice.photos.drop.forColour', { colour })}</VisuallyHidden>
      </p>
      <div className={styles.dropPick}>
        <span className={styles.dropHere}>{t('backoffice.photos.drop.here')}</span>
        <input
          id={`${base}-files`}
          type="file"
          multiple
          accept={PHOTO_UPLOAD.contentTypes.join(',')}
          className={styles.fileInput}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // The same files may be chosen again after a refusal.
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
        <label htmlFor={`${base}-files`} className={styles.pickButton}>
          {t('backoffice.photos.drop.choose')}
          <VisuallyHidden> {t('backoffice.photos.drop.forColour', { colour })}</VisuallyHidden>
        </label>
      </div>
      <p id={`${base}-rules`} className={styles.dropRules}>
        {t('backoffice.photos.drop.rules', {
          side: PHOTO_UPLOAD.minLongSide,
          mb: PHOTO_UPLOAD.maxBytes / (1024 * 1024),
          megapixels: PHOTO_UPLOAD.maxPixels / 1_000_000,
          files: PHOTO_UPLOAD.maxFiles,
        })}
      </p>
    </div>
  );
}
