import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { iconIco, iconPng, iconSvg, SHOP_COLOURS, SHOP_NAME, siteTexts } from '../catalogue';

/** Icons and the manifest change only with a new release: a day in caches, then revalidated by ETag. */
const CACHE = 'public, max-age=86400';

interface Asset {
  type: string;
  body: Buffer;
  etag: string;
}

const asset = (type: string, body: Buffer | string): Asset => {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return { type, body: bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
};

/** The web app manifest: the shop's name, colours and icons, for a shopper who adds it to a home screen. */
export function webManifest() {
  return {
    name: SHOP_NAME,
    short_name: SHOP_NAME,
    description: siteTexts.ita.description,
    lang: 'it',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: SHOP_COLOURS.background,
    theme_color: SHOP_COLOURS.background,
    icons: [
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ],
  };
}

/** Drawn when first asked for, then kept (the same for every process: the ETag is the content's). */
const once = (make: () => Asset) => {
  let made: Asset | null = null;
  return () => (made ??= make());
};

/** The favicon, the home-screen icons and the web app manifest, kept in memory. */
export function registerSiteIcons(app: FastifyInstance): void {
  const assets: Record<string, () => Asset> = {
    '/favicon.ico': once(() => asset('image/x-icon', iconIco(32))),
    '/icons/icon.svg': once(() => asset('image/svg+xml', iconSvg())),
    '/icons/apple-touch-icon.png': once(() => asset('image/png', iconPng(180))),
    '/icons/icon-192.png': once(() => asset('image/png', iconPng(192))),
    '/icons/icon-512.png': once(() => asset('image/png', iconPng(512))),
    '/manifest.webmanifest': once(() => asset('application/manifest+json; charset=utf-8', JSON.stringify(webManifest()))),
  };
  for (const [url, made] of Object.entries(assets)) {
    app.get(url, (request, reply) => {
      const { type, body, etag } = made();
      reply.type(type).header('cache-control', CACHE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(body);
    });
  }
}
