import { mountPattern, NotFound, storefrontRoutes, type StorefrontRoute } from '@shop/shared';
import { Route, Routes } from 'react-router-dom';
import { RemoteArea } from '../federation/remote-area';
import { LanguagePreset } from './language-preset';

function RouteArea({ route }: { route: StorefrontRoute }) {
  const area = <RemoteArea remote={route.remote} />;
  return route.language ? <LanguagePreset language={route.language}>{area}</LanguagePreset> : area;
}

/** The route table of SPEC section 2: each route to its remote's area; anything else is the 404 page. */
export function StorefrontRoutes() {
  return (
    <Routes>
      {storefrontRoutes.flatMap((route) =>
        route.paths.map((path) => (
          <Route key={`${route.id} ${path}`} path={mountPattern(route, path)} element={<RouteArea route={route} />} />
        )),
      )}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
