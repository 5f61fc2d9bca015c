// Server benchmark: throughput and latency of the production server bundle (server/dist/main.js)
// under autocannon, on PGlite and on Postgres, at 300 and 100,000 articles, beside a bare Fastify
// route measured in the same run (the machine's ceiling). Also the cold (uncached) latency of
// list and search, read sequentially with requests never asked before: deep pages of one filter,
// and first-time filters and searches at pages 1 to 3 as shoppers ask them, and the facets (colour,
// size and price counts) of new filters and of the whole collection.
// Usage: node bench/server.mjs [--quick] [--sizes 300,100000] [--databases pglite,postgres]
//        [--duration 8] [--connections 10] [--cold 30] [--port 4400]
// Writes bench/results/server.json. Build the server first (pnpm --filter @shop/server build).
// Exits non-zero only when something breaks, never for a missed target.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { italianGuest, onePieceLine } from './shopper.mjs';
import { hasWrk, wrkLoad } from './wrk.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const serverRequire = createRequire(path.join(root, 'server', 'package.json'));
const pg = serverRequire('pg');

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    sizes: { type: 'string' },
    databases: { type: 'string', default: 'pglite,postgres' },
    duration: { type: 'string' },
    connections: { type: 'string', default: '10' },
    cold: { type: 'string' },
    port: { type: 'string', default: '4400' },
    postgres: { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const sizes = (values.sizes ?? (values.quick ? '300,20000' : '300,100000')).split(',').map(Number);
const databases = values.databases.split(',').filter(Boolean);
const duration = Number(values.duration ?? (values.quick ? 3 : 8));
const connections = Number(values.connections);
const coldRequests = Number(values.cold ?? (values.quick ? 15 : 40));
const basePort = Number(values.port);
const shopPort = basePort;
const ceilingPort = basePort + 1;
const wa = `http://127.0.0.1:${shopPort}/Apps/WebObjects/Shop.woa/wa`;

const log = (message) => process.stdout.write(`${message}\n`);
const round = (n) => Math.round(n * 10) / 10;
/** Seconds of the same load before a read or the ceiling is measured. */
const WARM_UP_SECONDS = 3;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/** Starts a Node process; its standard output (the server's log) goes to `logFile` when given, as a service's would to its journal. */
function startProcess(args, env, logFile = null) {
  const out = logFile ? openSync(logFile, 'w') : 'ignore';
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', out, 'inherit'] });
  if (typeof out === 'number') closeSync(out);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    exited,
    pid: child.pid,
  };
}

/** Clock ticks per second of /proc's CPU times. */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (ms) a process has used so far, user and system, from /proc (Linux); null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are the 14th and 15th fields of the line: the 12th and 13th after the name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return null;
  }
}

/**
 * Waits until the shop's list index answers (its /metrics gauge), when the catalogue is large enough
 * to keep one (CATALOGUE_INDEX_FROM, 2000 by default); returns the seconds it took, or null when not kept.
 */
/** A first read at the large catalogue: within 1.5 times its time at the small one, or under 20 ms p50, whichever is larger. */
const scaledTarget = (ratio, p50) => ({ target: '<= 1.5x, or p50 <= 20 ms', met: ratio <= 1.5 || p50 <= 20 });

async function waitForIndex(port, articles) {
  if (articles < 2000) return null;
  const started = Date.now();
  for (let attempt = 0; attempt < 2400; attempt += 1) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    if (/^shop_list_index_current 1$/m.test(text)) return round((Date.now() - started) / 1000);
    await sleep(250);
  }
  throw new Error('the list index did not load');
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

async function post(action, body, headers = {}) {
  const response = await fetch(`${wa}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const reply = await response.json();
  if (!response.ok) throw new Error(`${action}: ${response.status} ${reply.message}`);
  return reply;
}

/** Catalogue reads: the same answers asked again and again, so they are measured warm. */
const READS = new Set(['list', 'list by price', 'search', 'detail', 'facets']);

/** The bare Fastify route: the most this machine serves through Node and Fastify at all. */
const CEILING = `
const fastify = require(${JSON.stringify(serverRequire.resolve('fastify'))})({ logger: false });
fastify.get('/ping', async () => ({ ok: true, name: 'ceiling', items: [1, 2, 3] }));
fastify.listen({ port: ${ceilingPort}, host: '127.0.0.1' });
`;

/**
 * A bare Fastify route answering with a fixed body and headers (read from a file): what this machine
 * serves through Node and Fastify when the answer is the shop's own, with no work at all per request.
 */
const bareAnswer = (file) => `
const { readFileSync } = require('node:fs');
const { body, headers } = JSON.parse(readFileSync(${JSON.stringify(file)}, 'utf8'));
const payload = Buffer.from(body, 'base64');
const fastify = require(${JSON.stringify(serverRequire.resolve('fastify'))})({ logger: false });
const answer = (request, reply) => { reply.headers(headers); reply.send(payload); };
fastify.get('/*', answer);
fastify.post('/*', answer);
fastify.listen({ port: ${ceilingPort}, host: '127.0.0.1' });
`;

/** Headers a bare route would add itself, or that describe one connection only. */
const OWN_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The shop's answer to a request (body as sent, headers but the connection's), served by a bare route
 * under the same wrk load: the most the shop could answer with that very answer.
 */
async function bareFloor(request) {
  // node:http, not fetch: the body as sent (fetch would decompress it).
  const { body: sent, headers: all } = await new Promise((resolve, reject) => {
    const call = http.request(
      { host: '127.0.0.1', port: shopPort, path: request.path, method: request.method, headers: request.headers },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(request.body);
  });
  const body = sent.toString('base64');
  const headers = Object.fromEntries(Object.entries(all).filter(([name]) => !OWN_HEADERS.has(name)));
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-answer-'));
  const file = path.join(dir, 'answer.json');
  writeFileSync(file, JSON.stringify({ body, headers }));
  const server = startProcess(['-e', bareAnswer(file)], {});
  try {
    await waitFor(`http://127.0.0.1:${ceilingPort}/`);
    return wrkLoad(`http://127.0.0.1:${ceilingPort}`, request, { connections, duration, warmUp: WARM_UP_SECONDS });
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One autocannon run. `next` is either the fixed list of requests the load cycles through (method,
 * path, body, headers), which autocannon serializes once, as a real client would reuse them; or a
 * function building each request anew, for loads whose every request differs (a cart that changes,
 * an order for the next piece in stock), which costs the load generator a serialization per request.
 * With the server's process id, also the server's own CPU time per request: on a machine whose load
 * generator takes a core of its own, requests per second can measure the generator as much as the
 * server.
 */
async function load(url, next, serverPid, { warmUp = false } = {}) {
  let counter = 0;
  const requests = Array.isArray(next)
    ? next
    : [
        {
          setupRequest: (request) => {
            counter += 1;
            return { ...request, ...next(counter) };
          },
        },
      ];
  // Reads are measured warm, as a running shop serves them: the same requests for a few seconds
  // first, so the code is compiled and every distinct answer has been cached once.
  if (warmUp) await autocannon({ url, connections, duration: WARM_UP_SECONDS, requests });
  counter = 0;
  const cpuBefore = serverPid ? cpuMs(serverPid) : null;
  const started = performance.now();
  const result = await autocannon({ url, connections, duration, requests });
  const cpuAfter = serverPid ? cpuMs(serverPid) : null;
  const cpu = cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? cpuAfter - cpuBefore : null;
  return {
    requestsPerSecond: round(result.requests.average),
    ...(cpu !== null
      ? {
          serverCpuUsPerRequest: round((cpu * 1000) / result.requests.total),
          serverBusy: round(cpu / (performance.now() - started)),
        }
      : {}),
    p50: round(result.latency.p50),
    p99: round(result.latency.p99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const json = (body, extra = {}) => ({
  method: 'POST',
  body: JSON.stringify(body),
  // As a browser sends it: cached catalogue answers go out precompressed.
  headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', ...extra },
});
/** Many shoppers: rate limits are per client address, and the server trusts its loopback proxy's header. */
const shopper = (i) => ({ 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });

const keywords = ['camicia', 'pantalone', 'giacca', 'maglia cashmere', 'abito seta', 'cotone', 'lino', 'pantolone'];
const collection = (page, limit = 40) => ({
  entity: 'Articolo',
  expression: { languageCode: 'ita', escludiCodCatRaggrupps: ['CR1', 'CR3'] },
  pagination: { page, limit },
});
const priceSorted = (page, limit = 40) => ({
  entity: 'Articolo',
  expression: { languageCode: 'ita', codFamigliaArticolo: 'MG', codColori: ['NER'], siglaTaglie: ['M'] },
  orderings: [{ key: 'prezzoVendita', direction: 'asc' }],
  pagination: { page, limit },
});
const search = (keyword, page) => ({ entity: 'Articolo', expression: { languageCode: 'ita', keyword }, pagination: { page, limit: 40 } });
/** The facets (colours, sizes, price range, with counts) of a list: the list's own filter. */
const facetsOf = (list) => ({ entity: 'FacetteArticolo', expression: list.expression });
/** The largest scope there is (the whole collection), each time with a new price bound so it is never cached. */
const collectionFacets = (i) => facetsOf({ expression: { ...collection(1).expression, prezzoMax: 5000 - i } });

/** What shoppers look for by name: garments and materials, alone and in pairs; each is a new search. */
const shopperWords = ['maglione', 'camicia', 'pantalone', 'gonna', 'abito', 'giacca', 'cappotto', 'cardigan', 'polo', 'lino'];
const materials = ['seta', 'lana', 'cotone', 'cashmere', 'flanella', 'popeline', 'denim', 'merino', 'pelle', 'velluto'];
const distinctKeywords = [
  ...shopperWords,
  ...materials,
  ...shopperWords.flatMap((word) => materials.map((material) => `${word} ${material}`)),
];
const sorts = [
  [],
  [{ key: 'prezzoVendita', direction: 'asc' }],
  [{ key: 'prezzoVendita', direction: 'desc' }],
  [{ key: 'dataInserimento', direction: 'desc' }],
];

/** The same order on every run, so both catalogue sizes are asked the same filters. */
function shuffled(items) {
  const out = [...items];
  let seed = 20_251_121;
  for (let i = out.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Filters as a shopper combines them in the menu (family, colour, size, sort), read from the
 * shop's own reference lists, each asked for the first time and then paged through to page 3.
 */
async function shopperFilters() {
  const list = async (entity) => (await post('API/read', { entity, expression: {} })).records;
  const families = (await list('FamigliaArticolo')).map((row) => row.codFamigliaArticolo);
  const colours = (await list('Colore')).map((row) => row.codColore);
  const sizes = [...new Set((await list('TabellaTaglia')).map((row) => row.siglaTaglia))];
  const combinations = families.flatMap((family) =>
    colours.flatMap((colour) => sizes.flatMap((size) => sorts.map((orderings) => ({ family, colour, size, orderings })))),
  );
  return shuffled(combinations).map(({ family, colour, size, orderings }) => (page) => ({
    entity: 'Articolo',
    expression: { languageCode: 'ita', codFamigliaArticolo: family, codColori: [colour], siglaTaglie: [size] },
    orderings,
    pagination: { page, limit: 40 },
  }));
}

/**
 * Pages of a list spread over its whole depth, each asked once: every request a page that exists,
 * with its articles, at the same relative depths whatever the catalogue's size (page 1,000 of a
 * small catalogue is empty, and an empty page is no measure of a deep one). Page sizes vary from
 * 10 to 100 so that no page is asked twice and none is answered from the cache.
 */
async function spreadPages(list) {
  const total = (await post('API/read', list(1, 40))).totalCount;
  const pages = [];
  const asked = new Set();
  for (let i = 0; pages.length < coldRequests && i < coldRequests * 50; i += 1) {
    const limit = 10 + ((i * 37) % 91);
    const depth = (i * 0.618_034) % 1;
    const page = 1 + Math.floor(depth * Math.max(1, Math.ceil(total / limit)));
    if (!asked.has(`${page} ${limit}`) && (page - 1) * limit < Math.max(total, 1)) {
      asked.add(`${page} ${limit}`);
      pages.push(list(page, limit));
    }
  }
  return (i) => pages[i % pages.length];
}

/** Request i of a first-time browse: filter i / 3, at page 1, 2, 3. */
const firstTime = (filters) => (i) => filters[Math.floor(i / 3) % filters.length]((i % 3) + 1);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Sequential requests never asked before, so every one misses the cache. */
async function cold(makeBody, action = 'API/read') {
  const times = [];
  for (let i = 0; i < coldRequests; i += 1) {
    const started = performance.now();
    await post(action, makeBody(i));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { requests: coldRequests, p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) };
}

async function prepare(kind, articles) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'server-bench-'));
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `shop_bench_${articles}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(values.postgres);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-bench-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: values.postgres });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: values.postgres, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Pieces to buy one at a time, spread over many articles so checkout never runs dry. */
async function stockToBuy() {
  const pieces = [];
  for (let page = 1; page <= 10 && pieces.length < 20_000; page += 1) {
    const reply = await post('API/read', { entity: 'Articolo', expression: { languageCode: 'ita' }, pagination: { page, limit: 100 } });
    for (const article of reply.records) {
      if (!article.prezzo || !article.vendibileCatalogo) continue;
      const sizes = new Set(article.taglie.map((size) => size.progSiglaTaglia));
      for (const row of article.disponibilita) {
        if (sizes.has(row.progSiglaTaglia))
          pieces.push({ cod: article.codArticolo, colour: row.codColore, prog: row.progSiglaTaglia, left: row.qta });
      }
    }
  }
  return pieces.filter((piece) => piece.left > 0);
}

const guest = italianGuest('giulia.neri@example.com');
const cartOf = (piece) => ({ righe: [onePieceLine(piece, 1)], imp_spese_trasp: 0, regalo: false });

/**
 * robots.txt and the sitemaps as a crawler reads them: the index and every part first uncached (read
 * from the database), then again from the cache; the addresses counted (every product in both languages).
 */
async function sitemaps() {
  const site = `http://127.0.0.1:${shopPort}`;
  const timed = async (pathname) => {
    const started = performance.now();
    const response = await fetch(site + pathname, { headers: { 'accept-encoding': 'gzip' } });
    const body = await response.text();
    if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
    return { ms: round(performance.now() - started), body };
  };
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1].replace(/&amp;/g, '&')));
  const robots = await timed('/robots.txt');
  const index = await timed('/sitemap.xml');
  const parts = locs(index.body).map((url) => url.pathname);
  let products = 0;
  const partTimes = [];
  for (const part of parts) {
    const { ms, body } = await timed(part);
    partTimes.push(ms);
    if (part.includes('products-')) products += locs(body).filter((url) => url.pathname.startsWith('/items/detail/')).length;
  }
  const warmIndex = await timed('/sitemap.xml');
  const warmPart = await timed(parts[1] ?? parts[0]);
  return {
    robotsMs: robots.ms,
    indexMs: index.ms,
    partMaxMs: Math.max(...partTimes),
    partsMs: round(partTimes.reduce((sum, ms) => sum + ms, 0)),
    parts: parts.length,
    warmIndexMs: warmIndex.ms,
    warmPartMs: warmPart.ms,
    productAddresses: products,
  };
}

async function benchShop(kind, articles) {
  const database = await prepare(kind, articles);
  const seedStarted = Date.now();
  try {
    await run(process.execPath, ['server/dist/seed.js', '--articles', String(articles), '--reset'], { ...database.env, LOG_LEVEL: 'warn' });
    const seedSeconds = round((Date.now() - seedStarted) / 1000);
    log(`  seeded ${articles} articles on ${kind} in ${seedSeconds} s`);
    // The shop's default configuration, its request log included (a line per request, to a file).
    const logDir = mkdtempSync(path.join(tmpdir(), 'bench-log-'));
    const server = startProcess(
      ['server/dist/main.js'],
      {
        ...database.env,
        PORT: String(shopPort),
        HOST: '127.0.0.1',
        // The load generator stands in for the shop's reverse proxy on this machine.
        TRUST_PROXY: 'loopback',
        // The fixed catalogue reads all come from one address, thousands a second: the per-address
        // limits still run (their cost is in the figures) but must not refuse the load.
        RATE_LIMIT_FACTOR: '10000',
      },
      path.join(logDir, 'server.log'),
    );
    try {
      await waitFor(`http://127.0.0.1:${shopPort}/mf/remotes.json`);
      const indexSeconds = await waitForIndex(shopPort, articles);
      const coldList = await cold(await spreadPages(collection));
      const coldPrice = await cold(await spreadPages(priceSorted));
      const coldSearch = await cold((i) => search(keywords[i % keywords.length], 2 + Math.floor(i / keywords.length)));
      // Header search suggestions as a shopper types: every prefix from two letters on, each new.
      const typed = ['maglione', 'pantalone', 'giacca blu', 'sweater', 'navy', 'uomo', 'cappotto', 'camicia', 'gonna'].flatMap((word) =>
        Array.from({ length: word.length - 1 }, (_, n) => word.slice(0, n + 2)),
      );
      const coldSuggest = await cold((i) => ({ keyword: typed[i % typed.length] }), 'API/suggest');
      // Realistic first visits: new filters and new searches, pages 1 to 3 each.
      const browse = await cold(firstTime(await shopperFilters()));
      const searches = distinctKeywords.map((keyword) => (page) => search(keyword, page));
      const firstSearch = await cold(firstTime(searches));
      // A list's facets, asked beside its first page: new family/colour/size filters, and the whole collection.
      const filters = await shopperFilters();
      const firstFacets = await cold((i) => facetsOf(filters[i % filters.length](1)));
      const wholeFacets = await cold(collectionFacets);
      const login = await post('AccountAction/login', { email: 'demo@shop.test', password: 'Demo!2345' }, shopper(999_999));
      const token = login.xtstoredsession;
      // The first 200 articles, in pages of 100 (the largest the API gives a shopper).
      const codes = [];
      for (const page of [1, 2]) {
        const reply = await post('API/read', { entity: 'Articolo', expression: { languageCode: 'ita' }, pagination: { page, limit: 100 } });
        codes.push(...reply.records.map((record) => record.codArticolo));
      }
      const pieces = await stockToBuy();
      const cart = cartOf(pieces[0]);
      let nextPiece = 0;
      const takePiece = () => {
        for (let tries = 0; tries < pieces.length; tries += 1) {
          const piece = pieces[nextPiece % pieces.length];
          nextPiece += 1;
          if (piece.left > 0) {
            piece.left -= 1;
            return piece;
          }
        }
        return pieces[0];
      };
      const url = `${wa}/`;
      const scenarios = {
        // Reads and the session check: fixed requests, cycled.
        list: [1, 2, 3, 4, 5].map((page) => ({ path: '/Apps/WebObjects/Shop.woa/wa/API/read', ...json(collection(page)) })),
        'list by price': [1, 2, 3].map((page) => ({ path: '/Apps/WebObjects/Shop.woa/wa/API/read', ...json(priceSorted(page)) })),
        search: keywords.map((keyword) => ({ path: '/Apps/WebObjects/Shop.woa/wa/API/read', ...json(search(keyword, 1)) })),
        facets: [collection(1), priceSorted(1)].map((list) => ({ path: '/Apps/WebObjects/Shop.woa/wa/API/read', ...json(facetsOf(list)) })),
        detail: codes.map((codArticolo) => ({
          path: '/Apps/WebObjects/Shop.woa/wa/API/read',
          ...json({ entity: 'Articolo', expression: { languageCode: 'ita', codArticolo } }),
        })),
        storedSession: [{ path: '/Apps/WebObjects/Shop.woa/wa/AccountAction/storedSession', ...json({ xtstoredsession: token }) }],
        // Writes: each request its own (another shopper, the next piece in stock).
        updateCart: (i) => ({
          path: '/Apps/WebObjects/Shop.woa/wa/AccountAction/updateCart',
          ...json({ cart }, { authorization: `Bearer ${token}`, ...shopper(i) }),
        }),
        confirmCart: (i) => ({
          path: '/Apps/WebObjects/Shop.woa/wa/AccountAction/confirmCart',
          ...json({ cart: cartOf(takePiece()), cliente: guest, privacy: true }, shopper(i)),
        }),
      };
      const sitemap = await sitemaps();
      log(
        `  sitemaps: index ${sitemap.indexMs} ms, ${sitemap.parts} parts (slowest ${sitemap.partMaxMs} ms), ${sitemap.productAddresses} product addresses`,
      );
      const loads = {};
      for (const [name, next] of Object.entries(scenarios)) {
        loads[name] = await load(url, next, server.pid, { warmUp: READS.has(name) });
        log(
          `  ${name}: ${loads[name].requestsPerSecond} req/s, p50 ${loads[name].p50} ms, p99 ${loads[name].p99} ms, non-2xx ${loads[name].non2xx}`,
        );
      }
      // The same cached reads and the health check under wrk, one fixed request each, and each
      // one's very answer from a bare route (the floor of what any work per request can cost).
      const natives = {};
      const floors = {};
      if (hasWrk()) {
        const health = { method: 'GET', path: '/healthz', headers: {} };
        for (const [name, request] of Object.entries({ list: scenarios.list[0], detail: scenarios.detail[0], healthz: health })) {
          natives[name] = wrkLoad(`http://127.0.0.1:${shopPort}`, request, { connections, duration, warmUp: WARM_UP_SECONDS });
          log(`  ${name} (wrk): ${natives[name].requestsPerSecond} req/s, p50 ${natives[name].p50} ms, p99 ${natives[name].p99} ms`);
          floors[name] = await bareFloor(request);
          log(`  ${name}'s answer from a bare route (wrk): ${floors[name].requestsPerSecond} req/s`);
        }
      }
      return {
        database: kind,
        articles,
        seedSeconds,
        indexSeconds,
        wrk: natives,
        floors,
        cold: { list: coldList, 'list by price': coldPrice, search: coldSearch, suggest: coldSuggest },
        firstVisit: {
          'filters, pages 1-3': browse,
          'searches, pages 1-3': firstSearch,
          'facets of a filter': firstFacets,
          'facets of the collection': wholeFacets,
        },
        loads,
        sitemap,
        piecesAvailable: pieces.length,
      };
    } finally {
      await server.stop();
      rmSync(logDir, { recursive: true, force: true });
    }
  } finally {
    await database.drop();
  }
}

async function ceiling() {
  const server = startProcess(['-e', CEILING], {});
  try {
    await waitFor(`http://127.0.0.1:${ceilingPort}/ping`);
    const figures = await load(`http://127.0.0.1:${ceilingPort}/ping`, [{ method: 'GET', path: '/ping' }], server.pid, { warmUp: true });
    const native = hasWrk()
      ? wrkLoad(`http://127.0.0.1:${ceilingPort}`, { method: 'GET', path: '/ping' }, { connections, duration, warmUp: WARM_UP_SECONDS })
      : null;
    return { ...figures, wrk: native };
  } finally {
    await server.stop();
  }
}

function rowsOf(report) {
  const rows = [];
  const top = report.ceiling;
  rows.push({ group: 'server · ceiling', measure: 'bare Fastify route req/s', value: top.requestsPerSecond, unit: 'req/s' });
  rows.push({ group: 'server · ceiling', measure: 'bare Fastify route p99', value: top.p99, unit: 'ms' });
  const capacity = (figures) => (figures.serverCpuUsPerRequest ? round(1_000_000 / figures.serverCpuUsPerRequest) : null);
  const topCapacity = capacity(top);
  if (topCapacity) {
    rows.push({
      group: 'server · ceiling',
      measure: 'bare Fastify route server busy',
      value: round(top.serverBusy * 100),
      unit: '% of a core',
    });
    rows.push({ group: 'server · ceiling', measure: 'bare Fastify route server capacity', value: topCapacity, unit: 'req/s per core' });
  }
  if (top.wrk) {
    rows.push({ group: 'server · ceiling', measure: 'bare Fastify route req/s (wrk)', value: top.wrk.requestsPerSecond, unit: 'req/s' });
    rows.push({ group: 'server · ceiling', measure: 'bare Fastify route p99 (wrk)', value: top.wrk.p99, unit: 'ms' });
  }
  const half = round(top.requestsPerSecond / 2);
  const halfWrk = top.wrk ? round(top.wrk.requestsPerSecond / 2) : null;
  for (const run of report.runs) {
    const group = `server · ${run.database} · ${run.articles}`;
    const large = run.articles >= 100_000;
    const small = report.runs.find((other) => other.database === run.database && other.articles === Math.min(...sizes));
    for (const [name, figures] of Object.entries(run.wrk ?? {})) {
      const catalogue = name !== 'healthz';
      rows.push({
        group,
        measure: `${name} req/s (wrk)`,
        value: figures.requestsPerSecond,
        unit: 'req/s',
        ...(catalogue && halfWrk
          ? { target: `>= ${halfWrk} (half the ceiling under wrk)`, met: figures.requestsPerSecond >= halfWrk }
          : {}),
      });
      rows.push({ group, measure: `${name} p99 (wrk)`, value: figures.p99, unit: 'ms' });
      const floor = run.floors?.[name];
      if (floor) {
        rows.push({ group, measure: `${name}'s own answer from a bare route req/s (wrk)`, value: floor.requestsPerSecond, unit: 'req/s' });
        rows.push({
          group,
          measure: `${name} req/s (wrk) as a share of its bare answer`,
          value: Math.round((100 * figures.requestsPerSecond) / floor.requestsPerSecond),
          unit: '%',
        });
      }
    }
    for (const [name, figures] of Object.entries(run.loads)) {
      const catalogue = name === 'list' || name === 'list by price' || name === 'detail';
      rows.push({
        group,
        measure: `${name} req/s`,
        value: figures.requestsPerSecond,
        unit: 'req/s',
        ...(catalogue ? { target: `>= ${half} (half the ceiling)`, met: figures.requestsPerSecond >= half } : {}),
      });
      const served = capacity(figures);
      if (catalogue && served && topCapacity) {
        // The same comparison by the server's own CPU time: what one core of this server serves.
        rows.push({ group, measure: `${name} server busy`, value: round(figures.serverBusy * 100), unit: '% of a core' });
        rows.push({
          group,
          measure: `${name} server capacity`,
          value: served,
          unit: 'req/s per core',
          target: `>= ${round(topCapacity / 2)} (half the ceiling's)`,
          met: served >= topCapacity / 2,
        });
      }
      rows.push({ group, measure: `${name} p50`, value: figures.p50, unit: 'ms' });
      const p99Target = large && (name.startsWith('list') || name === 'search');
      rows.push({
        group,
        measure: `${name} p99`,
        value: figures.p99,
        unit: 'ms',
        ...(p99Target ? { target: '<= 20 ms', met: figures.p99 <= 20 } : {}),
      });
      rows.push({
        group,
        measure: `${name} failed requests`,
        value: figures.non2xx + figures.errors,
        unit: 'count',
        target: '0',
        met: figures.non2xx + figures.errors === 0,
      });
      if (large && small && small !== run && (name.startsWith('list') || name === 'search' || name === 'detail')) {
        const ratio = Math.round((figures.p99 / Math.max(small.loads[name].p99, 0.1)) * 100) / 100;
        rows.push({ group, measure: `${name} p99 vs ${small.articles}`, value: ratio, unit: 'x', target: '<= 1.5x', met: ratio <= 1.5 });
      }
    }
    for (const [name, figures] of Object.entries(run.cold)) {
      rows.push({ group, measure: `${name} uncached p50`, value: figures.p50, unit: 'ms' });
      rows.push({ group, measure: `${name} uncached p99`, value: figures.p99, unit: 'ms' });
      if (large && small && small !== run) {
        const ratio = Math.round((figures.p50 / Math.max(small.cold[name].p50, 0.1)) * 100) / 100;
        rows.push({
          group,
          measure: `${name} uncached p50 vs ${small.articles}`,
          value: ratio,
          unit: 'x',
          ...scaledTarget(ratio, figures.p50),
        });
      }
    }
    // First-time filters and searches as shoppers ask them, beside the deep pages above.
    for (const [name, figures] of Object.entries(run.firstVisit ?? {})) {
      rows.push({ group, measure: `first-time ${name} p50`, value: figures.p50, unit: 'ms' });
      rows.push({ group, measure: `first-time ${name} p99`, value: figures.p99, unit: 'ms' });
      const before = small?.firstVisit?.[name];
      if (large && before && small !== run) {
        const ratio = Math.round((figures.p50 / Math.max(before.p50, 0.1)) * 100) / 100;
        rows.push({
          group,
          measure: `first-time ${name} p50 vs ${small.articles}`,
          value: ratio,
          unit: 'x',
          ...scaledTarget(ratio, figures.p50),
        });
      }
    }
    const map = run.sitemap;
    if (map) {
      rows.push({ group, measure: 'robots.txt', value: map.robotsMs, unit: 'ms', target: '<= 1000 ms', met: map.robotsMs <= 1000 });
      rows.push({
        group,
        measure: 'sitemap index uncached',
        value: map.indexMs,
        unit: 'ms',
        target: '<= 1000 ms',
        met: map.indexMs <= 1000,
      });
      rows.push({
        group,
        measure: 'sitemap slowest part uncached',
        value: map.partMaxMs,
        unit: 'ms',
        target: '<= 1000 ms',
        met: map.partMaxMs <= 1000,
      });
      rows.push({ group, measure: 'sitemap all parts uncached', value: map.partsMs, unit: 'ms' });
      rows.push({ group, measure: 'sitemap index cached', value: map.warmIndexMs, unit: 'ms' });
      rows.push({ group, measure: 'sitemap part cached', value: map.warmPartMs, unit: 'ms' });
      rows.push({
        group,
        measure: 'sitemap product addresses',
        value: map.productAddresses,
        unit: 'count',
        target: `${2 * run.articles} (every live product in both languages; the seed cancels a few)`,
        met: map.productAddresses >= 2 * run.articles * 0.95,
      });
    }
    rows.push({ group, measure: 'seed time', value: run.seedSeconds, unit: 's' });
    if (run.indexSeconds != null) rows.push({ group, measure: 'list index loaded after start', value: run.indexSeconds, unit: 's' });
  }
  return rows;
}

async function main() {
  const report = {
    name: 'server',
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    settings: { sizes, databases, duration, connections, coldRequests },
    rows: [],
    ceiling: null,
    runs: [],
    skipped: [],
  };
  const out = path.join(here, 'results', 'server.json');
  mkdirSync(path.dirname(out), { recursive: true });
  log('Ceiling: bare Fastify route');
  report.ceiling = await ceiling();
  log(`  ${report.ceiling.requestsPerSecond} req/s, p99 ${report.ceiling.p99} ms`);
  for (const kind of databases) {
    if (kind === 'postgres' && !(await postgresAnswers())) {
      report.skipped.push('postgres: no server answers');
      log('Postgres does not answer: skipped');
      continue;
    }
    for (const articles of sizes) {
      log(`Shop on ${kind} with ${articles} articles`);
      report.runs.push(await benchShop(kind, articles));
      report.rows = rowsOf(report);
      writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    }
  }
  report.rows = rowsOf(report);
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  log(`Written ${path.relative(root, out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
