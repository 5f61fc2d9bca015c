// Storefront load benchmark: starts the production server on a fresh embedded database and runs
// Lighthouse (mobile and desktop presets) on the home page, a list page and a product detail,
// several runs each, keeping the median. Also checks that no shared library is fetched twice.
// Before measuring, the staff upload photos (1600 x 2000 JPEGs) for every article the list and the
// product page show, so the pages are measured with real photos; the list's image bytes on a phone
// are recorded with the drawn silhouettes first, then with the photos (--silhouettes: no photos).
// Usage: node bench/lighthouse.mjs [--runs 3] [--port 4460] [--pages home,list,detail,content,shipping,contact] [--reports dir] [--silhouettes]
// Writes bench/results/lighthouse.json. Build first (pnpm -r run build).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { uploadShownPhotos } from './photos.mjs';
import { firstArticlePath, freePort, waitForServer } from './support.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '0' },
    pages: { type: 'string', default: 'home,list,detail,content,shipping,contact' },
    presets: { type: 'string', default: 'mobile,desktop' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    // A folder for every run's whole Lighthouse report, to see where the time goes.
    reports: { type: 'string' },
    // Measure the pages with the drawn silhouettes only, without uploading photos.
    silhouettes: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const remoteNames = ['catalog', 'account', 'cart', 'cms', 'backoffice'];
/** Libraries every container may carry a copy of; each must reach the browser once. */
const sharedLibraries = ['react', 'react-dom', 'react-router', 'react-router-dom', 'jotai', 'react-intl', '@shop/shared', 'zod'];

/** URL path -> shared library name, from each container's federation manifest. */
function sharedAssetMap() {
  const map = new Map();
  const containers = [
    ['/', path.join(root, 'shell/dist')],
    ...remoteNames.map((name) => [`/mf/${name}/`, path.join(root, `mfe-${name}/dist`)]),
  ];
  for (const [prefix, dist] of containers) {
    const file = path.join(dist, 'mf-manifest.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    for (const shared of manifest.shared ?? []) {
      const library = shared.name.startsWith('@') ? shared.name : shared.name.split('/')[0];
      for (const asset of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
        const list = map.get(`${prefix}${asset}`) ?? new Set();
        list.add(library);
        map.set(`${prefix}${asset}`, list);
      }
    }
  }
  return map;
}

/** A hook name only the federation runtime's core carries (a container without the core lacks it). */
const RUNTIME_MARKER = 'beforeInitContainer';
/** An option name only react-hook-form's code carries (the forms' library, kept out of the shell's first load). */
const FORM_LIBRARY_MARKER = 'shouldUnregister';

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Lighthouse's own trace-recording failures, which it answers with "run Lighthouse again". */
const RETRIED = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_LCP']);

/** One run, run again (at most twice) when Lighthouse failed to record the page rather than the page failing. */
async function runMeasured(url, preset, chrome) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, preset, chrome);
    } catch (error) {
      const code = /^\S+: (\w+) /.exec(String(error.message))?.[1];
      if (attempt >= 3 || !RETRIED.has(code)) throw error;
      console.warn(`\n${url} (${preset}): ${code}, running again`);
    }
  }
}

async function runOnce(url, preset, chrome) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo', 'best-practices'] };
  const config = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  const lhr = result.lhr;
  if (values.reports) {
    mkdirSync(values.reports, { recursive: true });
    const name = `${preset}-${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(path.join(values.reports, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const summary = audits['resource-summary'].details.items;
  const script = summary.find((item) => item.resourceType === 'script') ?? { transferSize: 0, requestCount: 0 };
  const image = summary.find((item) => item.resourceType === 'image') ?? { transferSize: 0, requestCount: 0 };
  const total = summary.find((item) => item.resourceType === 'total') ?? { requestCount: 0 };
  const requests = (audits['network-requests'].details?.items ?? []).map((item) => ({
    url: item.url,
    resourceType: item.resourceType,
    transferSize: item.transferSize,
    statusCode: item.statusCode,
  }));
  // What keeps a search or best-practices score below 100 (a console error, a missing description...).
  const failing = ['seo', 'best-practices'].flatMap((name) =>
    lhr.categories[name].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => `${name}: ${ref.id}`),
  );
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
    failing,
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    jsKB: Math.round((script.transferSize / 1024) * 10) / 10,
    imageKB: Math.round((image.transferSize / 1024) * 10) / 10,
    images: image.requestCount,
    requests: total.requestCount,
    network: requests,
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    layoutShifts: (audits['layout-shifts']?.details?.items ?? []).map((item) => ({ score: item.score, node: item.node?.snippet ?? null })),
  };
}

/** Which shared libraries reached the browser from more than one file, and how many scripts carry the federation runtime. */
async function duplicates(origin, network, assetMap) {
  const seen = new Map();
  const scripts = network.filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin));
  let runtimeCopies = 0;
  let shellFormScripts = 0;
  for (const request of scripts) {
    const pathname = new URL(request.url).pathname;
    for (const library of assetMap.get(pathname) ?? []) {
      const files = seen.get(library) ?? new Set();
      files.add(pathname);
      seen.set(library, files);
    }
    const body = await fetch(request.url).then((response) => response.text());
    if (body.includes(RUNTIME_MARKER)) runtimeCopies += 1;
    if (!pathname.startsWith('/mf/') && body.includes(FORM_LIBRARY_MARKER)) shellFormScripts += 1;
  }
  const twice = [...seen]
    .filter(([library, files]) => sharedLibraries.includes(library) && files.size > 1)
    .map(([library, files]) => ({ library, files: [...files] }));
  return { twice, runtimeCopies, shellFormScripts };
}

const findable = { seo: ['>=', 100], bestPractices: ['>=', 100] };
const targets = {
  // A phone's home, list and product pages: total blocking time within 50 ms.
  mobile: { performance: ['>=', 95], lcpMs: ['<=', 1800], tbtMs: ['<=', 50], cls: ['<=', 0], ...findable },
  desktop: { performance: ['>=', 100], ...findable },
};
/** Content pages: text drawn by the server with the page, so a phone paints it at once. */
const contentTargets = { ...targets.mobile, performance: ['>=', 98], lcpMs: ['<=', 1500], tbtMs: ['<=', 100] };
const CONTENT_PAGES = ['content', 'shipping', 'contact'];
const targetsOf = (preset, page) => (preset === 'mobile' && CONTENT_PAGES.includes(page) ? contentTargets : targets[preset]);
const units = {
  performance: 'score',
  seo: 'score',
  bestPractices: 'score',
  lcpMs: 'ms',
  fcpMs: 'ms',
  tbtMs: 'ms',
  cls: 'score',
  jsKB: 'KB',
  requests: 'count',
};
const measureNames = {
  performance: 'performance',
  seo: 'SEO',
  bestPractices: 'best practices',
  lcpMs: 'LCP',
  fcpMs: 'FCP',
  tbtMs: 'TBT',
  cls: 'CLS',
  jsKB: 'JavaScript transferred',
  requests: 'requests',
};
const JS_BUDGET_KB = 160;

function row(group, key, value, target) {
  const entry = { group, measure: measureNames[key] ?? key, value, unit: units[key] ?? '' };
  if (target) {
    const [op, limit] = target;
    entry.target = `${op} ${limit}`;
    entry.met = op === '>=' ? value >= limit : value <= limit;
  }
  return entry;
}

async function main() {
  const port = Number(values.port) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-bench-'));
  const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_ARTICLES: '320',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let chrome;
  try {
    await waitForServer(origin, server);
    const pages = {
      home: '/',
      list: '/items',
      detail: await firstArticlePath(origin),
      content: '/wa/default?name=terms-and-conditions',
      shipping: '/spedizioni-e-resi',
      contact: '/contact',
    };
    const wanted = values.pages.split(',').filter((name) => name in pages);
    const presets = values.presets.split(',').filter((name) => name === 'mobile' || name === 'desktop');
    const assetMap = sharedAssetMap();
    chrome = await chromeLauncher.launch({
      chromePath: values.chromium,
      chromeFlags: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    // One warm-up load, so the server's first-request costs are not measured.
    await fetch(`${origin}${pages.list}`);
    const rows = [];
    // The list's pictures on a phone as the shop draws them without photos, then with the staff's photos.
    const imageRow = (measure, result) => [
      { group: 'lighthouse · mobile · list', measure: `images transferred, ${measure}`, value: result.imageKB, unit: 'KB' },
      { group: 'lighthouse · mobile · list', measure: `images requested, ${measure}`, value: result.images, unit: 'count' },
    ];
    const measureImages = presets.includes('mobile') && wanted.includes('list');
    if (measureImages) rows.push(...imageRow('silhouettes', await runMeasured(`${origin}${pages.list}`, 'mobile', chrome)));
    let photos = 0;
    if (!values.silhouettes) {
      const started = Date.now();
      photos = await uploadShownPhotos(origin, { listPath: pages.list, detailPath: pages.detail });
      console.log(`uploaded ${photos} photos and made their sizes in ${Math.round((Date.now() - started) / 1000)} s`);
      await fetch(`${origin}${pages.list}`);
    }
    const details = [];
    for (const preset of presets) {
      for (const page of wanted) {
        const url = `${origin}${pages[page]}`;
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          results.push(await runMeasured(url, preset, chrome));
          process.stdout.write('.');
        }
        const group = `lighthouse · ${preset} · ${page}`;
        const medians = {};
        for (const key of Object.keys(units)) medians[key] = median(results.map((result) => result[key]));
        for (const key of Object.keys(units)) rows.push(row(group, key, medians[key], targetsOf(preset, page)[key]));
        const dup = await duplicates(origin, results[0].network, assetMap);
        if (preset === 'mobile' && page === 'list') {
          if (measureImages && photos > 0)
            rows.push(
              ...imageRow('photos', { imageKB: median(results.map((r) => r.imageKB)), images: median(results.map((r) => r.images)) }),
            );
          rows.push(row(`lighthouse · ${preset} · list`, 'jsKB', medians.jsKB, ['<=', JS_BUDGET_KB]));
          rows.push({
            group,
            measure: "shell scripts carrying the forms' library",
            value: dup.shellFormScripts,
            unit: 'count',
            target: '= 0',
            met: dup.shellFormScripts === 0,
          });
        }
        rows.push({
          group,
          measure: 'shared libraries fetched twice',
          value: dup.twice.length,
          unit: 'count',
          target: '= 0',
          met: dup.twice.length === 0,
        });
        rows.push({
          group,
          measure: 'scripts carrying the federation runtime',
          value: dup.runtimeCopies,
          unit: 'count',
          target: '<= 1',
          met: dup.runtimeCopies <= 1,
        });
        details.push({
          preset,
          page,
          path: pages[page],
          runs: results.map(({ network: _network, lcpElement: _lcp, layoutShifts: _shifts, failing: _failing, ...figures }) => figures),
          lcpElement: results[0].lcpElement,
          failing: [...new Set(results.flatMap((result) => result.failing))],
          layoutShifts: results[0].layoutShifts,
          median: medians,
          duplicates: dup.twice,
          scripts: results[0].network
            .filter((request) => request.resourceType === 'Script')
            .map((request) => ({ url: request.url.replace(origin, ''), transferSize: request.transferSize })),
        });
      }
    }
    process.stdout.write('\n');
    const out = {
      name: 'lighthouse',
      measuredAt: new Date().toISOString(),
      runs,
      lighthouse: '12.8.2',
      chromium: values.chromium,
      photos,
      rows,
      details,
    };
    mkdirSync(path.join(here, 'results'), { recursive: true });
    writeFileSync(path.join(here, 'results/lighthouse.json'), `${JSON.stringify(out, null, 2)}\n`);
    for (const entry of rows) {
      const mark = entry.met === undefined ? ' ' : entry.met ? '✓' : '✗';
      process.stdout.write(
        `${mark} ${entry.group.padEnd(32)} ${entry.measure.padEnd(40)} ${String(entry.value).padStart(8)} ${entry.unit}${entry.target ? `  (${entry.target})` : ''}\n`,
      );
    }
  } finally {
    if (chrome) await chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.on('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
