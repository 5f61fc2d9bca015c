import { Modal, type ArticoloImmagine } from '@shop/shared';
import { useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './gallery.module.css';
import { ZoomViewer } from './zoom-viewer';

const desktop = () => typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (min-width: 64em)').matches;

/**
 * Main image with thumbnails: hover zoom on desktop; a click (or Enter) opens the pictures over the
 * whole viewport, which is the zoom of phones and the keyboard's way to a larger picture on desktop.
 */
export function Gallery({ images, title }: { images: ArticoloImmagine[]; title: string }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [origin, setOrigin] = useState<string | null>(null);
  const [zoomOpen, setZoomOpen] = useState(false);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return <div className={styles.main} />;

  const move = (event: MouseEvent<HTMLElement>) => {
    if (!desktop()) return;
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(`${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`);
  };
  const alt = intl.formatMessage({ id: 'catalog.gallery.image' }, { title, n: index + 1, total: images.length });

  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.main}
        onMouseMove={move}
        onMouseLeave={() => setOrigin(null)}
        onClick={() => {
          setOrigin(null);
          setZoomOpen(true);
        }}
        aria-label={intl.formatMessage({ id: 'catalog.gallery.zoom' })}
      >
        <img
          src={current.url}
          alt={alt}
          width={800}
          height={1200}
          fetchPriority="high"
          className={styles.image}
          style={origin ? { transform: 'scale(2)', transformOrigin: origin } : undefined}
        />
      </button>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={intl.formatMessage({ id: 'catalog.gallery.thumbs' })}>
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={i === index ? 'true' : undefined}
                aria-label={intl.formatMessage({ id: 'catalog.gallery.show' }, { n: i + 1 })}
                onClick={() => setIndex(i)}
              >
                <img src={image.url} alt="" width={80} height={120} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={zoomOpen}
        onClose={() => setZoomOpen(false)}
        label={intl.formatMessage({ id: 'catalog.zoom.label' }, { title })}
        size="full"
      >
        <ZoomViewer images={images} index={Math.min(index, images.length - 1)} onIndex={setIndex} title={title} />
      </Modal>
    </div>
  );
}
