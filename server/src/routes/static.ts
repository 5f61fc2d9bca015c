import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { remoteNames } from '@shop/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { sendError } from '../http/error-handler';
import { isApiPath, legacyPaths } from './legacy-paths';

const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const ASSET_EXTENSION = /\.(m?js|css|map|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|txt|xml|webmanifest)$/i;
/** Pages of the single-page app reached through legacy application paths. */
const LEGACY_PAGES = ['CartAction/ok', 'CartAction/ko', 'default', 'rewrite', 'viewSection', 'viewProduct', 'viewSite'];

/** Content-hashed files are immutable; html and federation entry points must always be revalidated. */
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const name = path.basename(filePath);
  const revalidate = name.endsWith('.html') || name === 'remoteEntry.js' || name.endsWith('.json');
  if (revalidate) reply.header('cache-control', 'no-cache');
  else if (HASHED_NAME.test(name)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=3600');
}

const MISSING_BUILD = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Build mancante</title></head>
<body><p>Build mancante: il front-end non è ancora stato compilato.</p></body></html>`;

export function registerStatic(app: FastifyInstance, { config }: AppDeps): void {
  const options = { cacheControl: false, setHeaders: setCacheHeaders, preCompressed: true } as const;
  if (existsSync(config.shellDist)) {
    app.register(fastifyStatic, { ...options, root: config.shellDist, prefix: '/', decorateReply: false });
  }
  for (const name of remoteNames) {
    const root = config.remoteDist(name);
    if (existsSync(root)) app.register(fastifyStatic, { ...options, root, prefix: `/mf/${name}/`, decorateReply: false });
  }

  async function sendPage(reply: FastifyReply, file: 'index.html' | 'backoffice.html') {
    let html: Buffer;
    try {
      html = await readFile(path.join(config.shellDist, file));
    } catch {
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(MISSING_BUILD);
    }
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  }

  for (const page of LEGACY_PAGES) {
    for (const url of legacyPaths(config.appName, page)) app.get(url, (_request, reply) => sendPage(reply, 'index.html'));
  }
  app.get('/backoffice', (_request, reply) => sendPage(reply, 'backoffice.html'));
  app.get('/backoffice/*', (_request, reply) => sendPage(reply, 'backoffice.html'));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const page = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !ASSET_EXTENSION.test(pathname);
    if (page) return sendPage(reply, 'index.html');
    return sendError(request, reply, 404, 'Risorsa non trovata');
  });
}
