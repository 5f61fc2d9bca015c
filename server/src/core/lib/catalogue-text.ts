import type { LanguageCode } from '@shop/shared/contracts';
import { formatText } from '@shop/shared/messages';

/** The values a text's `{name}` marks ask for. */
export type TextNames<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | TextNames<Rest> : never;
/** No argument for a text without values, one record naming each value otherwise. */
export type TextValuesArg<Text extends string> = [TextNames<Text>] extends [never] ? [] : [Record<TextNames<Text>, string | number>];

type Section = { readonly ita: Readonly<Record<string, string>>; readonly eng: Readonly<Record<string, string>> };

/**
 * One section of the message catalogue (`mailTexts`, `invoiceTexts`, ...) in `language`: the text
 * `key` with its values filled in by the catalogue's ICU rules (`formatText`). Which values a text
 * needs is read from the `{name}` marks of its Italian original, so a value left out, or one the text
 * does not know, does not compile.
 */
export function sectionIn<S extends Section>(section: S, language: LanguageCode) {
  const texts: Readonly<Record<string, string>> = section[language === 'eng' ? 'eng' : 'ita'];
  return <K extends keyof S['ita'] & string>(key: K, ...values: TextValuesArg<Extract<S['ita'][K], string>>): string =>
    formatText(language, texts[key] ?? key, values[0]);
}
