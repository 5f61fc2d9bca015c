import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app/app';
import type { Db } from '../db/client';
import { testConfig } from '../../../test/support/test-shop';
import { NAMED_UNKNOWN_KEYS } from './errors';

const noDatabase = {} as Db;
const missing = path.join(tmpdir(), 'no-such-build');
// Its body is an empty object: every field sent is an unknown one, refused before any database work.
const logout = '/Apps/WebObjects/Shop.woa/wa/AccountAction/logout';

describe('a refusal naming unknown fields', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ db: noDatabase, config: testConfig({ shellDist: missing, remoteDist: () => missing }), logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  const send = (body: object, language = 'ita') =>
    app.inject({ method: 'POST', url: logout, payload: body, headers: { 'x-language-code': language } });

  it('names the first few of 60,000 unknown fields and counts the rest, in a reply of a few hundred bytes', async () => {
    const body = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`campo${i}`, 1]));
    const reply = await send(body);
    expect(reply.statusCode).toBe(400);
    expect(reply.body.length).toBeLessThan(1_000);
    const named = Array.from({ length: NAMED_UNKNOWN_KEYS }, (_, i) => `campo${i}`).join(', ');
    expect(reply.json()).toMatchObject({
      error: true,
      message: `Campo non ammesso: ${named} e altri ${60_000 - NAMED_UNKNOWN_KEYS}`,
    });
    expect((await send(body, 'eng')).json()).toMatchObject({
      message: `Field not allowed: ${named} and ${60_000 - NAMED_UNKNOWN_KEYS} more`,
    });
  });

  it('names a few unknown fields in full, and cuts a long name short', async () => {
    expect((await send({ uno: 1, due: 2 })).json()).toMatchObject({ message: 'Campo non ammesso: uno, due' });
    const long = 'x'.repeat(100_000);
    const reply = await send({ [long]: 1 });
    expect(reply.body.length).toBeLessThan(1_000);
    expect(reply.json()).toMatchObject({ message: `Campo non ammesso: ${'x'.repeat(40)}…` });
  });
});
