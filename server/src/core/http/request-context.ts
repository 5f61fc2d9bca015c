import { HEADERS, languageCodeSchema, DEFAULT_LANGUAGE, type LanguageCode } from '@shop/shared/contracts';
import type { FastifyRequest } from 'fastify';

/** Interface language from the request header, else Italian. */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  const header = request.headers[HEADERS.language];
  // Most requests have none; a failed parse builds an error object, which is not free.
  if (header === undefined) return DEFAULT_LANGUAGE;
  const parsed = languageCodeSchema.safeParse(header);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

/** Session token from a bearer authorization or the stored-session header. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const authorization = request.headers[HEADERS.authorization];
  if (typeof authorization === 'string' && authorization.startsWith('Bearer ')) return authorization.slice(7).trim();
  const stored = request.headers[HEADERS.storedSession];
  return typeof stored === 'string' && stored ? stored : undefined;
}
