// Soak: starts the production server on a fresh database and drives mixed shopper traffic at a
// fixed request rate (home and menu, lists, searches, details, login, cart saves, guest and
// customer checkouts paid or declined on the stand-in gateway), sampling the server's memory.
// Usage: node bench/soak.mjs [--rate 50] [--minutes 3] [--postgres] [--port 4660]
// Writes reliability/results/soak.json; exits 1 on any unexpected reply or when memory grows
// past the bound after warm-up. Build first (pnpm -r run build). Traffic goes to loopback only.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { italianGuest, onePieceLine } from './shopper.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '50' },
    minutes: { type: 'string', default: '3' },
    port: { type: 'string', default: '4660' },
    postgres: { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(root, 'reliability', 'results', 'soak.json') },
  },
});
const rate = Number(values.rate);
const minutes = Number(values.minutes);
const port = Number(values.port);
const durationMs = minutes * 60_000;
const API = '/Apps/WebObjects/Shop.woa/wa';

/** Memory bound after warm-up: heap after a full collection, and resident memory. */
const BOUND = { heapMb: 24, rssMb: 96 };
const WARM_UP_MS = Math.min(60_000, Math.max(10_000, durationMs / 5));
/** Requests in flight above this mean the server no longer keeps up; such a task is counted as late. */
const MAX_IN_FLIGHT = 400;

// ---------------------------------------------------------------------------------------------
// HTTP from many shopper addresses: every shopper has its own loopback address, so the per-address
// rate limits apply as they would to real shoppers (they stay at their production values).

const SHOPPERS = 240;
const shopperAddress = (i) => `127.1.${Math.floor(i / 200)}.${(i % 200) + 1}`;
const agents = new Map();
const agentFor = (address) => {
  let agent = agents.get(address);
  if (!agent) agents.set(address, (agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: address })));
  return agent;
};

function request(address, method, urlPath, { json, form, headers = {} } = {}) {
  const body = json !== undefined ? JSON.stringify(json) : form !== undefined ? new URLSearchParams(form).toString() : undefined;
  const type = json !== undefined ? 'application/json' : 'application/x-www-form-urlencoded';
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent: agentFor(address),
        headers: {
          'accept-encoding': 'br, gzip',
          ...(body !== undefined ? { 'content-type': type, 'content-length': Buffer.byteLength(body) } : {}),
          ...headers,
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          let raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          if (encoding === 'br') raw = zlib.brotliDecompressSync(raw);
          else if (encoding === 'gzip') raw = zlib.gunzipSync(raw);
          resolve({ status: res.statusCode, headers: res.headers, text: raw.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout after 30 s')));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

// ---------------------------------------------------------------------------------------------
// Figures per kind of request.

const stats = new Map();
const errors = [];
let late = 0;

function record(kind, ms, problem) {
  let entry = stats.get(kind);
  if (!entry) stats.set(kind, (entry = { requests: 0, errors: 0, times: [] }));
  entry.requests += 1;
  entry.times.push(ms);
  if (problem) {
    entry.errors += 1;
    if (errors.length < 50) errors.push({ kind, problem: String(problem).slice(0, 300) });
  }
}

class Unexpected extends Error {}

/** One timed request; `expect` checks the reply and returns a problem text or nothing. */
async function step(kind, address, method, urlPath, options = {}, expectStatus = 200) {
  const started = performance.now();
  let reply;
  try {
    reply = await request(address, method, urlPath, options);
  } catch (error) {
    record(kind, performance.now() - started, `${method} ${urlPath}: ${error.message}`);
    throw new Unexpected();
  }
  const ms = performance.now() - started;
  let problem = reply.status === expectStatus ? null : `${method} ${urlPath}: status ${reply.status} ${reply.text.slice(0, 160)}`;
  let data = null;
  if (!problem && (reply.headers['content-type'] ?? '').includes('json')) {
    data = JSON.parse(reply.text);
    if (data.error === true) problem = `${method} ${urlPath}: ${data.message}`;
  }
  record(kind, ms, problem);
  if (problem) throw new Unexpected();
  return { ...reply, data };
}

const read = (kind, address, body) => step(kind, address, 'POST', `${API}/API/read`, { json: body });
const action = (kind, address, name, payload, token) =>
  step(kind, address, 'POST', `${API}/AccountAction/${name}`, {
    json: payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

// ---------------------------------------------------------------------------------------------
// The shop's data, read once through the API before the soak.

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const keywords = ['camicia', 'giacca', 'maglia cashmere', 'abito seta', 'cotone', 'pantolone', 'lino', 'CAMICIA LINO', 'cappotto'];
let articles = [];
let families = [];
/** Sizes with stock: [codArticolo, codColore, prog, price, pieces left for the soak]. */
let stock = [];
let shellScript = '/';

async function loadCatalogue(address) {
  // Every article, in pages of 100 (the largest the API gives anyone but staff).
  const records = [];
  for (let page = 1; ; page += 1) {
    const reply = await read('setup', address, { entity: 'Articolo', pagination: { page, limit: 100 } });
    records.push(...reply.data.records);
    if (page >= reply.data.pages) break;
  }
  articles = records.map((a) => a.codArticolo);
  for (const article of records) {
    if (!article.prezzo || !article.vendibileCatalogo || article.dataCancellazione) continue;
    for (const size of article.disponibilita) {
      if (size.qta > 0)
        stock.push({
          cod: article.codArticolo,
          colour: size.codColore,
          prog: size.progSiglaTaglia,
          price: article.prezzo.prezzoVendita,
          left: size.qta,
        });
    }
  }
  const familyReply = await read('setup', address, { entity: 'FamigliaArticolo', expression: { conArticoli: true } });
  families = familyReply.data.records.map((f) => f.codFamigliaArticolo);
  const index = readFileSync(path.join(root, 'shell', 'dist', 'index.html'), 'utf8');
  shellScript = /src="(\/static\/main\.[^"]+\.js)"/.exec(index)?.[1] ?? '/';
}

/** One piece of a size the soak has not used up; paid orders keep it, declined ones give it back. */
function takePiece() {
  for (let tries = 0; tries < 50; tries += 1) {
    const size = pick(stock);
    if (size.left > 0) {
      size.left -= 1;
      return size;
    }
  }
  throw new Error('stock used up: seed more articles');
}

const lineOf = (size) => onePieceLine(size, size.price);
const guest = (n) => italianGuest(`ospite.${n}@example.com`);

const registration = (email) => ({
  email,
  password: 'Soak!2026x',
  name: 'Marta',
  surname: 'Verdi',
  phone: '+39 06 1234567',
  mobile: '+39 333 7654321',
  codiceFiscale: 'RSSMRA85T10A562S',
  privacy: true,
  destination: { address: 'Via Roma 1', postalCode: '00100', town: 'Roma', state: 'RM', country: 'IT', phone: '+39 06 1234567' },
});

/** Customers, each with its own address; a session is made by the login task. */
let customers = [];

async function registerCustomers(count) {
  const run = randomBytes(3).toString('hex');
  customers = Array.from({ length: count }, (_, i) => ({
    email: `cliente.${run}.${i}@example.com`,
    address: `127.2.${Math.floor(i / 200)}.${(i % 200) + 1}`,
    token: null,
  }));
  for (let i = 0; i < customers.length; i += 8) {
    await Promise.all(
      customers.slice(i, i + 8).map(async (customer) => {
        const reply = await action('setup', customer.address, 'createAccount', registration(customer.email));
        customer.token = reply.data.xtstoredsession;
      }),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Shopper tasks and their mix.

let guestNumber = 0;

async function checkout(kind, address, payload, token) {
  const size = takePiece();
  let paid = false;
  try {
    const confirmed = await action(kind, address, 'confirmCart', { ...payload, cart: { righe: [lineOf(size)] } }, token);
    const payment = confirmed.data.payment;
    const fields = Object.fromEntries(
      ['alias', 'importo', 'codTrans', 'divisa', 'mac', 'url', 'url_back', 'urlpost', 'languageId'].map((f) => [f, String(payment[f])]),
    );
    const gateway = new URL(payment.action);
    await step('gateway page', address, 'POST', gateway.pathname, { form: fields });
    const approve = Math.random() < 0.8;
    const pan = approve ? '4539970000000006' : '4539970000000014';
    const submitted = await step(
      'gateway payment + notification',
      address,
      'POST',
      `${API}/CartAction/gateway/submit`,
      { form: { ...fields, pan, scadenza: '12/30', cvv: '123', scelta: 'paga' } },
      303,
    );
    const back = new URL(submitted.headers.location);
    const result = await step('payment return', address, 'GET', `${back.pathname}${back.search}`, {}, 303);
    const outcome = new URL(result.headers.location, 'http://shop').searchParams.get('outcome');
    if (outcome !== (approve ? 'OK' : 'KO')) {
      record('payment return', 0, `outcome ${outcome} for ${approve ? 'an approving' : 'a declining'} card`);
      throw new Unexpected();
    }
    paid = approve;
  } finally {
    if (!paid) size.left += 1;
  }
}

const tasks = {
  async home(address) {
    await step('page (html)', address, 'GET', '/');
    await step('remote manifest', address, 'GET', '/mf/remotes.json');
    await step('static script', address, 'GET', shellScript);
    await step('home content', address, 'POST', `${API}/XAPI/list`, {
      json: { entity: 'Container', expression: { name: 'home', published: true } },
    });
  },
  async menu(address) {
    // As the shell asks them: no pagination, a reference list comes whole.
    await Promise.all([
      read('menu', address, { entity: 'Categoria', expression: { tipoCategoria: 2, conArticoli: true } }),
      read('menu', address, { entity: 'FamigliaArticolo', expression: { conArticoli: true } }),
      read('menu', address, { entity: 'ModuloSdo', expression: { conArticoli: true } }),
    ]);
  },
  async list(address) {
    const expression = Math.random() < 0.5 ? { codFamigliaArticolo: pick(families) } : { escludiCodCatRaggrupps: ['CR1', 'CR3'] };
    const orderings = Math.random() < 0.3 ? [{ key: 'prezzoVendita', direction: pick(['asc', 'desc']) }] : [];
    await read('list', address, {
      entity: 'Articolo',
      expression: { languageCode: 'ita', ...expression },
      orderings,
      pagination: { page: 1 + Math.floor(Math.random() * 3), limit: 40 },
    });
  },
  async search(address) {
    await read('search', address, {
      entity: 'Articolo',
      expression: { languageCode: 'ita', keyword: pick(keywords) },
      pagination: { page: 1, limit: 40 },
    });
  },
  async detail(address) {
    await read('detail', address, { entity: 'Articolo', expression: { codArticolo: pick(articles) } });
  },
  async login() {
    const customer = pick(customers);
    const reply = await action('login', customer.address, 'login', { email: customer.email, password: 'Soak!2026x' });
    customer.token = reply.data.xtstoredsession;
    await action('storedSession', customer.address, 'storedSession', { xtstoredsession: customer.token });
  },
  async updateCart() {
    const customer = pick(customers);
    const size = pick(stock);
    await action(
      'updateCart',
      customer.address,
      'updateCart',
      { cart: { righe: [lineOf(size)], imp_spese_trasp: 0, regalo: false } },
      customer.token,
    );
  },
  async guestCheckout(address) {
    guestNumber += 1;
    await checkout('confirmCart (guest)', address, { cliente: guest(guestNumber), privacy: true });
  },
  async customerCheckout() {
    const customer = pick(customers);
    await checkout('confirmCart (customer)', customer.address, {}, customer.token);
  },
};

/** Share of tasks and the requests each makes. */
const MIX = [
  ['home', 14, 4],
  ['menu', 8, 3],
  ['list', 26, 1],
  ['search', 16, 1],
  ['detail', 24, 1],
  ['login', 3, 2],
  ['updateCart', 5, 1],
  ['guestCheckout', 2.5, 4],
  ['customerCheckout', 1.5, 4],
];
const totalWeight = MIX.reduce((sum, [, weight]) => sum + weight, 0);
const requestsPerTask = MIX.reduce((sum, [, weight, requests]) => sum + (weight / totalWeight) * requests, 0);
const taskRate = rate / requestsPerTask;

function chooseTask() {
  let roll = Math.random() * totalWeight;
  for (const [name, weight] of MIX) {
    roll -= weight;
    if (roll <= 0) return name;
  }
  return MIX[0][0];
}

// ---------------------------------------------------------------------------------------------
// Server, memory samples, run.

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const reply = await request('127.0.0.1', 'GET', '/mf/remotes.json');
      if (reply.status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

function createPostgresDatabase() {
  const pg = createRequire(path.join(root, 'server', 'package.json'))('pg');
  const name = `soak_${randomBytes(6).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    async create() {
      const client = admin();
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
    },
    async drop() {
      const client = admin();
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function statusRss(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

let probeId = 0;
function probe(server, gc) {
  const id = (probeId += 1);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 5000);
    const onMessage = (message) => {
      if (message?.type !== 'memory' || message.id !== id) return;
      clearTimeout(timer);
      server.off('message', onMessage);
      resolve(message);
    };
    server.on('message', onMessage);
    server.send({ type: 'memory', id, gc });
  });
}

/** Least-squares slope of y over x (minutes), in MB per minute. */
function slope(points) {
  if (points.length < 2) return 0;
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : Math.round((num / den) * 100) / 100;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n) => Math.round(n * 10) / 10;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'soak-'));
  const postgres = values.postgres ? createPostgresDatabase() : null;
  await postgres?.create();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_FACTOR: '1',
    TRUST_PROXY: 'false',
  };
  const probeUrl = pathToFileURL(path.join(here, 'soak-probe.mjs')).href;
  const server = spawn(process.execPath, ['--expose-gc', '--import', probeUrl, path.join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const samples = [];
  let sampler;
  try {
    await waitForServer();
    await loadCatalogue('127.0.0.1');
    const expectedLogins = ((rate / requestsPerTask) * (MIX.find(([n]) => n === 'login')[1] / totalWeight) * durationMs) / 1000;
    // A customer logs in at most a few times in 15 minutes, as people do (and the per-email limit asks).
    await registerCustomers(Math.max(40, Math.ceil(expectedLogins / 4)));
    stats.delete('setup');

    const started = Date.now();
    let sampleCount = 0;
    const gcEvery = Math.max(2, Math.round(Math.min(30_000, durationMs / 8) / 5000));
    const takeSample = async (forceGc = false) => {
      const gc = forceGc || sampleCount % gcEvery === 0;
      sampleCount += 1;
      const memory = await probe(server, gc);
      samples.push({
        seconds: Math.round((Date.now() - started) / 1000),
        afterGc: gc,
        rssMb: mb(statusRss(server.pid)),
        heapUsedMb: memory ? mb(memory.heapUsed) : null,
        heapTotalMb: memory ? mb(memory.heapTotal) : null,
      });
    };
    await takeSample();
    sampler = setInterval(() => void takeSample(), 5000);
    // The last sample is always taken after a full collection (see takeSample(true) below).

    let inFlight = 0;
    let launched = 0;
    const running = new Set();
    await new Promise((resolve) => {
      const tick = () => {
        const elapsed = Date.now() - started;
        if (elapsed >= durationMs) return resolve();
        const due = Math.floor((elapsed / 1000) * taskRate);
        while (launched < due) {
          launched += 1;
          if (inFlight >= MAX_IN_FLIGHT) {
            late += 1;
            continue;
          }
          const name = chooseTask();
          inFlight += 1;
          const task = tasks[name](shopperAddress(Math.floor(Math.random() * SHOPPERS)))
            .catch((error) => {
              if (!(error instanceof Unexpected)) record(name, 0, error.stack ?? error.message);
            })
            .finally(() => {
              inFlight -= 1;
              running.delete(task);
            });
          running.add(task);
        }
        setTimeout(tick, 5);
      };
      tick();
    });
    await Promise.all(running);
    clearInterval(sampler);
    await takeSample(true);
    const elapsedSeconds = (Date.now() - started) / 1000;

    const kinds = Object.fromEntries(
      [...stats.entries()].map(([kind, entry]) => {
        const sorted = [...entry.times].sort((a, b) => a - b);
        return [
          kind,
          {
            requests: entry.requests,
            errors: entry.errors,
            p50Ms: round(percentile(sorted, 50)),
            p99Ms: round(percentile(sorted, 99)),
            maxMs: round(sorted.at(-1) ?? 0),
          },
        ];
      }),
    );
    const totalRequests = Object.values(kinds).reduce((sum, k) => sum + k.requests, 0);
    const totalErrors = Object.values(kinds).reduce((sum, k) => sum + k.errors, 0);

    const warm = samples.filter((s) => s.seconds * 1000 >= WARM_UP_MS);
    const gcWarm = warm.filter((s) => s.afterGc && s.heapUsedMb !== null);
    const firstGc = gcWarm[0];
    const lastGc = gcWarm.at(-1);
    const middle = samples[Math.floor(samples.length / 2)];
    const heapGrowth = firstGc && lastGc ? round(lastGc.heapUsedMb - firstGc.heapUsedMb) : 0;
    const rssGrowth = warm.length > 1 ? round(warm.at(-1).rssMb - warm[0].rssMb) : 0;
    const memoryOk = heapGrowth <= BOUND.heapMb && rssGrowth <= BOUND.rssMb;

    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 1024 ** 3), node: process.version },
      database: postgres ? 'postgres' : 'pglite (embedded)',
      settings: {
        targetRequestsPerSecond: rate,
        minutes,
        shopperAddresses: SHOPPERS,
        customers: customers.length,
        rateLimitFactor: 1,
        mix: Object.fromEntries(
          MIX.map(([name, weight, requests]) => [name, { shareOfTasks: round((weight / totalWeight) * 100), requestsPerTask: requests }]),
        ),
        warmUpSeconds: WARM_UP_MS / 1000,
        memoryBound: BOUND,
      },
      result: {
        passed: totalErrors === 0 && late === 0 && memoryOk,
        seconds: round(elapsedSeconds),
        requests: totalRequests,
        achievedRequestsPerSecond: round(totalRequests / elapsedSeconds),
        errors: totalErrors,
        lateTasks: late,
      },
      kinds,
      memory: {
        start: samples[0],
        middle,
        end: samples.at(-1),
        heapAfterGcGrowthAfterWarmUpMb: heapGrowth,
        rssGrowthAfterWarmUpMb: rssGrowth,
        heapAfterGcSlopeMbPerMinute: slope(gcWarm.map((s) => ({ x: s.seconds / 60, y: s.heapUsedMb }))),
        rssSlopeMbPerMinute: slope(warm.map((s) => ({ x: s.seconds / 60, y: s.rssMb }))),
        samples,
      },
      firstErrors: errors,
    };
    mkdirSync(path.dirname(values.out), { recursive: true });
    writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`);
    const { samples: _omit, ...memorySummary } = report.memory;
    process.stdout.write(
      `${JSON.stringify({ result: report.result, kinds, memory: memorySummary, firstErrors: errors.slice(0, 5) }, null, 2)}\n`,
    );
    process.exitCode = report.result.passed ? 0 : 1;
  } finally {
    clearInterval(sampler);
    for (const agent of agents.values()) agent.destroy();
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.on('exit', resolve));
    }
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
