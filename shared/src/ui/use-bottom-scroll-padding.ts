import { useEffect, type RefObject } from 'react';

/** Room left between what was scrolled into view and the bar, in pixels. */
const GAP = 16;

/**
 * While the element is on the page, the page keeps its height clear at the bottom when it scrolls
 * something into view (keyboard focus, a link to a spot, scrollIntoView): a bar stuck to the foot of
 * the screen then never covers what was brought into view, such as the last row of a list.
 */
export function useBottomScrollPadding(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const keep = () => {
      root.style.scrollPaddingBottom = `${Math.ceil(element.getBoundingClientRect().height) + GAP}px`;
    };
    const observer = new ResizeObserver(keep);
    observer.observe(element);
    keep();
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [ref, active]);
}
