import { messageText } from '@shop/shared/contracts';
import type { z } from 'zod';

/** An error whose message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Devi effettuare il login per accedere a questa pagina') => new HttpError(401, message);
export const notFound = (message = 'Risorsa non trovata') => new HttpError(404, message);

const where = (path: readonly PropertyKey[], prefix: string) =>
  [prefix, ...path.map(String)].filter(Boolean).join('.') || 'corpo della richiesta';

/** One readable sentence per problem, naming the field; the contracts' message keys become their texts. */
export function describeIssues(error: z.ZodError, prefix = '', language: 'ita' | 'eng' = 'ita'): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      if (issue.code === 'unrecognized_keys') {
        return `Campo non ammesso: ${issue.keys.map((key) => where([...issue.path, key], prefix)).join(', ')}`;
      }
      if (issue.code === 'invalid_type') {
        const received = (issue as { input?: unknown }).input === undefined ? 'mancante' : 'tipo errato';
        return `Valore non valido per ${where(issue.path, prefix)} (${received}, atteso ${issue.expected})`;
      }
      return `Valore non valido per ${where(issue.path, prefix)}: ${messageText(issue.message, language)}`;
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
  if (nul) throw badRequest(`Valore non valido per ${where(nul, prefix)}: contiene un carattere non ammesso (NUL)`);
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeIssues(result.error, prefix));
  return result.data;
}
