import { useLocation } from 'react-router-dom';
import { matchStorefrontRoute, type StorefrontMatch } from './route-table';

/** The storefront route of the current location (the page a remote is asked to show). */
export function useStorefrontRoute(): StorefrontMatch | null {
  const { pathname } = useLocation();
  return matchStorefrontRoute(pathname);
}
