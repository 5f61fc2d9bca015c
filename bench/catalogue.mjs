// Catalogue benchmark: seeds 300 and 100,000 articles on the embedded database, starts the
// production server on each and measures list and search latency over real HTTP.
// Usage: node bench/catalogue.mjs [--sizes 300,100000] [--requests 60] [--port 4390]
// Writes bench/catalogue-results.json. Build the server first (pnpm --filter @shop/server build).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '300,100000' },
    requests: { type: 'string', default: '60' },
    port: { type: 'string', default: '4390' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const requests = Number(values.requests);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}/Apps/WebObjects/Shop.woa/wa/API/read`;

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/mf/remotes.json`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function timed(body) {
  const started = performance.now();
  const response = await fetch(base, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const reply = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${reply.message}`);
  return { ms: performance.now() - started, total: reply.totalCount };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(name, makeBody) {
  await timed(makeBody(0)); // warm-up
  const times = [];
  let total = 0;
  for (let i = 0; i < requests; i += 1) {
    const result = await timed(makeBody(i));
    times.push(result.ms);
    total = result.total;
  }
  times.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return { name, requests, p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), lastTotalCount: total };
}

const keywords = ['camicia', 'pantolone', 'CAMICIA LINO', 'maglia cashmere', 'giacca', 'abito seta', 'cotone'];

async function benchSize(articles) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-bench-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  const seedStarted = Date.now();
  await run(process.execPath, ['server/dist/seed.js', '--articles', String(articles), '--reset'], env);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer();
    const list = (extra) => (i) => ({
      entity: 'Articolo',
      expression: { languageCode: 'ita', ...extra },
      pagination: { page: (i % 5) + 1, limit: 40 },
    });
    const results = [
      await measure('collection list (page 1-5)', list({ escludiCodCatRaggrupps: ['CR1', 'CR3'] })),
      await measure('family list', list({ codFamigliaArticolo: 'MG' })),
      await measure('list sorted by sale price', (i) => ({
        ...list({})(i),
        orderings: [{ key: 'prezzoVendita', direction: 'asc' }],
      })),
      await measure('list filtered by colour and size', list({ codColori: ['NER'], siglaTaglie: ['M'] })),
      await measure('search (relevance, typos included)', (i) => ({
        entity: 'Articolo',
        expression: { languageCode: 'ita', keyword: keywords[i % keywords.length] },
        pagination: { page: 1, limit: 40 },
      })),
    ];
    return { articles, seedSeconds, results };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const report = { date: new Date().toISOString(), database: 'pglite (embedded)', unit: 'ms', runs: [] };
for (const size of sizes) {
  process.stdout.write(`Benchmark with ${size} articles...\n`);
  report.runs.push(await benchSize(size));
  writeFileSync(path.join(here, 'catalogue-results.json'), `${JSON.stringify(report, null, 2)}\n`);
}
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
