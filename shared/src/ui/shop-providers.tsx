import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { Catalogue } from '../i18n/catalogue';
import { ShopIntlProvider } from '../i18n/shop-intl-provider';
import { shopStore } from '../state/store';

/** The shop's store and texts: what the shell, and a remote running standalone, put around everything. */
export function ShopProviders({ messages, children }: { messages?: Catalogue; children: ReactNode }) {
  return (
    <Provider store={shopStore}>
      <ShopIntlProvider messages={messages}>{children}</ShopIntlProvider>
    </Provider>
  );
}
