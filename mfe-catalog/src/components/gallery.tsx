import { ArticlePicture, GALLERY_SIZES, languageOfLocale, pictureAlt, type ArticoloImmagine, type PhotoFormat } from '@shop/shared';
import type PhotoSwipe from 'photoswipe';
import { useEffect, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './gallery.module.css';
import { photoFormatOf, zoomFormat, zoomSlides } from './zoom-slides';

const desktop = () => typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (min-width: 64em)').matches;

/** The main picture magnified twice under the pointer (desktop only): its sources are asked at twice its width, so it stays sharp. */
const MAGNIFIED_SIZES = 'calc((min(100vw, 80rem) - 8rem) * 7 / 6)';

/** A thumbnail is 4rem wide. */
const THUMB_SIZES = '4rem';

/**
 * Main image with thumbnails: hover zoom on desktop; a click, a tap or Enter opens the pictures over
 * the whole screen (PhotoSwipe, loaded then), with the photos' largest sizes kept for that zoom.
 */
export function Gallery({ images, title }: { images: ArticoloImmagine[]; title: string }) {
  const intl = useIntl();
  const language = languageOfLocale(intl.locale);
  const [index, setIndex] = useState(0);
  const [origin, setOrigin] = useState<string | null>(null);
  const zoom = useRef<PhotoSwipe | null>(null);
  // The format of the last photo that finished loading here: what the browser took from the sources.
  const loaded = useRef<PhotoFormat | null>(null);
  // A zoom still open when the page goes (another colour, another product) goes with it.
  useEffect(() => () => zoom.current?.destroy(), []);
  const shown = Math.min(index, images.length - 1);
  const current = images[shown];
  if (!current) return <div className={styles.main} />;

  const total = images.length;
  const alts = images.map((image, i) =>
    pictureAlt(image, language, intl.formatMessage({ id: 'catalog.gallery.image' }, { title, n: i + 1, total })),
  );
  const text = (id: string) => intl.formatMessage({ id }, { title });

  const move = (event: MouseEvent<HTMLElement>) => {
    if (!desktop()) return;
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(`${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`);
  };

  const remember = (event: SyntheticEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLImageElement) loaded.current = photoFormatOf(event.target.currentSrc) ?? loaded.current;
  };

  const open = async (button: HTMLButtonElement) => {
    setOrigin(null);
    if (zoom.current) return;
    const src = button.querySelector('img')?.currentSrc ?? '';
    const { openZoom } = await import('./photo-zoom');
    zoom.current = openZoom({
      slides: zoomSlides(images, alts, zoomFormat(src, loaded.current), { index: shown, src }),
      index: shown,
      onIndex: setIndex,
      texts: {
        label: text('catalog.zoom.label'),
        close: text('catalog.zoom.close'),
        zoom: text('catalog.zoom.toggle'),
        previous: text('catalog.zoom.previous'),
        next: text('catalog.zoom.next'),
        error: text('catalog.zoom.error'),
        of: text('catalog.zoom.of'),
      },
    });
    zoom.current.on('destroy', () => (zoom.current = null));
  };

  return (
    // A load does not bubble, but it passes its ancestors on the way down: heard here for every picture of the gallery.
    <div className={styles.gallery} onLoadCapture={remember}>
      <button
        type="button"
        className={styles.main}
        onMouseMove={move}
        onMouseLeave={() => setOrigin(null)}
        onClick={(event) => void open(event.currentTarget)}
        aria-label={text('catalog.gallery.zoom')}
      >
        <ArticlePicture
          image={current}
          sizes={origin ? MAGNIFIED_SIZES : GALLERY_SIZES}
          fallbackAlt={alts[shown] ?? title}
          width={800}
          height={1200}
          priority
          className={styles.image}
          style={origin ? { transform: 'scale(2)', transformOrigin: origin } : undefined}
        />
      </button>
      {total > 1 && (
        <ul className={styles.thumbs} aria-label={text('catalog.gallery.thumbs')}>
          {images.map((image, i) => (
            <li key={image.foto ? `photo-${image.foto.id}` : image.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={i === shown ? 'true' : undefined}
                aria-label={intl.formatMessage({ id: 'catalog.gallery.show' }, { n: i + 1 })}
                onClick={() => setIndex(i)}
              >
                <ArticlePicture image={image} sizes={THUMB_SIZES} fallbackAlt="" decorative width={80} height={120} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
