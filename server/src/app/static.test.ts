import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Db } from '../core/db/client';
import { testConfig } from '../../test/support/test-shop';
import { remoteForPath } from '../catalogue/pages/page-head';

// These routes never touch the database.
const noDatabase = {} as Db;

describe('the front-end build as served', () => {
  let app: FastifyInstance;
  let root: string;
  const entryCode = `var catalog = ${JSON.stringify('c'.repeat(3000))};`;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'shop-static-'));
    const shell = path.join(root, 'shell');
    mkdirSync(path.join(shell, 'static'), { recursive: true });
    writeFileSync(
      path.join(shell, 'index.html'),
      '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(shell, 'preload.json'), JSON.stringify({ main: ['static/11.0a1b2c3d4e.js', 'static/8.5c3b9633d0.css'] }));
    const code = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    writeFileSync(path.join(shell, 'static/main.3f9a1c7e5d.js'), code);
    writeFileSync(path.join(shell, 'static/inter-latin-400-normal.eca1e21531.woff2'), 'font');
    writeFileSync(path.join(shell, 'static/inter-latin-600-normal.69a8d1d484.woff2'), 'font');
    writeFileSync(path.join(shell, 'static/main.3f9a1c7e5d.js.br'), brotliCompressSync(code));
    for (const name of ['catalog', 'cart']) {
      const dist = path.join(root, name);
      mkdirSync(dist);
      writeFileSync(path.join(dist, 'remoteEntry.js'), entryCode);
      writeFileSync(path.join(dist, 'remoteEntry.js.br'), brotliCompressSync(entryCode));
      const exposes = [
        {
          path: './routes',
          assets: {
            js: { sync: [`static/__federation_expose_routes.${name}00aa11.js`], async: ['static/9.ffffffffff.js'] },
            css: { sync: [] },
          },
        },
      ];
      writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ exposes }));
    }
    const config = testConfig({ shellDist: shell, remoteDist: (name) => path.join(root, name) });
    app = await buildApp({ db: noDatabase, config, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the precompressed copy of a hashed file, cached for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/static/main.3f9a1c7e5d.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has every file revalidated while a development server is in use (DEV_ORIGIN, never in production)', async () => {
    const shell = path.join(root, 'shell');
    const base = testConfig({ shellDist: shell, remoteDist: (name) => path.join(root, name), devOrigin: 'http://127.0.0.1:3101' });
    for (const [production, expected] of [
      [false, 'no-cache'],
      [true, 'public, max-age=31536000, immutable'],
    ] as const) {
      const served = await buildApp({ db: noDatabase, config: { ...base, production }, logger: false });
      const response = await served.inject({ method: 'GET', url: '/static/main.3f9a1c7e5d.js' });
      expect(response.headers['cache-control']).toBe(expected);
      await served.close();
    }
  });

  it('keeps a compressed remote entry revalidated, with an ETag', async () => {
    const response = await app.inject({ method: 'GET', url: '/mf/catalog/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
  });

  it('puts the manifest and the preloads of the route in a storefront page', async () => {
    const response = await app.inject({ method: 'GET', url: '/items/detail/42' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const block = /<script type="application\/json" id="shop-remotes">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? 'null')).toMatchObject({
      remotes: expect.arrayContaining([{ name: 'catalog', entry: '/mf/catalog/remoteEntry.js' }]),
    });
    // No executable inline script: the only inline script element is the JSON data block.
    expect(html.match(/<script(?![^>]*type="application\/json")[^>]*>[^<]/g)).toBeNull();
    // The code is fetched once the page is painted: listed for the page's loader, not asked for in the head.
    const later = /<script type="application\/json" id="shop-after-paint">(.*?)<\/script>/.exec(html);
    const afterPaint = JSON.parse(later?.[1] ?? 'null') as { preload: string[]; prefetch: string[] };
    expect(afterPaint.preload).toEqual(
      expect.arrayContaining([
        '/static/11.0a1b2c3d4e.js',
        '/static/8.5c3b9633d0.css',
        '/mf/catalog/remoteEntry.js',
        '/mf/catalog/static/__federation_expose_routes.catalog00aa11.js',
      ]),
    );
    expect(afterPaint.prefetch).toContain('/mf/cart/remoteEntry.js');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toContain('rel="prefetch"');
    expect(html).not.toContain('static/9.ffffffffff.js');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/static/inter-latin-400-normal.eca1e21531.woff2">',
    );
    expect(html).not.toContain('inter-latin-600-normal');
    expect(html.indexOf('shop-remotes')).toBeLessThan(html.indexOf('</head>'));
  });

  it("preloads a content page's bold face too: its first screen has bold words and table heads", async () => {
    for (const url of ['/spedizioni-e-resi', '/wa/default?id=3', '/contact']) {
      const html = (await app.inject({ method: 'GET', url })).body;
      expect(html).toContain(
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/static/inter-latin-600-normal.69a8d1d484.woff2">',
      );
    }
    expect((await app.inject({ method: 'GET', url: '/' })).body).not.toContain('inter-latin-600-normal');
  });

  it('answers a page with an ETag and 304 when it has not changed', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('remoteForPath', () => {
  it.each([
    ['/', 'cms'],
    ['/eng', 'cms'],
    ['/contact/', 'cms'],
    ['/wa/viewSection', 'cms'],
    ['/Apps/WebObjects/Shop.woa/wa/CartAction/ok', 'cart'],
    ['/items', 'catalog'],
    ['/items/detail/42', 'catalog'],
    ['/account/orders', 'account'],
    ['/cart', 'cart'],
    ['/nowhere', null],
  ])('%s is answered by %s', (pathname, remote) => {
    expect(remoteForPath(pathname)).toBe(remote);
  });
});
