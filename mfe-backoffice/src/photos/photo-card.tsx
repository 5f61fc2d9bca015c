import { Button, photoSrcset, photoUrl } from '@shop/shared';
import type { StaffPhoto } from '@shop/shared/staff';
import type { DragEventHandler } from 'react';
import { useIntl } from 'react-intl';
import styles from './photos.module.css';

/** What a card's buttons ask for. */
export type PhotoAction = 'earlier' | 'later' | 'first' | 'alt' | 'remove';

interface PhotoCardProps {
  photo: StaffPhoto;
  /** 1 for the colour's first photo. */
  position: number;
  count: number;
  /** The action running on this photo, if any ('drag': it was dropped at a new place). */
  busy: PhotoAction | 'drag' | null;
  /** Another change of the colour runs: the buttons wait. */
  waiting: boolean;
  onAction: (action: PhotoAction) => void;
  /** The card's drag and drop handlers; null while a change runs. */
  drag: Record<'onDragStart' | 'onDragOver' | 'onDrop' | 'onDragEnd', DragEventHandler> | null;
  /** This photo is being dragged, or would be dropped here. */
  dragState: 'dragged' | 'target' | null;
}

/** Shown up to about 16rem wide from 40em, 7.5rem on phones. */
const SIZES = '(min-width: 40em) 16rem, 7.5rem';

/** One photo of a colour: the picture as the shop serves it, its place, its alternative texts and what can be done with it. */
export function PhotoCard({ photo, position, count, busy, waiting, onAction, drag, dragState }: PhotoCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const english = intl.locale.startsWith('en');
  const name = t('backoffice.photos.photo', { position });
  const ofPhoto = (action: string) => t('backoffice.photos.ofPhoto', { action, position });

  const action = (kind: PhotoAction, label: string, disabled = false, variant: 'secondary' | 'link' = 'secondary') => (
    <Button
      variant={variant}
      size="small"
      data-action={kind}
      busy={busy === kind}
      disabled={disabled || (waiting && busy !== kind)}
      aria-label={ofPhoto(label)}
      onClick={() => onAction(kind)}
    >
      {label}
    </Button>
  );

  return (
    <li
      className={[styles.card, dragState ? styles[dragState] : ''].filter(Boolean).join(' ')}
      data-photo={photo.id}
      draggable={drag !== null}
      {...drag}
    >
      <picture className={styles.thumb}>
        <source type="image/avif" srcSet={photoSrcset(photo, 'avif')} sizes={SIZES} />
        <source type="image/webp" srcSet={photoSrcset(photo, 'webp')} sizes={SIZES} />
        <img
          src={photoUrl(photo.id, photo.widths[0] ?? 320, 'jpg')}
          srcSet={photoSrcset(photo, 'jpg')}
          sizes={SIZES}
          width={photo.width}
          height={photo.height}
          alt={english ? photo.altEng : photo.altIta}
          loading="lazy"
          decoding="async"
          // The card is what is dragged, not the picture's own file.
          draggable={false}
        />
      </picture>
      <div className={styles.cardBody}>
        <p className={styles.cardTitle}>
          <span className={styles.position}>{name}</span>
          {position === 1 && <span className={styles.firstTag}>{t('backoffice.photos.firstTag')}</span>}
        </p>
        <p className={styles.cardMeta}>{t('backoffice.photos.size', { width: photo.width, height: photo.height })}</p>
        <dl className={styles.alts}>
          <div>
            <dt>{t('backoffice.photos.altIta')}</dt>
            <dd className={photo.altIta ? undefined : styles.missing}>{photo.altIta || t('backoffice.photos.altMissing')}</dd>
          </div>
          <div>
            <dt>{t('backoffice.photos.altEng')}</dt>
            <dd className={photo.altEng ? undefined : styles.missing}>{photo.altEng || t('backoffice.photos.altMissing')}</dd>
          </div>
        </dl>
        <div className={styles.cardActions}>
          <div className={styles.moves}>
            {action('earlier', t('backoffice.photos.earlier'), position === 1)}
            {action('later', t('backoffice.photos.later'), position === count)}
          </div>
          <div className={styles.tools}>
            {position > 1 && action('first', t('backoffice.photos.makeFirst'), false, 'link')}
            {action('alt', t('backoffice.photos.editAlt'), false, 'link')}
            {action('remove', t('backoffice.photos.remove'), false, 'link')}
          </div>
        </div>
      </div>
    </li>
  );
}
