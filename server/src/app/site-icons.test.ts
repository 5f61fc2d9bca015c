import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Db } from '../core/db/client';
import { testConfig } from '../../test/support/test-shop';

// These routes never touch the database.
const noDatabase = {} as Db;

describe("the shop's icons and web app manifest", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ db: noDatabase, config: testConfig({ shellDist: '/nonexistent' }), logger: false, readCache: false });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['/icons/apple-touch-icon.png', 180],
    ['/icons/icon-192.png', 192],
    ['/icons/icon-512.png', 512],
  ])('%s is a %i pixel PNG, cached and revalidated', async (url, size) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const png = response.rawPayload;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('the favicon is an icon file holding a 32 pixel PNG, and the SVG icon is drawn in the shop colours', async () => {
    const ico = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    expect([ico.rawPayload.readUInt16LE(2), ico.rawPayload.readUInt16LE(4), ico.rawPayload[6]]).toEqual([1, 1, 32]);
    expect(ico.rawPayload.subarray(23, 26).toString('latin1')).toBe('PNG');
    const svg = await app.inject({ method: 'GET', url: '/icons/icon.svg' });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.body).toContain('fill="#7a4a32"');
  });

  it('the manifest names the shop, its colours and icons that are there', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json<{ name: string; theme_color: string; background_color: string; icons: { src: string }[] }>();
    expect(manifest).toMatchObject({
      name: 'Atelier Lanterna',
      start_url: '/',
      display: 'standalone',
      theme_color: '#f7f4ef',
      background_color: '#f7f4ef',
    });
    for (const icon of manifest.icons)
      expect({ icon: icon.src, status: (await app.inject({ method: 'GET', url: icon.src })).statusCode }).toEqual({
        icon: icon.src,
        status: 200,
      });
  });
});
