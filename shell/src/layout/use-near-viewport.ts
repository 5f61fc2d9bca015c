import { useEffect, useState, type RefObject } from 'react';

/** Whether the element's box lies within `margin` pixels of the viewport (an element not laid out never does). */
function withinReach(element: Element, margin: number): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  return box.top <= window.innerHeight + margin && box.bottom >= -margin;
}

/**
 * True once the element comes within `margin` of the viewport, and from then on. Without
 * IntersectionObserver it is true at once. Besides the observer, the element's place is checked
 * again whenever the page scrolls, the window resizes or the page grows or shrinks: an element
 * already on screen while the page above it was still filling in must not wait for a scroll that
 * never comes.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const pixels = Number.parseInt(margin, 10) || 0;
    const check = () => {
      if (withinReach(element, pixels)) setNear(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    const growth = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    growth?.observe(document.body);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    check();
    return () => {
      observer.disconnect();
      growth?.disconnect();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [ref, margin, near]);
  return near;
}
