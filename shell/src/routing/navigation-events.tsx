import { emit, forgetFirstView } from '@shop/shared';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, for back and forward. */
const positions = new Map<string, number>();

/**
 * Announces every navigation as `nav:changed` (the overlays reset on it) and starts a new page at
 * the top. Back and forward (POP) return to where that entry was left; a list then puts the card
 * left back in view (its own effect runs after this one).
 */
export function NavigationEvents() {
  const { pathname, search, key } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  const shownPath = useRef(pathname);
  useEffect(() => {
    emit('nav:changed', { pathname, search });
    // The server's first screen belongs to the address the page was opened at, not to a later visit.
    if (!first.current) forgetFirstView();
    first.current = false;
  }, [pathname, search]);
  useEffect(() => {
    // The browser would restore the place before the page is drawn, and lose it; the shop does it.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    const note = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', note, { passive: true });
    return () => window.removeEventListener('scroll', note);
  }, [key]);
  useLayoutEffect(() => {
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    if (type === 'POP') {
      const top = positions.get(key);
      if (top !== undefined) window.scrollTo({ top, behavior: 'instant' });
    } else if (newPage) {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  }, [key, pathname, type]);
  return null;
}
