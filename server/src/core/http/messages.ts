import type { LanguageCode } from '@shop/shared/contracts';
import { formatText, replyTexts } from '@shop/shared/messages';
import { formatCents } from '@shop/shared/money';
import type { TextNames } from '../lib/catalogue-text';

/**
 * Every text the server's replies show, in both languages: the message catalogue's server section
 * (`@shop/shared/messages`). `{name}` marks a value filled in when the text is shown.
 */
const SERVER_MESSAGES = replyTexts;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES.ita;

/** A value that reads differently by language, such as an order status. */
export type Localised = Readonly<Record<'ita' | 'eng', string>>;
export type ParamValue = string | number | Localised;

/** The values a message needs, taken from the `{name}` marks of its Italian text. */
export type ParamsOf<K extends ServerMessageKey> = TextNames<(typeof SERVER_MESSAGES.ita)[K]>;
/** No argument for a text without values, one record naming each value otherwise. */
export type ParamsArg<K extends ServerMessageKey> = [ParamsOf<K>] extends [never] ? [] : [Record<ParamsOf<K>, ParamValue>];

/** A text not yet put into a language: rendered once the reader's language is known. */
export type LocalText = (language: LanguageCode) => string;

const side = (language: LanguageCode): 'ita' | 'eng' => (language === 'eng' ? 'eng' : 'ita');

/** The message `key` in `language`, with its values filled in. */
export function serverText<K extends ServerMessageKey>(language: LanguageCode, key: K, ...params: ParamsArg<K>): string {
  const values = (params[0] ?? {}) as Record<string, ParamValue>;
  const filled = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? value[side(language)] : value]),
  );
  return formatText(language, SERVER_MESSAGES[side(language)][key], filled);
}

/** The message `key` with its values, to be shown in the language of whoever reads it. */
export const says =
  <K extends ServerMessageKey>(key: K, ...params: ParamsArg<K>): LocalText =>
  (language) =>
    serverText(language, key, ...params);

/** An amount in cents as a value of a message, written as each language writes money. */
export const moneyValue = (cents: number): Localised => ({ ita: formatCents(cents, 'ita'), eng: formatCents(cents, 'eng') });

/** A message without values in both languages, as a value of another message. */
export const localised = (key: ServerMessageKey): Localised => ({
  ita: SERVER_MESSAGES.ita[key],
  eng: SERVER_MESSAGES.eng[key],
});
