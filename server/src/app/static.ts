import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { remoteNames } from '@shop/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../core/app-deps';
import { sendError } from '../core/http/error-handler';
import { serverText } from '../core/http/messages';
import { requestLanguage } from '../core/http/request-context';
import { isApiPath, legacyPaths } from '../core/http/legacy-paths';
import { remoteManifest } from './manifest';
import { servedRemotes, type ActiveReleases } from '../releases';
import { firstAnswers, storefrontHead, describePage, headTags, withPageMeta, pageLanguage } from '../catalogue';
import { shopOrigin } from '../core/http/shop-origin';

const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const ASSET_EXTENSION = /\.(m?js|css|map|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|txt|xml|webmanifest)$/i;
/** Pages of the single-page app reached through legacy application paths. */
const LEGACY_PAGES = ['CartAction/ok', 'CartAction/ko', 'default', 'rewrite', 'viewSection', 'viewProduct', 'viewSite'];

/** Content-hashed files are immutable; html and federation entry points must always be revalidated. */
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  // A precompressed copy (main.1a2b3c4d5e.js.br) is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  const revalidate = name.endsWith('.html') || name === 'remoteEntry.js' || name.endsWith('.json');
  if (revalidate) reply.header('cache-control', 'no-cache');
  else if (HASHED_NAME.test(name)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=3600');
}

/**
 * Where the first image's preload goes: after the viewport declaration (the head's second element,
 * after the character set). Before it a phone's browser would size the preload's `imagesizes` to a
 * desktop-wide default viewport and fetch a picture several times too large.
 */
const VIEWPORT = /<meta name="viewport"[^>]*>/i;
/** The page's character set declaration, the head's first element: the place for a page without a viewport declaration. */
const CHARSET = /<meta charset="utf-8"\s*\/?>/i;
/** The end of the page's root element, the last element of its body. */
const ROOT_END = /<\/div>\s*<\/body>/;

const MISSING_BUILD = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Build mancante</title></head>
<body><p>Build mancante: il front-end non è ancora stato compilato.</p></body></html>`;

/** Every file asked for again on each load: builds of `npm run dev` change under the same names. */
function revalidate(reply: FastifyReply) {
  reply.header('cache-control', 'no-cache');
}

export function registerStatic(app: FastifyInstance, { config, db }: AppDeps, releases: ActiveReleases): void {
  const development = !config.production && config.devOrigin !== null;
  const options = { cacheControl: false, setHeaders: development ? revalidate : setCacheHeaders, preCompressed: true } as const;
  if (existsSync(config.shellDist)) {
    // index: false: '/' is a storefront page like any other, with its manifest and preloads.
    app.register(fastifyStatic, { ...options, root: config.shellDist, prefix: '/', decorateReply: false, index: false });
  }
  for (const name of remoteNames) {
    const root = config.remoteDist(name);
    if (existsSync(root)) app.register(fastifyStatic, { ...options, root, prefix: `/mf/${name}/`, decorateReply: false });
  }

  const identity = remoteManifest(config).shop ?? null;

  /**
   * The page; a storefront page also carries its remote manifest, the preloads of its route, and its
   * own title, description, language, canonical address and structured data. A path that is no
   * storefront page, or a product that is not there, is the catch-all page with 404.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, file: 'index.html' | 'backoffice.html') {
    let html: string;
    try {
      html = await readFile(path.join(config.shellDist, file), 'utf8');
    } catch {
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(MISSING_BUILD);
    }
    let status = 200;
    if (file === 'index.html') {
      const [pathname = '/', search = ''] = request.url.split('?');
      const language = pageLanguage(pathname, search);
      const origin = shopOrigin(config, request);
      const manifest = remoteManifest(config, await servedRemotes(db, config, releases, request, reply));
      const head = await storefrontHead(config, manifest, pathname);
      const answers = await firstAnswers(app, config, request.url, language, request.ip);
      const page = await describePage(db, origin, request.url, language, answers, identity);
      status = page.status;
      html = withPageMeta(html, page);
      html = html.replace('</head>', (end) => `${headTags(page, origin)}${end}`);
      // Replacer functions: the inserted text is data, and a '$' in it is not a replacement pattern.
      // The first image is asked for before anything else the page loads: over HTTP/1.1 a browser
      // opens a few connections per server, and the image must not wait behind the scripts.
      const after = [VIEWPORT, CHARSET].find((element) => element.test(html));
      const preloadFirst = after !== undefined;
      if (after) html = html.replace(after, (meta) => `${meta}${answers.preload}`);
      html = html.replace('</head>', (end) => `${head}${preloadFirst ? '' : answers.preload}${answers.data}${end}`);
      // The first screen goes last in the root, after the top bar: the application replaces both.
      if (answers.view) html = html.replace(ROOT_END, (end) => `${answers.view}${end}`);
    }
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', etag);
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(status).send(html);
  }

  for (const page of LEGACY_PAGES) {
    for (const url of legacyPaths(config.appName, page)) app.get(url, (request, reply) => sendPage(request, reply, 'index.html'));
  }
  app.get('/', (request, reply) => sendPage(request, reply, 'index.html'));
  app.get('/backoffice', (request, reply) => sendPage(request, reply, 'backoffice.html'));
  app.get('/backoffice/*', (request, reply) => sendPage(request, reply, 'backoffice.html'));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const page = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !ASSET_EXTENSION.test(pathname);
    if (page) return sendPage(request, reply, 'index.html');
    return sendError(request, reply, 404, serverText(requestLanguage(request), 'notFound'));
  });
}
