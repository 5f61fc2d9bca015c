import { carouselSlides, classNames, type Container } from '@shop/shared';
import { useId, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useIntl } from 'react-intl';
import { ContainerHeading, type HeadingLevel } from './container-heading';
import { ContainerLink, hasLink } from './container-link';
import { RichText } from './rich-text';
import styles from './swiper.module.css';

/** A swipe shorter than this (px) is a tap, not a change of slide. */
const SWIPE = 40;

/**
 * BlockSwiper: an image carousel of the block's children. Buttons, the arrow keys (when focus is
 * inside) and a horizontal swipe move between slides; it never moves by itself.
 */
export function Swiper({ container, level }: { container: Container; level: HeadingLevel }) {
  const intl = useIntl();
  const id = useId();
  const slides = carouselSlides(container);
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  if (slides.length === 0) return null;
  const count = slides.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE) return;
    go(end < start ? index + 1 : index - 1);
  };
  const label = container.title ?? intl.formatMessage({ id: 'cms.carousel' });

  return (
    <section
      className={styles.carousel}
      aria-roledescription={intl.formatMessage({ id: 'cms.carousel.role' })}
      aria-label={label}
      onKeyDown={onKeyDown}
      data-block="swiper"
    >
      {container.showTitle && container.title && (
        <ContainerHeading level={level} className={styles.heading}>
          {container.title}
        </ContainerHeading>
      )}
      <div className={styles.viewport} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <div className={styles.track} id={id} aria-live="polite" style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, position) => (
            <div
              key={slide.id}
              role="group"
              className={styles.slide}
              aria-roledescription={intl.formatMessage({ id: 'cms.carousel.slide' })}
              aria-label={intl.formatMessage({ id: 'cms.carousel.position' }, { current: position + 1, count })}
              aria-hidden={position !== index}
              inert={position !== index}
            >
              {slide.multimedia && (
                <img
                  className={styles.image}
                  src={slide.multimedia.url}
                  alt=""
                  loading={position === 0 ? 'eager' : 'lazy'}
                  fetchPriority={position === 0 ? 'high' : 'auto'}
                  decoding="async"
                />
              )}
              <div className={styles.caption}>
                {slide.title && (
                  <ContainerHeading level={level} className={styles.title}>
                    {slide.title}
                  </ContainerHeading>
                )}
                <RichText html={slide.description} className={styles.text} />
                {hasLink(slide) && (
                  <ContainerLink container={slide} className={styles.cta}>
                    {intl.formatMessage({ id: 'cms.discover' })}
                    {slide.title && <span className={styles.hidden}> {slide.title}</span>}
                  </ContainerLink>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-controls={id}
            onClick={() => go(index - 1)}
            aria-label={intl.formatMessage({ id: 'cms.carousel.previous' })}
          >
            <span aria-hidden="true">←</span>
          </button>
          <ol className={styles.dots}>
            {slides.map((slide, position) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className={classNames(styles.dot, position === index && styles.current)}
                  aria-controls={id}
                  aria-current={position === index ? 'true' : undefined}
                  aria-label={intl.formatMessage({ id: 'cms.carousel.goTo' }, { current: position + 1, title: slide.title ?? '' })}
                  onClick={() => go(position)}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={styles.arrow}
            aria-controls={id}
            onClick={() => go(index + 1)}
            aria-label={intl.formatMessage({ id: 'cms.carousel.next' })}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      )}
    </section>
  );
}
