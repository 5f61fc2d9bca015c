import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/**
 * True while the element has gone off the top of the viewport (scrolled past), false while it is on
 * screen or still below it. Without IntersectionObserver it stays false: the page's own controls remain.
 */
export function useScrolledPast(ref: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // The root reaches far below the screen: the element counts as intersecting on screen and below
    // it, so a jump from above the screen to below it (a scroll to the top) is reported too.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const top = entry.rootBounds?.top ?? 0;
        setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= top);
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}

const WIDE = '(min-width: 64em)';
const wideQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);

function subscribe(change: () => void) {
  const query = wideQuery();
  query?.addEventListener('change', change);
  return () => query?.removeEventListener('change', change);
}

/** Whether the page has its desktop layout (two columns, the purchase panel sticky beside the pictures). */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wideQuery()?.matches ?? false,
    () => false,
  );
}
