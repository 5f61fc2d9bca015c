import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl, type IntlShape } from 'react-intl';
import type { Catalogue } from './catalogue';
import { languageOfLocale } from './language';

/** The parent's messages as plain texts (this shop never ships precompiled messages). */
function textMessages(messages: IntlShape['messages']): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [id, message] of Object.entries(messages)) if (typeof message === 'string') texts[id] = message;
  return texts;
}

export interface RemoteIntlProps {
  messages: Catalogue;
  children: ReactNode;
}

/**
 * Gives a remote its own catalogue: the remote's messages in the parent's language, merged over the
 * parent's messages (so the UI kit texts stay available). Language changes flow from the parent.
 */
export function RemoteIntl({ messages, children }: RemoteIntlProps) {
  const parent = useIntl();
  const language = languageOfLocale(parent.locale);
  const merged = useMemo(() => ({ ...textMessages(parent.messages), ...messages[language] }), [parent.messages, messages, language]);
  return (
    <IntlProvider locale={parent.locale} defaultLocale={parent.defaultLocale} messages={merged}>
      {children}
    </IntlProvider>
  );
}
