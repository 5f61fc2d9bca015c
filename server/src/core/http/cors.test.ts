import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app/app';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { CORS_ALLOWED_HEADERS } from './cors';

const noDatabase = {} as Db;
const missing = path.join(tmpdir(), 'no-such-build');

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env }, { shellDist: missing, remoteDist: () => missing });
  const app = await buildApp({ db: noDatabase, config, logger: false });
  await app.ready();
  return app;
}

describe('CORS with every remote on the shop itself (the default)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({});
  });
  afterAll(() => app.close());

  it('gives no other origin access, nor a preflight', async () => {
    const read = await app.inject({ method: 'GET', url: '/mf/remotes.json', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/wa/AccountAction/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('CORS with remotes on other origins', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({
      REMOTE_CART_URL: 'https://cart.example.com/mf/remoteEntry.js',
      REMOTE_CMS_URL: 'http://127.0.0.1:3104/remoteEntry.js',
    });
  });
  afterAll(() => app.close());

  it("lets a remote's origin read the manifest and call the API", async () => {
    const manifest = await app.inject({ method: 'GET', url: '/mf/remotes.json', headers: { origin: 'https://cart.example.com' } });
    expect(manifest.headers['access-control-allow-origin']).toBe('https://cart.example.com');
    expect(manifest.headers.vary).toContain('Origin');
    expect(manifest.headers['access-control-allow-credentials']).toBeUndefined();

    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/Apps/WebObjects/Shop.woa/wa/API/read',
      headers: {
        origin: 'http://127.0.0.1:3104',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3104');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, POST');
    expect(preflight.headers['access-control-allow-headers']).toBe(CORS_ALLOWED_HEADERS);
    expect(CORS_ALLOWED_HEADERS).not.toContain('x-admin');

    const read = await app.inject({
      method: 'POST',
      url: '/wa/API/nothing',
      headers: { origin: 'http://127.0.0.1:3104' },
      payload: {},
    });
    expect(read.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3104');
  });

  it('gives any other origin nothing: not a look-alike, not another port, not null', async () => {
    for (const origin of [
      'https://evil.example',
      'https://cart.example.com.evil.example',
      'http://127.0.0.1:3105',
      'null',
      'http://cart.example.com',
    ]) {
      const read = await app.inject({ method: 'GET', url: '/mf/remotes.json', headers: { origin } });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/wa/AccountAction/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBe(404);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
