import { emit, forgetFirstView } from '@shop/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Announces every navigation as `nav:changed` (the overlays reset on it) and starts the new page at the top. */
export function NavigationEvents() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    emit('nav:changed', { pathname, search });
    // The server's first screen belongs to the address the page was opened at, not to a later visit.
    if (!first.current) forgetFirstView();
    first.current = false;
  }, [pathname, search]);
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return null;
}
