import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../core/app-deps';
import { sendError } from '../../core/http/error-handler';
import { serverText } from '../../core/http/messages';
import { requestLanguage } from '../../core/http/request-context';
import { pagesSitemap, pagesPart, productsSitemap, robotsTxt, SITEMAP_INDEX, sitemapIndex, type SitemapCache } from '../seo/sitemap';
import { shopOrigin } from '../../core/http/shop-origin';

/** Crawlers come back often: an hour in caches (the data behind it is cached, and emptied on changes, here). */
const CACHE = 'public, max-age=3600';

const xml = (reply: FastifyReply) => reply.type('application/xml; charset=utf-8').header('cache-control', CACHE);

/** GET /robots.txt, the sitemap index /sitemap.xml and its parts /sitemaps/pages.xml and /sitemaps/products-N.xml. */
export function registerSitemap(app: FastifyInstance, { config }: AppDeps, sitemaps: SitemapCache): void {
  app.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(robotsTxt(shopOrigin(config, request), config.appName)),
  );
  app.get(SITEMAP_INDEX, async (request, reply) => xml(reply).send(await sitemapIndex(sitemaps, shopOrigin(config, request))));
  app.get(pagesPart, async (request, reply) => xml(reply).send(await pagesSitemap(sitemaps, shopOrigin(config, request))));
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const number = /^products-([1-9]\d{0,5})\.xml$/.exec(request.params.file)?.[1];
    const part = number === undefined ? null : Number(number);
    const stream = part === null ? null : await productsSitemap(sitemaps, shopOrigin(config, request), part);
    if (!stream) return sendError(request, reply, 404, serverText(requestLanguage(request), 'notFound'));
    return xml(reply).send(stream);
  });
}
