// First-load filmstrip: on a phone with a 4x slower CPU, every frame the browser draws from the first
// contentful paint until the page has settled is checked for the page's main content (its title and
// its first picture, or the home's first slide). A frame without it is the blank or spinner a shopper
// would see between the page the server draws and the application's own.
// Usage: node bench/filmstrip.mjs [--runs 3] [--pages home,list,detail] [--throttle 4]
// Writes bench/results/filmstrip.json. Build first (node scripts/run.mjs build).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';
import { firstArticlePath, freePort, waitForServer } from './support.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'home,list,detail' },
    throttle: { type: 'string', default: '4' },
    quick: { type: 'boolean', default: false },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
const runs = values.quick ? 1 : Math.max(1, Number(values.runs));
const throttle = Number(values.throttle);

/**
 * Runs in the page before anything else: on every animation frame, notes whether the main content is
 * on screen (a visible title with text, where the page has one, and a visible, decoded picture at
 * least 100 px wide in the page's first screen) and whether a loading overlay covers the page.
 */
function probe(needsTitle) {
  const frames = [];
  window.__filmstrip = frames;
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.top < window.innerHeight &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };
  const frame = (time) => {
    const scope = document.getElementById('root');
    const titles = scope ? [...scope.querySelectorAll('h1')] : [];
    const title = titles.some((h1) => h1.textContent.trim() && visible(h1) && !h1.closest('.boot-hidden'));
    const pictures = scope ? [...scope.querySelectorAll('img')] : [];
    const picture = pictures.some(
      (img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width >= 100 && visible(img),
    );
    const overlay = [...document.querySelectorAll('[data-testid="loading-overlay"]')].some(visible);
    frames.push({ time, content: (title || !needsTitle) && picture && !overlay });
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function measure(browser, url, needsTitle) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.addInitScript(probe, needsTitle);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // Settled: the application has rendered and fetched; a few more frames show whether it stays.
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const frames = window.__filmstrip.filter((frame) => fcp !== null && frame.time >= fcp);
    const firstContent = frames.find((frame) => frame.content);
    // Frames after the content first showed in which it is missing again: the blank a shopper sees.
    const after = firstContent ? frames.filter((frame) => frame.time > firstContent.time) : [];
    const blank = after.filter((frame) => !frame.content);
    let blankMs = 0;
    for (let index = 1; index < after.length; index += 1)
      if (!after[index - 1].content) blankMs += after[index].time - after[index - 1].time;
    return {
      fcp,
      contentAt: firstContent?.time ?? null,
      frames: frames.length,
      blankFrames: blank.length,
      blankMs,
      endsWithContent: frames.at(-1)?.content ?? false,
    };
  });
  await context.close();
  return result;
}

async function main() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-filmstrip-'));
  const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({ executablePath: values.chromium, args: ['--no-sandbox', '--disable-gpu'] });
  const rows = [];
  try {
    await waitForServer(origin, server);
    const pages = { home: ['/', false], list: ['/items', true], detail: [await firstArticlePath(origin), true] };
    for (const name of values.pages.split(',').filter((page) => page in pages)) {
      const [pagePath, needsTitle] = pages[name];
      const results = [];
      // One unmeasured visit first, so every run meets the same warm server and disk cache.
      await measure(browser, `${origin}${pagePath}`, needsTitle);
      for (let run = 0; run < runs; run += 1) results.push(await measure(browser, `${origin}${pagePath}`, needsTitle));
      const worst = (key) => Math.max(...results.map((result) => result[key]));
      console.log(`filmstrip ${name}:`, JSON.stringify(results));
      rows.push(
        {
          group: `phone ${name}`,
          measure: 'frames without main content after FCP (worst run)',
          value: worst('blankFrames'),
          unit: 'frames',
          target: '0',
          met: worst('blankFrames') === 0,
        },
        {
          group: `phone ${name}`,
          measure: 'time without main content after FCP (worst run)',
          value: worst('blankMs'),
          unit: 'ms',
          target: '0',
          met: worst('blankMs') === 0,
        },
        { group: `phone ${name}`, measure: 'main content on screen (worst run)', value: worst('contentAt'), unit: 'ms' },
        {
          group: `phone ${name}`,
          measure: 'frames checked after FCP (fewest)',
          value: Math.min(...results.map((result) => result.frames)),
          unit: 'frames',
        },
        {
          group: `phone ${name}`,
          measure: 'content on the last frame in every run',
          value: results.every((result) => result.endsWithContent) ? 'yes' : 'no',
          met: results.every((result) => result.endsWithContent),
        },
      );
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  mkdirSync(path.join(here, 'results'), { recursive: true });
  const report = { name: `filmstrip (Pixel 7, ${throttle}x CPU slowdown, ${runs} runs)`, rows };
  writeFileSync(path.join(here, 'results', 'filmstrip.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(rows.map((row) => `${row.group}: ${row.measure} = ${row.value} ${row.unit ?? ''}`).join('\n'));
}

await main();
