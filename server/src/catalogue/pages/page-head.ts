import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentPageFilter } from '@shop/shared/catalogue';
import { cleanPath } from '@shop/shared/paths';
import { AFTER_PAINT_ID, type RemoteManifest, type RemoteName } from '@shop/shared/contracts';
import type { AppConfig } from '../../core/config';
import { escapeHtml } from '../../core/lib/html';

type StorefrontRemote = Exclude<RemoteName, 'backoffice'>;

/** Id of the non-executed data block that hands the shell its remote manifest with the page. */
export const MANIFEST_BLOCK_ID = 'shop-remotes';

const LEGACY_PREFIX = /^\/(?:Apps\/WebObjects\/[^/]+\.woa\/)?wa\//;
const CMS_PAGES = new Set(['/', '/ita', '/it', '/eng', '/en', '/contact']);
const AREAS: Record<string, StorefrontRemote> = { items: 'catalog', account: 'account', cart: 'cart' };
/** Where a shopper most likely goes next from a page of each remote: its code is prefetched at idle. */
const LIKELY_NEXT: Record<StorefrontRemote, StorefrontRemote | null> = { cms: 'catalog', catalog: 'cart', account: 'catalog', cart: null };

/**
 * The remote that answers a storefront pathname, as a hint for preloading (the shell's route table
 * decides what is shown); null for the catch-all page.
 */
export function remoteForPath(pathname: string): StorefrontRemote | null {
  const clean = cleanPath(pathname);
  if (CMS_PAGES.has(clean)) return 'cms';
  const legacy = LEGACY_PREFIX.exec(clean);
  if (legacy) return clean.slice(legacy[0].length).startsWith('CartAction/') ? 'cart' : 'cms';
  const area = clean.split('/')[1] ?? '';
  return AREAS[area] ?? null;
}

interface Assets {
  js: string[];
  css: string[];
}

interface FederationManifest {
  exposes?: { path: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The remote entry and the files of one exposed module, at the address the shell loads them from. */
async function remoteAssets(config: AppConfig, manifest: RemoteManifest, name: RemoteName, expose: string): Promise<Assets> {
  const entry = manifest.remotes.find((remote) => remote.name === name)?.entry;
  if (!entry || entry.endsWith('.json')) return { js: [], css: [] };
  const assets: Assets = { js: [entry], css: [] };
  // The exposed module's files are known only for a remote served from this server's own build.
  if (entry !== `/mf/${name}/remoteEntry.js`) return assets;
  const federation = await readJson<FederationManifest>(path.join(config.remoteDist(name), 'mf-manifest.json'));
  const exposed = federation?.exposes?.find((item) => item.path === `./${expose}`);
  const base = `/mf/${name}/`;
  for (const file of exposed?.assets?.js?.sync ?? []) assets.js.push(base + file);
  for (const file of exposed?.assets?.css?.sync ?? []) assets.css.push(base + file);
  return assets;
}

/** The fonts of the first screen (body text and the logo): preloaded so they do not swap in late and shift the header. */
const FIRST_FONTS = /^(inter-latin-400-normal|cormorant-garamond-latin-600-normal)\.[0-9a-f]+\.woff2$/;
/** A content page's text also has bold words and table heads, drawn on its first screen. */
const TEXT_FONTS = /^(inter-latin-400-normal|inter-latin-600-normal|cormorant-garamond-latin-600-normal)\.[0-9a-f]+\.woff2$/;

async function firstFonts(config: AppConfig, pathname: string): Promise<string[]> {
  const files = await readdir(path.join(config.shellDist, 'static')).catch(() => [] as string[]);
  const wanted = contentPageFilter(pathname, '') === undefined ? FIRST_FONTS : TEXT_FONTS;
  return files.filter((file) => wanted.test(file)).map((file) => `/static/${file}`);
}

/** JSON that cannot close the data block it sits in. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * What the server adds to the head of a storefront page: the remote manifest as a data block (no
 * script runs from it), preloads of the fonts of the first screen, and a second data block with what
 * the page's loader fetches once the page is painted: the shell's start-up chunks, the route's remote
 * entry and exposed module (preloaded), and the remote of the likely next page (prefetched). Asked
 * for in the head, these would share the first moments' bandwidth with the first screen's picture.
 */
export async function storefrontHead(config: AppConfig, manifest: RemoteManifest, pathname: string): Promise<string> {
  const lines = [`<script type="application/json" id="${MANIFEST_BLOCK_ID}">${safeJson(manifest)}</script>`];
  const startup = (await readJson<Record<string, string[]>>(path.join(config.shellDist, 'preload.json')))?.main ?? [];
  const shell: Assets = {
    js: startup.filter((file) => file.endsWith('.js')).map((file) => `/${file}`),
    css: startup.filter((file) => file.endsWith('.css')).map((file) => `/${file}`),
  };
  const remote = remoteForPath(pathname);
  const route = remote ? await remoteAssets(config, manifest, remote, 'routes') : { js: [], css: [] };
  for (const href of await firstFonts(config, pathname))
    lines.push(`<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`);
  const next = remote ? LIKELY_NEXT[remote] : null;
  const later = next ? await remoteAssets(config, manifest, next, 'routes') : { js: [], css: [] };
  const afterPaint = { preload: [...shell.css, ...route.css, ...shell.js, ...route.js], prefetch: [...later.js, ...later.css] };
  lines.push(`<script type="application/json" id="${AFTER_PAINT_ID}">${safeJson(afterPaint)}</script>`);
  return lines.join('');
}
