import { z } from 'zod';
import { isEuroAmount } from '../money/money';
import { MESSAGE_KEY, type MessageKey } from './messages';

/** Interface and content languages (SPEC: ita default, eng selectable). */
export const languageCodes = ['ita', 'eng'] as const;
export const languageCodeSchema = z.enum(languageCodes);
export type LanguageCode = z.infer<typeof languageCodeSchema>;
export const DEFAULT_LANGUAGE: LanguageCode = 'ita';

export type Locale = 'it' | 'en';

/** The locale of an interface language (for react-intl and the page's lang): ita -> it, eng -> en. */
export function localeOf(language: LanguageCode): Locale {
  return language === 'eng' ? 'en' : 'it';
}
export const DEFAULT_COUNTRY = 'IT';
/** State code stored for addresses outside Italy. */
export const FOREIGN_STATE = 'EE';
export const PRIVATE_RECIPIENT_CODE = '0000000';

/** The largest record id: the database's integer. */
export const MAX_ID = 2_147_483_647;

/** Record id: a positive integer up to MAX_ID, also accepted as a numeric string (route parameters). */
export const idSchema = z.union([
  z.number().int().positive().max(MAX_ID, MESSAGE_KEY.idInvalid),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, MESSAGE_KEY.idInvalid)
    .transform(Number)
    .refine((id) => id <= MAX_ID, MESSAGE_KEY.idInvalid),
]);

const SITE = 'https://shop.invalid';

/**
 * A path inside the shop ('/items/novita'), read the way a browser reads a link: one leading slash,
 * no control character or space (browsers drop tabs and line breaks, so '/\t/host' would become
 * '//host'), no backslash, and resolving to the shop's own origin.
 */
export function isSitePath(value: string): boolean {
  const unsafe = [...value].some((char) => char <= ' ' || char === '\u007f' || char === '\\');
  if (!value.startsWith('/') || unsafe) return false;
  try {
    return new URL(value, SITE).origin === SITE;
  } catch {
    return false;
  }
}

/** Catalogue codes such as codArticolo or codFamigliaArticolo. */
export const codeSchema = z.string().trim().min(1).max(32);

/** ISO 3166 alpha-2 country code, upper case. */
export const countryCodeSchema = z
  .string({ error: MESSAGE_KEY.countryRequired })
  .trim()
  .toUpperCase()
  .min(2, MESSAGE_KEY.countryRequired)
  .max(2, MESSAGE_KEY.countryRequired);

export const emailSchema = z
  .string({ error: MESSAGE_KEY.emailRequired })
  .trim()
  .min(1, MESSAGE_KEY.emailRequired)
  .min(5, MESSAGE_KEY.emailMin)
  .max(254, MESSAGE_KEY.emailInvalid)
  .pipe(z.email(MESSAGE_KEY.emailInvalid));

/** SPEC section 5: at least 8 characters with upper case, lower case, a digit and a special character. */
export const passwordSchema = z
  .string({ error: MESSAGE_KEY.passwordRequired })
  .min(1, MESSAGE_KEY.passwordRequired)
  .min(8, MESSAGE_KEY.passwordMin)
  .max(128)
  .refine(
    (value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value),
    MESSAGE_KEY.passwordStrength,
  );

/** Optional free text: absent, null and blank all mean "not given". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : undefined));

/** The limits the invoice's schema sets (Nome, Cognome, Indirizzo, Comune 60; Denominazione 80) have their own texts. */
const tooLongKey = (max: number): MessageKey =>
  max === 60 ? MESSAGE_KEY.maxSixty : max === 80 ? MESSAGE_KEY.maxEighty : MESSAGE_KEY.tooLong;

/** Optional free text for forms and records: trimmed, at most `max` characters, '' when absent. */
export const textOrEmpty = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongKey(max))
    .nullish()
    .transform((value) => value ?? '');

/**
 * Control characters (C0, DEL and C1) and lone surrogate halves: nothing a person types into a
 * field. They would reach the invoice as blanks (an empty Denominazione) or break its XML.
 */
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/u;

export const isPrintable = (value: string): boolean => !UNPRINTABLE.test(value);

/**
 * Why one line a person typed cannot be kept as it is: a control character, or more than `max`
 * characters. The one text rule of a buyer's data: the guest form's fields check it through
 * lineText, registration and account edit through checkLines.
 */
export function lineTextError(value: string, max: number): MessageKey | undefined {
  if (!isPrintable(value)) return MESSAGE_KEY.unprintable;
  return value.trim().length > max ? tooLongKey(max) : undefined;
}

/** One line of a buyer's data (a name, an address, a code): trimmed, printable, at most `max` characters, '' when absent. */
export const lineText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .superRefine((value, ctx) => {
      const error = lineTextError(value, max);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    });

/**
 * A decimal euro amount as SPEC's fields carry it: at most two decimals (a whole number of cents),
 * from 0 to `max`. Code that computes with it reads it with `toCents`.
 */
export const euroAmountSchema = (max: number) => z.number().finite().min(0).max(max).refine(isEuroAmount, MESSAGE_KEY.amountCents);

export const isItaly = (country: string | undefined | null): boolean => (country ?? '').toUpperCase() === 'IT';
