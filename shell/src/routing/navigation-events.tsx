import { emit, forgetFirstView } from '@shop/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Announces every navigation as `nav:changed` (the overlays reset on it) and starts a new page at
 * the top. Back and forward (POP) keep their place: the browser restores it, and a list puts the
 * card left back in view.
 */
export function NavigationEvents() {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    emit('nav:changed', { pathname, search });
    // The server's first screen belongs to the address the page was opened at, not to a later visit.
    if (!first.current) forgetFirstView();
    first.current = false;
  }, [pathname, search]);
  const pop = type === 'POP';
  useEffect(() => {
    if (!pop) window.scrollTo({ top: 0 });
    // Only a change of page counts; `pop` is read as it was for that change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
