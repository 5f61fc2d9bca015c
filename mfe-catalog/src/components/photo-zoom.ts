import PhotoSwipe from 'photoswipe';
import 'photoswipe/style.css';
import styles from './photo-zoom.module.css';
import type { ZoomSlide } from './zoom-slides';

/** The zoom's texts, from the catalogue's messages. */
export interface ZoomTexts {
  /** The dialog's name. */
  label: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
  /** Between the picture's number and the count: '1 di 3'. */
  of: string;
}

export interface ZoomOptions {
  slides: ZoomSlide[];
  index: number;
  texts: ZoomTexts;
  /** Hears the picture shown, so the page shows the same one when the zoom closes. */
  onIndex: (index: number) => void;
}

/**
 * The pictures over the whole screen (PhotoSwipe): a click, the zoom button or Z zooms to the
 * photo's actual pixels and back, pinch and double tap zoom on phones, a swipe, the arrows and the
 * arrow keys go to the others, Escape or the close button close it and give the focus back. Loaded
 * only when the shopper opens it.
 */
export function openZoom({ slides, index, texts, onIndex }: ZoomOptions): PhotoSwipe {
  const zoom = new PhotoSwipe({
    dataSource: slides,
    index,
    mainClass: styles.zoom,
    bgOpacity: 1,
    showHideAnimationType: 'fade',
    secondaryZoomLevel: 1,
    closeTitle: texts.close,
    zoomTitle: texts.zoom,
    arrowPrevTitle: texts.previous,
    arrowNextTitle: texts.next,
    errorMsg: texts.error,
    indexIndicatorSep: texts.of,
  });
  zoom.on('bindEvents', () => {
    zoom.element?.setAttribute('aria-label', texts.label);
    zoom.element?.setAttribute('aria-modal', 'true');
  });
  zoom.on('change', () => onIndex(zoom.currIndex));
  zoom.init();
  return zoom;
}
