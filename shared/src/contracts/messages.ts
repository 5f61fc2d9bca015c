import { contracts as MESSAGES } from '../messages/ita/contracts';
import { contracts as MESSAGES_EN } from '../messages/eng/contracts';

/** The contracts' message keys; their texts are the message catalogue's `msg.` section. */
export { MESSAGES, MESSAGES_EN };
export type MessageKey = keyof typeof MESSAGES;

/** Each message key as its own value: what the contracts put in their zod issues. */
export const MESSAGE_KEY = Object.fromEntries(Object.keys(MESSAGES).map((key) => [key, key])) as { readonly [Key in MessageKey]: Key };

export const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(MESSAGES, value);

/** The text of a message key in a language; anything that is not a key (a server's own text) as it is. */
export function messageText(keyOrText: string, language: 'ita' | 'eng' = 'ita'): string {
  if (!isMessageKey(keyOrText)) return keyOrText;
  return language === 'eng' ? MESSAGES_EN[keyOrText] : MESSAGES[keyOrText];
}
