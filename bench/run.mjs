// Every benchmark in turn, then one results file and one table.
// Usage: node bench/run.mjs [--only build,server,lighthouse,filmstrip] [--quick]
// Each script writes bench/results/<name>.json with rows { group, measure, value, unit, target?, met? };
// this merges them into bench/results.json and writes the table in bench/README.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'build,server,lighthouse,filmstrip' },
    quick: { type: 'boolean', default: false },
  },
});

// The build goes first: it leaves every package built for the others.
const scripts = values.only.split(',').filter(Boolean);
const resultsDir = path.join(here, 'results');
mkdirSync(resultsDir, { recursive: true });

/** A machine is quiet for a benchmark when, before it starts, its 1-minute load is below this share of its cores. */
const QUIET_LOAD_PER_CORE = 0.25;
/** The machine's state as each benchmark began: its 1-minute load average and whether that was quiet. */
const states = {};
const failed = [];
/** Longest wait for the machine to settle (the 1-minute load average lags) before a benchmark starts. */
const SETTLE_MS = 180_000;
const busy = () => os.loadavg()[0] / os.cpus().length >= QUIET_LOAD_PER_CORE;
for (const name of scripts) {
  // The previous benchmark's own work still weighs on the load average: wait for it to pass.
  for (const started = Date.now(); busy() && Date.now() - started < SETTLE_MS;) await new Promise((resolve) => setTimeout(resolve, 5000));
  const load = Math.round(os.loadavg()[0] * 100) / 100;
  states[name] = { load1m: load, quiet: load / os.cpus().length < QUIET_LOAD_PER_CORE, startedAt: new Date().toISOString() };
  console.log(`\n> bench: ${name} (1-minute load ${load})`);
  const started = Date.now();
  const args = [path.join(here, `${name}.mjs`), ...(values.quick ? ['--quick'] : [])];
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: path.join(here, '..') });
  console.log(`> bench: ${name} took ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) failed.push(name);
}

const reports = ['build', 'server', 'lighthouse', 'filmstrip']
  .map((name) => path.join(resultsDir, `${name}.json`))
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')));

// A report kept from an earlier run keeps the state (and time) it was measured in, marked as kept.
const earlier = existsSync(path.join(here, 'results.json')) ? JSON.parse(readFileSync(path.join(here, 'results.json'), 'utf8')) : null;
for (const report of reports) {
  const name = report.name.split(' ')[0];
  if (states[name]) continue;
  const before = earlier?.machine?.state?.[name];
  states[name] = { ...before, startedAt: before?.startedAt ?? report.measuredAt ?? earlier?.measuredAt, kept: true };
}

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? '',
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  state: states,
};
const results = { measuredAt: new Date().toISOString(), machine, reports };
writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const format = (row) =>
  (typeof row.value === 'number' ? `${Number(row.value.toFixed(row.value < 10 ? 2 : 0))} ${row.unit ?? ''}` : String(row.value)).trim();
const verdict = (row) => (row.met === undefined ? '' : row.met ? 'met' : '**missed**');

const lines = [
  '# Benchmarks',
  '',
  'Reproduce with `npm run bench` (installs, builds, then runs `bench/build.mjs`, `bench/server.mjs`, `bench/filmstrip.mjs` and',
  '`bench/lighthouse.mjs`; `node bench/run.mjs --quick` for a short run). Figures: `bench/results.json`.',
  '',
  `Written ${results.measuredAt.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}.`,
  '',
  `The machine as each benchmark began (1-minute load average; quiet below ${QUIET_LOAD_PER_CORE} per core): ${
    Object.entries(states)
      .map(([name, state]) => {
        const load = state.load1m === undefined ? 'load not recorded' : `${state.load1m} (${state.quiet ? 'quiet' : 'busy'})`;
        const when = state.startedAt ? `, ${state.startedAt.slice(0, 16).replace('T', ' ')} UTC` : '';
        return `${name} ${load}${when}${state.kept ? ', kept from an earlier run' : ''}`;
      })
      .join('; ') || 'not recorded'
  }.`,
  '',
];
for (const report of reports) {
  lines.push(`## ${report.name}`, '', '| group | measure | value | target | |', '|---|---|---|---|---|');
  for (const row of report.rows) lines.push(`| ${row.group} | ${row.measure} | ${format(row)} | ${row.target ?? ''} | ${verdict(row)} |`);
  lines.push('');
}
writeFileSync(path.join(here, 'README.md'), lines.join('\n'));
console.log(`\n> bench: wrote bench/results.json and bench/README.md${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
process.exit(failed.length ? 1 : 0);
