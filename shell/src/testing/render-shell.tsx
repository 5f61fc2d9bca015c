import { render } from '@testing-library/react';
import { ShopProviders, type RemoteManifest } from '@shop/shared';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { defaultManifest } from '../federation/manifest';
import { startRemotes } from '../federation/remotes';
import { shellMessages } from '@shop/shared/messages';
import { ShellLayout } from '../layout/shell-layout';

/** Serves the manifest to the shell and registers the storefront remotes (once per test file). */
export function startTestRemotes(manifest: RemoteManifest = defaultManifest): Promise<RemoteManifest> {
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => manifest }) as Response);
  return startRemotes(['catalog', 'account', 'cart', 'cms']);
}

/** Shows the current location, so a test can see where a click led. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export function renderWithShell(children: ReactNode, path = '/') {
  window.scrollTo = jest.fn();
  return render(
    <ShopProviders messages={shellMessages}>
      <MemoryRouter initialEntries={[path]}>
        {children}
        <LocationProbe />
      </MemoryRouter>
    </ShopProviders>,
  );
}

/** The whole storefront layout at `path`. */
export function renderShell(path = '/') {
  return renderWithShell(<ShellLayout />, path);
}
