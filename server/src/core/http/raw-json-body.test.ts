import Fastify, { type FastifyInstance } from 'fastify';
import { jsonBody, keepRawJsonBodies, rawJsonBody } from './raw-json-body';

describe('JSON bodies kept as received', () => {
  let app: FastifyInstance;
  const seen: { parsedFirst: unknown; raw: string | undefined; later: unknown }[] = [];

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(async (scope) => {
      // Bodies naming "known" are answered from their text, as a cache would.
      keepRawJsonBodies(scope, (_request, text) => text.includes('"known"'));
      scope.post('/echo', async (request) => {
        const entry = { parsedFirst: request.body, raw: rawJsonBody(request), later: await jsonBody(request) };
        seen.push(entry);
        return entry.later;
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('parses an unknown body as usual and keeps its text', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'new' } });
    expect(response.json()).toEqual({ name: 'new' });
    expect(seen.at(-1)).toEqual({ parsedFirst: { name: 'new' }, raw: '{"name":"new"}', later: { name: 'new' } });
  });

  it('leaves a known body unparsed, and parses it when the route asks after all', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'known' } });
    expect(response.json()).toEqual({ name: 'known' });
    expect(seen.at(-1)).toEqual({ parsedFirst: null, raw: '{"name":"known"}', later: { name: 'known' } });
  });

  it('refuses a malformed known body as the parser refuses any, and a poisoned one alike', async () => {
    const postText = (payload: string) =>
      app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });
    const malformed = await postText('{"name":"known",');
    expect(malformed.statusCode).toBe(400);
    const poisoned = await postText('{"name":"known","__proto__":{"x":1}}');
    expect(poisoned.statusCode).toBe(400);
  });
});
