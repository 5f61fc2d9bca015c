import type { FastifyInstance, FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<FastifyRequest, string>();

/** Parses a JSON text as the scope's parser does (same errors), as a promise. */
type JsonParse = (request: FastifyRequest, text: string) => Promise<unknown>;
const parsers = new WeakMap<FastifyRequest, JsonParse>();

/**
 * JSON bodies in `scope` are parsed exactly as everywhere else (same parser, same errors), and
 * the text as received is kept for `rawJsonBody`, so a route can recognise a request it has
 * answered before without parsing and validating it again. A body `answered` says the route
 * answers from its text alone is not parsed at all (its `request.body` is null): should the route
 * need it after all, `jsonBody` parses it then.
 */
export function keepRawJsonBodies(
  scope: FastifyInstance,
  answered: (request: FastifyRequest, text: string) => boolean = () => false,
): void {
  const parse = scope.getDefaultJsonParser('error', 'error');
  const parseLater: JsonParse = (request, text) =>
    new Promise((resolve, reject) => {
      parse(request, text, (error, value) => (error ? reject(error) : resolve(value)));
    });
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    rawBodies.set(request, text);
    if (answered(request, text)) {
      parsers.set(request, parseLater);
      done(null, null);
      return;
    }
    parse(request, text, done);
  });
}

/** The JSON body of `request` as received, when its scope keeps it. */
export const rawJsonBody = (request: FastifyRequest): string | undefined => rawBodies.get(request);

/** The request's parsed JSON body, parsed now when its scope left it unparsed (see keepRawJsonBodies). */
export async function jsonBody(request: FastifyRequest): Promise<unknown> {
  const later = parsers.get(request);
  const text = rawBodies.get(request);
  return later && text !== undefined ? later(request, text) : request.body;
}
