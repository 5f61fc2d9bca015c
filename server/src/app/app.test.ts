import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteManifest } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Db } from '../core/db/client';
import { testConfig } from '../../test/support/test-shop';

// These routes never touch the database.
const noDatabase = {} as Db;

describe('the server without a front-end build', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const missing = path.join(tmpdir(), 'no-such-build');
    app = await buildApp({ db: noDatabase, config: testConfig({ shellDist: missing, remoteDist: () => missing }), logger: false });
    app.get('/wa/boom', async () => {
      throw new Error('secret stack detail at /srv/app');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves the remote manifest from the configuration, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/mf/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json<RemoteManifest>();
    expect(manifest.apiBase).toBe('/Apps/WebObjects/Shop.woa/wa');
    expect(manifest.remotes).toContainEqual({ name: 'catalog', entry: '/mf/catalog/remoteEntry.js' });
    expect(manifest.remotes.map((r) => r.name).sort()).toEqual(['account', 'backoffice', 'cart', 'catalog', 'cms']);
  });

  it('answers 503 for pages while the build is missing', async () => {
    const response = await app.inject({ method: 'GET', url: '/items/detail/3' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('Build mancante');
  });

  it('hides 5xx internals and tags every reply with its request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/wa/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ error: boolean; message: string; requestId: string }>();
    expect(body).toMatchObject({ error: true, message: 'Errore interno del server', statusCode: 500 });
    expect(response.body).not.toContain('secret');
    expect(body.requestId).toBe(response.headers['x-request-id']);
  });

  it('answers 404 in JSON for unknown API paths and rejects non-JSON bodies', async () => {
    const missing = await app.inject({ method: 'GET', url: '/wa/API/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: true, message: 'Risorsa non trovata' });
    const text = await app.inject({ method: 'POST', url: '/wa/API/read', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(400);
    expect(text.json<{ message: string }>().message).toContain('corpo della richiesta');
    const xml = await app.inject({ method: 'POST', url: '/wa/API/read', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ error: true, statusCode: 415, message: 'Tipo di contenuto non supportato: usa application/json' });
  });
});

describe('the server with a front-end build', () => {
  let app: FastifyInstance;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'shop-build-'));
    const shell = path.join(root, 'shell');
    mkdirSync(shell);
    writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
    writeFileSync(path.join(shell, 'backoffice.html'), '<!doctype html><title>Back-office</title>');
    writeFileSync(path.join(shell, 'main.3f9a1c7e.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    const catalog = path.join(root, 'catalog');
    mkdirSync(catalog);
    writeFileSync(path.join(catalog, 'remoteEntry.js'), 'var catalog = {};');
    const config = testConfig({ shellDist: shell, remoteDist: (name) => path.join(root, name) });
    app = await buildApp({ db: noDatabase, config, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/', '/items/detail/42', '/account/password-restore/demo@shop.test', '/eng'])('serves the shell for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it.each(['/Apps/WebObjects/Shop.woa/wa/CartAction/ok?outcome=OK', '/wa/CartAction/ko', '/wa/default?id=1'])(
    'serves the shell for the legacy page %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves the back-office mount', async () => {
    for (const url of ['/backoffice', '/backoffice/articolo/7']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Back-office');
    }
  });

  it('caches hashed files for a year and compresses them', async () => {
    const response = await app.inject({ method: 'GET', url: '/main.3f9a1c7e.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('serves remotes under /mf/<name>/ with a revalidated entry', async () => {
    const response = await app.inject({ method: 'GET', url: '/mf/catalog/remoteEntry.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/mf/cart/remoteEntry.js' })).statusCode).toBe(404);
  });

  it('answers 404 for a missing asset instead of the shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/main.00000000.js' });
    expect(response.statusCode).toBe(404);
  });
});
