import { showAlert, showToast } from '@shop/shared';
import type { PhotoReply, StaffPhoto } from '@shop/shared/staff';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
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

/** What a dragged photo carries: its id, under a type of the shop's own, so dropped files are not mistaken for it. */
const DRAG_TYPE = 'application/x-shop-photo';

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
  const [busy, setBusy] = useState<{ id: number; action: PhotoAction | 'drag' } | null>(null);
  // The photo being dragged, and the place it would go to if dropped now.
  const [dragged, setDragged] = useState<{ id: number; over: number | null } | null>(null);
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

  /** Moves a photo to place `to` (0 first): by its buttons, or dragged onto another photo's place. */
  const change = async (photo: StaffPhoto, action: 'earlier' | 'later' | 'first' | 'drag', dropAt?: number) => {
    const from = photos.indexOf(photo);
    const to = action === 'first' ? 0 : action === 'earlier' ? from - 1 : action === 'later' ? from + 1 : (dropAt ?? from);
    if (to === from) return;
    const ids = photos.map((one) => one.id);
    ids.splice(from, 1);
    ids.splice(to, 0, photo.id);
    setBusy({ id: photo.id, action });
    try {
      const reply = action === 'first' ? await staffPhotoFirst(photo.id) : await staffPhotoOrder({ codArticolo, codColore, ids });
      if (action !== 'drag')
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

  /**
   * Dragging a photo onto another's place moves it there: the browser's own drag and drop, for a
   * mouse. The buttons do the same by keyboard and on touch screens, where a drag would scroll.
   */
  const dragOf = (photo: StaffPhoto, index: number) => ({
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData(DRAG_TYPE, String(photo.id));
      setDragged({ id: photo.id, over: null });
    },
    onDragOver: (event: DragEvent) => {
      if (!dragged || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (dragged.over !== index) setDragged({ ...dragged, over: index });
    },
    onDrop: (event: DragEvent) => {
      if (!dragged || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      const moved = photos.find((one) => one.id === dragged.id);
      setDragged(null);
      if (moved) void change(moved, 'drag', index);
    },
    onDragEnd: () => setDragged(null),
  });

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
              drag={busy === null ? dragOf(photo, index) : null}
              dragState={dragged?.id === photo.id ? 'dragged' : dragged?.over === index ? 'target' : null}
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
