import { DEFAULT_LANGUAGE, messageText, type LanguageCode } from '@shop/shared/contracts';
import type { z } from 'zod';
import { localised, says, serverText, type LocalText } from './messages';

/**
 * An error whose text is safe to show to the caller. The text waits for the caller's language:
 * the error handler renders it in the language of the request. `message` (logs) is the Italian.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: LocalText,
  ) {
    super(text(DEFAULT_LANGUAGE));
    this.name = 'HttpError';
  }
}

export const badRequest = (text: LocalText) => new HttpError(400, text);
export const unauthorized = (text: LocalText = says('loginRequired')) => new HttpError(401, text);
export const notFound = (text: LocalText = says('notFound')) => new HttpError(404, text);

/** Field names a reply repeats are the caller's own text: each is cut short, so a reply stays small. */
const NAME_CHARS = 40;
/** Unknown fields named in a reply; the rest are only counted (a body may carry tens of thousands). */
export const NAMED_UNKNOWN_KEYS = 5;

const shortName = (part: PropertyKey) => {
  const name = String(part);
  return name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS)}…` : name;
};

const where = (path: readonly PropertyKey[], prefix: string) =>
  [prefix, ...path.map(shortName)].filter(Boolean).join('.') || 'corpo della richiesta';

/** The first few unknown fields by name, then how many more there are. */
function unknownFields(keys: readonly string[], path: readonly PropertyKey[], prefix: string, language: LanguageCode): string {
  const named = keys.slice(0, NAMED_UNKNOWN_KEYS).map((key) => where([...path, key], prefix));
  const more = keys.length - named.length;
  const fields = more > 0 ? serverText(language, 'andMore', { list: named.join(', '), count: more }) : named.join(', ');
  return serverText(language, 'fieldsNotAllowed', { fields });
}

/** One readable sentence per problem, naming the field, in the request's language; the contracts' message keys become their texts. */
export function describeIssues(error: z.ZodError, prefix = '', language: LanguageCode = DEFAULT_LANGUAGE): string {
  const english = language === 'eng';
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      if (issue.code === 'unrecognized_keys') return unknownFields(issue.keys, issue.path, prefix, language);
      if (issue.code === 'invalid_type') {
        const missing = (issue as { input?: unknown }).input === undefined;
        if (english)
          return `Invalid value for ${where(issue.path, prefix)} (${missing ? 'missing' : 'wrong type'}, expected ${issue.expected})`;
        return `Valore non valido per ${where(issue.path, prefix)} (${missing ? 'mancante' : 'tipo errato'}, atteso ${issue.expected})`;
      }
      return `${english ? 'Invalid value for' : 'Valore non valido per'} ${where(issue.path, prefix)}: ${messageText(issue.message, language)}`;
    })
    .join('; ');
}

/** The path of the first string holding a NUL character, which no text column can store (iterative: bodies may nest deeply). */
function nulAt(value: unknown): PropertyKey[] | null {
  interface Step {
    key: PropertyKey;
    parent: Step | null;
  }
  const pending: [unknown, Step | null][] = [[value, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [inner, step] = next;
    if (typeof inner === 'string' && inner.includes('\u0000')) {
      const path: PropertyKey[] = [];
      for (let at = step; at; at = at.parent) path.unshift(at.key);
      return path;
    }
    if (inner && typeof inner === 'object') {
      for (const [key, child] of Object.entries(inner)) pending.push([child, { key, parent: step }]);
    }
  }
  return null;
}

/** Parses with a zod schema or throws a 400 that says which field is wrong. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.output<S> {
  const nul = nulAt(value);
  if (nul) {
    const field = [prefix, ...nul.map(String)].filter(Boolean).join('.');
    throw badRequest(says('nulCharacter', { field: field || localised('requestBody') }));
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = result.error;
    throw badRequest((language) => describeIssues(issues, prefix, language));
  }
  return result.data;
}
