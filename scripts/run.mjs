#!/usr/bin/env node
// The README's commands on a fresh machine: bootstrap pnpm, install, build, then start, test or bench;
// or install, then run one package in development (dev).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';

function log(message) {
  console.log(`\n> ${message}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function versionOf(command) {
  try {
    return execFileSync(command, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** pnpm, installed globally when missing; npx as the last resort. */
function pnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return ['pnpm'];
  log(`installing pnpm ${PNPM_VERSION}`);
  const global = spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (global.status === 0 && versionOf('pnpm') === PNPM_VERSION) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

function install(pm) {
  log('installing packages');
  run(pm[0], [...pm.slice(1), 'install', '--frozen-lockfile']);
}

function build(pm) {
  log('building every package for production');
  run(pm[0], [...pm.slice(1), '-r', '--workspace-concurrency=2', 'run', 'build']);
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haproxyPath = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const wrkPath = '/usr/bin/wrk';

/**
 * What the tests drive from Debian: chromium for the end-to-end tests, HAProxy for the suite that runs
 * several instances behind the load balancer of deploy/, and wrk (a native load generator, so the
 * generator is not the limit) for the benchmarks. Installed when absent.
 */
function ensureSystemPackages({ haproxy, wrk = false }) {
  const wanted = [];
  if (!existsSync(chromiumPath)) wanted.push('chromium', 'fonts-dejavu-core');
  if (haproxy && !existsSync(haproxyPath)) wanted.push('haproxy');
  if (wrk && !existsSync(wrkPath)) wanted.push('wrk');
  if (wanted.length === 0) return;
  log(`installing Debian packages for the tests: ${wanted.join(', ')}`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (args) => {
    const [cmd, ...rest] = [...asRoot, 'apt-get', ...args];
    run(cmd, rest, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', ...wanted]);
  for (const file of [chromiumPath, ...(haproxy ? [haproxyPath] : []), ...(wrk ? [wrkPath] : [])]) {
    if (!existsSync(file)) {
      console.error(`${file} is still missing`);
      process.exit(1);
    }
  }
}

const command = process.argv[2];
const pm = pnpm();
install(pm);

switch (command) {
  case 'build':
    build(pm);
    break;
  case 'start': {
    build(pm);
    log(`starting the shop on http://localhost:${process.env.PORT ?? 8080}`);
    const server = spawn(process.execPath, ['server/dist/main.js'], { cwd: root, stdio: 'inherit' });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
    server.on('exit', (code) => process.exit(code ?? 0));
    break;
  }
  case 'test':
    ensureSystemPackages({ haproxy: true });
    build(pm);
    log('root check: type-check, lint, unit and server tests, end-to-end tests');
    run(pm[0], [...pm.slice(1), 'run', 'check']);
    break;
  case 'dev':
    // One package with Fast Refresh inside the whole shop: npm run dev -- catalog (see scripts/dev.mjs).
    run(process.execPath, ['scripts/dev.mjs', ...process.argv.slice(3)]);
    break;
  case 'bench':
    ensureSystemPackages({ haproxy: false, wrk: true });
    log('benchmarks: build, server, storefront load (figures in bench/results.json and bench/README.md)');
    run(process.execPath, ['bench/run.mjs', ...process.argv.slice(3)]);
    break;
  default:
    console.error('usage: node scripts/run.mjs start|test|build|bench|dev');
    process.exit(2);
}
