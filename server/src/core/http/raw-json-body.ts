import type { FastifyInstance, FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * JSON bodies in `scope` are parsed exactly as everywhere else (same parser, same errors), and
 * the text as received is kept for `rawJsonBody`, so a route can recognise a request it has
 * answered before without parsing and validating it again.
 */
export function keepRawJsonBodies(scope: FastifyInstance): void {
  const parse = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    rawBodies.set(request, text);
    parse(request, text, done);
  });
}

/** The JSON body of `request` as received, when its scope keeps it. */
export const rawJsonBody = (request: FastifyRequest): string | undefined => rawBodies.get(request);
