import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../core/app-deps';
import { notFound } from '../../core/http/errors';
import { says } from '../../core/http/messages';
import { articleImageSvg } from '../media/article-image';
import { CONTENT_FORMATS, contentImageSvg, type ContentFormat } from '../../content';
import { SHAPES } from '../media/silhouettes';
import { findArticleColour } from '../data/media';
import type { Silhouette } from '../media/silhouettes';

const ARTICLE_FILE = /^([A-Za-z0-9_-]{1,32})-(\d{1,2})\.svg$/;
const CONTENT_FILE = /^(banner|portrait|square)-([a-z0-9-]{1,60})\.svg$/;

/** Generated pictures never change for a given URL. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

const isSilhouette = (value: string): value is Silhouette => Object.hasOwn(SHAPES, value);

export function registerMedia(app: FastifyInstance, { db }: AppDeps): void {
  app.get<{ Params: { codArticolo: string; file: string } }>('/media/articles/:codArticolo/:file', async (request, reply) => {
    const match = ARTICLE_FILE.exec(request.params.file);
    if (!match || request.params.codArticolo.length > 32) throw notFound(says('imageNotFound'));
    const [, codColore = '', viewText = ''] = match;
    const view = Number(viewText);
    const found = await findArticleColour(db, request.params.codArticolo, codColore);
    if (!found || view < 1 || view > found.views) throw notFound(says('imageNotFound'));
    const silhouette = isSilhouette(found.silhouette) ? found.silhouette : 'shirt';
    return sendSvg(reply, articleImageSvg({ silhouette, rgb: found.rgb, view }));
  });

  app.get<{ Params: { file: string } }>('/media/content/:file', async (request, reply) => {
    const match = CONTENT_FILE.exec(request.params.file);
    const format = match?.[1] as ContentFormat | undefined;
    if (!match || !format || !Object.hasOwn(CONTENT_FORMATS, format)) throw notFound(says('imageNotFound'));
    return sendSvg(reply, contentImageSvg(format, match[2] ?? ''));
  });
}
