import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { languageAtom } from '../state/preference-atoms';
import { shopStore } from '../state/store';
import { mergeCatalogues, type Catalogue } from './catalogue';
import { commonMessages } from './common-messages';
import { localeOf } from '../contracts/common';

export interface ShopIntlProviderProps {
  /** The app's own catalogue, merged over the shared UI kit's. */
  messages?: Catalogue;
  children: ReactNode;
}

/** react-intl for the current interface language (the language atom): ita -> it, eng -> en. */
export function ShopIntlProvider({ messages, children }: ShopIntlProviderProps) {
  const language = useAtomValue(languageAtom, { store: shopStore });
  const merged = useMemo(() => (messages ? mergeCatalogues(commonMessages, messages) : commonMessages), [messages]);
  return (
    <IntlProvider locale={localeOf(language)} defaultLocale="it" messages={merged[language]}>
      {children}
    </IntlProvider>
  );
}
