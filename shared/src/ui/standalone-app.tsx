import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteName } from '../contracts/protocol';
import type { Catalogue } from '../i18n/catalogue';
import { mountPattern, storefrontRoutes } from '../routes/route-table';
import { ShopProviders } from './shop-providers';

export interface StandaloneAppProps {
  remote: RemoteName;
  /** The remote's routes element, mounted where the shell would mount it. */
  children: ReactNode;
  messages?: Catalogue;
}

/**
 * A remote on its own, for development: the shop's providers and router, and the remote's routes
 * at the paths the route table gives it (the back-office takes every path). Any other path, the
 * development page itself included, leads to the remote's first route.
 */
export function StandaloneApp({ remote, children, messages }: StandaloneAppProps) {
  const routes = storefrontRoutes.filter((route) => route.remote === remote);
  const home = routes[0]?.paths[0] ?? '/';
  return (
    <ShopProviders messages={messages}>
      <BrowserRouter>
        <Routes>
          {remote === 'backoffice' ? (
            <Route path="/*" element={children} />
          ) : (
            routes.flatMap((route) =>
              route.paths.map((path) => <Route key={`${route.id} ${path}`} path={mountPattern(route, path)} element={children} />),
            )
          )}
          <Route path="/standalone.html" element={<Navigate to={home} replace />} />
          {remote !== 'backoffice' && <Route path="*" element={<Navigate to={home} replace />} />}
        </Routes>
      </BrowserRouter>
    </ShopProviders>
  );
}
