import { ErrorBoundary, ShopProviders } from '@shop/shared';
import { BrowserRouter } from 'react-router-dom';
import { shellMessages } from '@shop/shared/messages';
import { ShellLayout } from './layout/shell-layout';

/** The storefront: the shop's providers, the router and the layout, under an app-wide error boundary. */
export function App() {
  return (
    <ShopProviders messages={shellMessages}>
      <ErrorBoundary>
        <BrowserRouter>
          <ShellLayout />
        </BrowserRouter>
      </ErrorBoundary>
    </ShopProviders>
  );
}
