import { ErrorBoundary, ShopProviders } from '@shop/shared';
import { useIntl } from 'react-intl';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RemoteArea } from '../federation/remote-area';
import { OverlayHosts } from '../hosts/overlay-hosts';
import { shellMessages } from '@shop/shared/messages';
import { DocumentMeta } from '../routing/document-meta';
import { NavigationEvents } from '../routing/navigation-events';

/** The back-office mount: only the back-office remote, under /backoffice, with the shell's overlays. */
export function BackofficeApp() {
  return (
    <ShopProviders messages={shellMessages}>
      <ErrorBoundary>
        <BrowserRouter basename="/backoffice">
          <BackofficeFrame />
        </BrowserRouter>
      </ErrorBoundary>
    </ShopProviders>
  );
}

function BackofficeFrame() {
  const intl = useIntl();
  return (
    <>
      <NavigationEvents />
      <DocumentMeta brandId="shell.backoffice.title" />
      <main id="main" aria-label={intl.formatMessage({ id: 'shell.backoffice.title' })}>
        <Routes>
          <Route path="/*" element={<RemoteArea remote="backoffice" />} />
        </Routes>
      </main>
      <OverlayHosts />
    </>
  );
}
