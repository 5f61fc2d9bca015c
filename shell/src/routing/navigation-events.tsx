import { emit } from '@shop/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Announces every navigation as `nav:changed` (the overlays reset on it) and starts the new page at the top. */
export function NavigationEvents() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    emit('nav:changed', { pathname, search });
  }, [pathname, search]);
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return null;
}
