import { firstImageOf, firstReadOf, picturePreload, type FirstImage, type FirstRead, type FirstReply } from '@shop/shared/catalogue';
import { DEFAULT_COUNTRY, FIRST_ANSWERS_ID, HEADERS, type FirstAnswer, type LanguageCode } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../core/config';
import { legacyPaths } from '../../core/http/legacy-paths';
import { firstView } from './first-view';
import { escapeHtml } from '../../core/lib/html';
import { safeJson } from './page-head';

/** How long a page waits for its first answer; a slower read (a busy or unreachable database) is left to the page. */
const WAIT_MS = 300;

export function within<T>(work: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

export interface FirstAnswers {
  /** The preload of the image the page shows first: first in the head, ahead of scripts and fonts. */
  preload: string;
  /** The answer block, for the head. */
  data: string;
  /** The page's first screen drawn from the answer (product and list pages), for the body. */
  view: string;
  /** The page's first read and its answer, for the page's meta; null when it has none or it did not come in time. */
  read: FirstRead | null;
  reply: FirstReply | null;
}

/**
 * The preload of the page's first picture, asked for before anything else: a photo's AVIF sizes at
 * the sizes the page lays it out at (the browser takes the same file for the page's picture), else
 * the picture's address.
 */
export function imagePreload(first: FirstImage | null): string {
  if (!first) return '';
  const preload = first.sizes ? picturePreload(first.image, first.sizes) : { href: first.image.url };
  const what =
    'href' in preload
      ? `href="${escapeHtml(preload.href)}"`
      : `imagesrcset="${escapeHtml(preload.srcset)}" imagesizes="${escapeHtml(preload.sizes)}" type="${preload.type}"`;
  return `<link rel="preload" as="image" ${what} fetchpriority="high">`;
}

const NONE: FirstAnswers = { preload: '', data: '', view: '', read: null, reply: null };

/**
 * What a storefront page carries in its head so it can show its content without a round trip: the
 * answer to its first read (asked through this server's own API, so it is the very answer the page
 * would get, cache included) and, on catalogue pages, a preload of the image shown first. The answer
 * is for the page's language (the shop's default, or the one the path or the link's `?lang=` sets) and the default country; a shopper who chose
 * others simply asks the server as usual. A read that fails or takes long leaves the page without it.
 * Product and list pages also get their first screen, drawn from the answer (`firstView`). `address`
 * is the visitor's (request.ip).
 */
export async function firstAnswers(
  app: FastifyInstance,
  config: AppConfig,
  url: string,
  language: LanguageCode,
  address: string,
): Promise<FirstAnswers> {
  const [pathname = '/', search = ''] = url.split('?');
  const read = firstReadOf(pathname, search, language);
  if (!read) return NONE;
  const body = JSON.stringify(read.request);
  const response = await within(
    app.inject({
      method: 'POST',
      url: legacyPaths(config.appName, read.path)[0],
      payload: body,
      // The read counts against the visitor's own per-address limit, as if the page had asked it:
      // pages cannot be used to read past that limit, and other shoppers' pages do not share it.
      remoteAddress: address,
      headers: { 'content-type': 'application/json', [HEADERS.language]: read.language, [HEADERS.country]: DEFAULT_COUNTRY },
    }),
    WAIT_MS,
  );
  if (response?.statusCode !== 200) return { ...NONE, read };
  const reply = response.json<FirstReply>();
  const answers: FirstAnswer[] = [{ path: read.path, body, language: read.language, country: DEFAULT_COUNTRY, reply }];
  const image = firstImageOf(read, reply);
  return {
    preload: imagePreload(image),
    data: `<script type="application/json" id="${FIRST_ANSWERS_ID}">${safeJson(answers)}</script>`,
    view: firstView(read, reply, image),
    read,
    reply,
  };
}
