import type { ArticoloImmagine } from '@shop/shared';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useIntl } from 'react-intl';
import { MIN_SCALE, ZOOM_STEP } from './pan-zoom';
import { usePanZoom } from './use-pan-zoom';
import styles from './zoom-viewer.module.css';

export interface ZoomViewerProps {
  images: ArticoloImmagine[];
  index: number;
  onIndex: (index: number) => void;
  title: string;
}

/**
 * The pictures over the whole viewport, larger than on the page: drag to pan, pinch or double tap to
 * zoom, swipe or the arrow buttons and keys for the other pictures. Lives inside the shop's Modal.
 */
export function ZoomViewer({ images, index, onIndex, title }: ZoomViewerProps) {
  const intl = useIntl();
  const stageRef = useRef<HTMLDivElement>(null);
  const total = images.length;
  const go = (step: number) => onIndex((index + step + total) % total);
  const { view, dragging, zoomTo, reset, picture } = usePanZoom(stageRef, (direction) => go(direction === 'next' ? 1 : -1));
  const image = images[index];

  // Another picture starts whole again.
  useEffect(() => reset(), [index, reset]);

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight' && total > 1) go(1);
    else if (event.key === 'ArrowLeft' && total > 1) go(-1);
    else if (event.key === '+' || event.key === '=') zoomTo(view.scale * 1.5);
    else if (event.key === '-') zoomTo(view.scale / 1.5);
    else return;
    event.preventDefault();
  });
  // The keys work wherever focus sits in the dialog (its close button comes first).
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  if (!image) return null;
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const zoomed = view.scale > MIN_SCALE;
  const sized = picture.width > 0;

  return (
    <div className={styles.viewer}>
      <div ref={stageRef} className={styles.stage} data-zoomed={zoomed} data-dragging={dragging}>
        <img
          key={image.url}
          src={image.url}
          alt={text('catalog.gallery.image', { title, n: index + 1, total })}
          width={800}
          height={1200}
          draggable={false}
          className={styles.picture}
          style={
            sized
              ? {
                  width: picture.width,
                  height: picture.height,
                  transform: `translate(-50%, -50%) translate(${view.offset.x}px, ${view.offset.y}px)`,
                }
              : undefined
          }
        />
      </div>
      {total > 1 && (
        <>
          <button
            type="button"
            className={`${styles.control} ${styles.previous}`}
            onClick={() => go(-1)}
            aria-label={text('catalog.zoom.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={`${styles.control} ${styles.next}`} onClick={() => go(1)} aria-label={text('catalog.zoom.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      <div className={styles.toolbar}>
        <p className={styles.counter} aria-live="polite">
          {text('catalog.zoom.counter', { n: index + 1, total })}
        </p>
        <button
          type="button"
          className={styles.control}
          onClick={() => (zoomed ? reset() : zoomTo(ZOOM_STEP))}
          aria-label={text(zoomed ? 'catalog.zoom.out' : 'catalog.zoom.in')}
        >
          <span aria-hidden="true">{zoomed ? '−' : '+'}</span>
        </button>
        <p className={styles.hint}>{text('catalog.zoom.hint')}</p>
      </div>
    </div>
  );
}
