import { showAlert, showToast } from '@shop/shared';
import type { PhotoReply, StaffPhoto } from '@shop/shared/staff';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { staffPhotoFirst, staffPhotoOrder } from '../staff/staff-api';
import { PhotoCard, type PhotoAction } from './photo-card';
import { AltDialog, RemoveDialog } from './photo-dialogs';
import { PhotoDrop } from './photo-drop';
import { UploadList } from './upload-list';
import { useUploads } from './use-uploads';
import styles from './photos.module.css';

interface ColourPhotosProps {
  codArticolo: string;
  codColore: string;
  desColore: string;
  /** The colour's photos, first to last. */
  photos: StaffPhoto[];
  onReply: (reply: PhotoReply) => void;
  /** Reads the article's photos again. */
  onChanged: () => void;
}

/** Where the focus goes once the photos are redrawn after a change: a button of a photo, else the colour's heading. */
interface FocusAfter {
  id: number;
  actions: PhotoAction[];
}

/** One colour's photos: the upload, then the photos in order, each movable, with its texts, made first or deleted. */
export function ColourPhotos({ codArticolo, codColore, desColore, photos, onReply, onChanged }: ColourPhotosProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const colour = `${desColore} (${codColore})`;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<FocusAfter | 'heading' | null>(null);
  const [busy, setBusy] = useState<{ id: number; action: PhotoAction } | null>(null);
  const [dialog, setDialog] = useState<{ photo: StaffPhoto; action: 'alt' | 'remove' } | null>(null);
  const uploads = useUploads({ codArticolo, codColore, onReply });

  // A moved photo keeps the focus on its button (or the other move, at an end); a deleted one gives it to the heading.
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    if (wanted === 'heading') {
      heading.current?.focus();
      return;
    }
    for (const action of wanted.actions) {
      const button = list.current?.querySelector<HTMLButtonElement>(`[data-photo="${wanted.id}"] [data-action="${action}"]`);
      if (button && !button.disabled) {
        button.focus();
        return;
      }
    }
  }, [photos]);

  const change = async (photo: StaffPhoto, action: 'earlier' | 'later' | 'first') => {
    const from = photos.indexOf(photo);
    const to = action === 'first' ? 0 : action === 'earlier' ? from - 1 : from + 1;
    const ids = photos.map((one) => one.id);
    ids.splice(from, 1);
    ids.splice(to, 0, photo.id);
    setBusy({ id: photo.id, action });
    try {
      const reply = action === 'first' ? await staffPhotoFirst(photo.id) : await staffPhotoOrder({ codArticolo, codColore, ids });
      focusAfter.current = { id: photo.id, actions: action === 'later' ? ['later', 'earlier'] : ['earlier', 'later'] };
      onReply(reply);
      showToast(t('backoffice.photos.moved', { from: from + 1, to: to + 1 }), 'success');
    } catch (failure) {
      showAlert({ message: failure instanceof Error ? failure.message : t('backoffice.error'), severity: 'error' });
      onChanged();
    } finally {
      setBusy(null);
    }
  };

  const onAction = (photo: StaffPhoto, action: PhotoAction) => {
    if (action === 'alt' || action === 'remove') setDialog({ photo, action });
    else void change(photo, action);
  };

  const open = dialog && photos.find((photo) => photo.id === dialog.photo.id);
  const position = open ? photos.indexOf(open) + 1 : 0;

  return (
    <section className={styles.colour} aria-labelledby={headingId}>
      <div className={styles.colourHead}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.colourTitle}>
          {colour}
        </h2>
        <span className={styles.count}>{t('backoffice.photos.count', { count: photos.length })}</span>
      </div>
      <PhotoDrop colour={colour} onFiles={(files) => void uploads.send(files, photos.length)} />
      <UploadList entries={uploads.entries} colour={colour} onDismiss={uploads.dismiss} />
      {photos.length > 0 && (
        <ol ref={list} className={styles.cards} aria-label={t('backoffice.photos.listOf', { colour })}>
          {photos.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              position={index + 1}
              count={photos.length}
              busy={busy?.id === photo.id ? busy.action : null}
              waiting={busy !== null}
              onAction={(action) => onAction(photo, action)}
            />
          ))}
        </ol>
      )}
      {open && dialog?.action === 'alt' && (
        <AltDialog
          photo={open}
          position={position}
          colour={colour}
          onClose={() => setDialog(null)}
          onReply={onReply}
          onChanged={onChanged}
        />
      )}
      {open && dialog?.action === 'remove' && (
        <RemoveDialog
          photo={open}
          position={position}
          colour={colour}
          onClose={() => setDialog(null)}
          onReply={(reply) => {
            focusAfter.current = 'heading';
            onReply(reply);
          }}
          onChanged={onChanged}
        />
      )}
    </section>
  );
}
