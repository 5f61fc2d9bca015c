import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { OverlayHosts } from '../hosts/overlay-hosts';
import { DocumentMeta } from '../routing/document-meta';
import { NavigationEvents } from '../routing/navigation-events';
import { StorefrontRoutes } from '../routing/storefront-routes';
import { useNavigationReset } from '../routing/use-navigation-reset';
import { FooterFrame } from './footer-frame';
import { GreetingBar } from './greeting-bar';
import { Header } from './header';
import styles from './shell-layout.module.css';

// The side menu's code comes when it is first opened: it is not part of a page's first load.
const SideMenu = lazy(() => import('../menu/side-menu').then((module) => ({ default: module.SideMenu })));

/** The storefront page: header, greeting, side menu, the route's remote area, footer and overlays. */
export function ShellLayout() {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  useNavigationReset(() => setMenuOpen(false));

  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        {intl.formatMessage({ id: 'shell.skipLink' })}
      </a>
      <NavigationEvents />
      <DocumentMeta />
      <Header menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      <GreetingBar />
      {menuOpen && (
        <Suspense fallback={null}>
          <SideMenu onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        <StorefrontRoutes />
      </main>
      <FooterFrame />
      <OverlayHosts />
    </div>
  );
}
