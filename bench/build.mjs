// Build benchmark: times the production build of every package together, then each package alone
// from a clean output folder (every front-end dist removed first, so no package leans on another's
// build output). Usage: node bench/build.mjs [--alone-only] [--packages shell,mfe-catalog] [--label ts-loader]
// Writes bench/results/build.json. With --label the rows are named after it (e.g. the compiler the
// build used) and the rows of other labels already in the file are kept, so two setups can be compared.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const { values } = parseArgs({
  options: {
    'alone-only': { type: 'boolean', default: false },
    packages: { type: 'string', default: 'shell,mfe-catalog,mfe-account,mfe-cart,mfe-cms,mfe-backoffice,shared,server' },
    label: { type: 'string' },
  },
});
const frontEnds = ['shell', 'mfe-catalog', 'mfe-account', 'mfe-cart', 'mfe-cms', 'mfe-backoffice'];
/** What each package's build must leave behind. */
const outputs = {
  shell: ['dist/index.html', 'dist/mf-manifest.json'],
  server: ['dist/main.js'],
  ...Object.fromEntries(
    frontEnds.filter((name) => name !== 'shell').map((name) => [name, ['dist/remoteEntry.js', 'dist/mf-manifest.json']]),
  ),
};

/** `times` of the shell's children: "0m12.340s 0m1.200s", user then system time. */
const CHILD_TIMES = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/;

/**
 * Runs pnpm through a shell whose `times` gives the processor time the build took (user and system,
 * every process of it): on a machine busy with other work it varies less than the wall-clock time.
 */
function pnpm(args) {
  return new Promise((resolve) => {
    const started = performance.now();
    const script = 'pnpm "$@"; code=$?; times; exit $code';
    const child = spawn('sh', ['-c', script, 'sh', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      const times = stdout.trim().split('\n').at(-1)?.trim().match(CHILD_TIMES);
      const cpu = times ? Number(times[1]) * 60 + Number(times[2]) + Number(times[3]) * 60 + Number(times[4]) : null;
      const round = (value) => Math.round(value * 10) / 10;
      resolve({ code, seconds: round((performance.now() - started) / 1000), cpuSeconds: cpu === null ? null : round(cpu), output });
    });
  });
}

/** The processor-time row of a build, when the shell reported it. */
const cpuRow = (group, result) =>
  result.cpuSeconds === null ? [] : [{ group, measure: 'processor time (user + system)', value: result.cpuSeconds, unit: 's' }];

function packageJson(name) {
  return JSON.parse(readFileSync(path.join(root, name, 'package.json')));
}

/** Bytes of the package's build output, without the compressed copies; `only` keeps matching files. */
function distBytes(name, only = /./) {
  const dist = path.join(root, name, 'dist');
  if (!existsSync(dist)) return 0;
  let total = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.(br|gz)$/.test(entry.name) && only.test(entry.name)) total += statSync(full).size;
    }
  };
  walk(dist);
  return total;
}

const cleanFrontEnds = () => {
  for (const name of frontEnds) rmSync(path.join(root, name, 'dist'), { recursive: true, force: true });
};

async function main() {
  const rows = [];
  const details = [];
  let failed = false;
  if (!values['alone-only']) {
    cleanFrontEnds();
    rmSync(path.join(root, 'server/dist'), { recursive: true, force: true });
    const all = await pnpm(['-r', '--workspace-concurrency=2', 'run', 'build']);
    if (all.code !== 0) {
      failed = true;
      console.error(all.output.slice(-4000));
    }
    rows.push({
      group: 'build · all packages',
      measure: 'production build time',
      value: all.seconds,
      unit: 's',
      met: all.code === 0,
      target: 'builds',
    });
    rows.push(...cpuRow('build · all packages', all));
    details.push({ package: 'all', seconds: all.seconds, cpuSeconds: all.cpuSeconds, exitCode: all.code });
    process.stdout.write(`all packages: ${all.seconds} s, ${all.cpuSeconds} s of processor (exit ${all.code})\n`);
  }
  for (const name of values.packages.split(',')) {
    const group = `build · ${name} alone`;
    const pkg = packageJson(name);
    if (!pkg.scripts?.build) {
      // The shared package is consumed as TypeScript source by every build: it has no build of its own.
      rows.push({
        group,
        measure: 'production build time',
        value: 0,
        unit: 's',
        note: 'no build step: compiled inside each package that imports it',
      });
      details.push({ package: name, seconds: 0, buildStep: false });
      continue;
    }
    if (frontEnds.includes(name)) cleanFrontEnds();
    else rmSync(path.join(root, name, 'dist'), { recursive: true, force: true });
    const result = await pnpm(['--filter', pkg.name, 'run', 'build']);
    const missing = (outputs[name] ?? []).filter((file) => !existsSync(path.join(root, name, file)));
    const ok = result.code === 0 && missing.length === 0;
    if (!ok) {
      failed = true;
      console.error(`${name}: exit ${result.code}, missing ${missing.join(', ')}\n${result.output.slice(-4000)}`);
    }
    rows.push({ group, measure: 'production build time', value: result.seconds, unit: 's', target: 'builds alone', met: ok });
    rows.push(...cpuRow(group, result));
    rows.push({ group, measure: 'output size (uncompressed)', value: Math.round(distBytes(name) / 1024), unit: 'KB' });
    if (frontEnds.includes(name)) {
      rows.push({ group, measure: 'JavaScript (uncompressed)', value: Math.round(distBytes(name, /\.js$/) / 1024), unit: 'KB' });
    }
    details.push({ package: name, seconds: result.seconds, cpuSeconds: result.cpuSeconds, exitCode: result.code, missing });
    process.stdout.write(
      `${name} alone: ${result.seconds} s, ${result.cpuSeconds} s of processor (exit ${result.code}${missing.length ? `, missing ${missing.join(', ')}` : ''})\n`,
    );
  }
  // Leave every package built, as before the benchmark.
  cleanFrontEnds();
  const rebuild = await pnpm(['-r', '--workspace-concurrency=2', 'run', 'build']);
  if (rebuild.code !== 0) failed = true;
  const measuredAt = new Date().toISOString();
  const file = path.join(here, 'results/build.json');
  const label = values.label;
  const labelled = label ? rows.map((row) => ({ ...row, group: `${row.group} · ${label}`, label, measuredAt })) : rows;
  // The rows of other labels stay: the figures of an earlier setup, kept for comparison.
  const kept = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')).rows ?? []).filter((row) => row.label && row.label !== label)
    : [];
  const out = { name: 'build', measuredAt, rows: label ? [...kept, ...labelled] : [...labelled, ...kept], details };
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  if (failed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
