import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isMessageKey } from '../contracts/messages';

/** A contract's message key in the interface language; any other text (a server's) as it is. */
export function useMessageText(): (keyOrText: string) => string {
  const intl = useIntl();
  return useCallback((keyOrText: string) => (isMessageKey(keyOrText) ? intl.formatMessage({ id: `msg.${keyOrText}` }) : keyOrText), [intl]);
}
