#!/usr/bin/env node
// One package in development, inside the whole shop: `npm run dev -- catalog` (or account, cart, cms,
// backoffice, shell). The package runs on webpack's development server with Fast Refresh; the shop's
// own server serves the pages, the calls and the other remotes from their production builds (built
// here when missing), with the remote manifest pointing the shell at the development server. The
// shell is a development build: React's development build is what swaps a changed component in place.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const webpackCli = require.resolve('webpack-cli/bin/cli.js');

const REMOTES = ['catalog', 'account', 'cart', 'cms', 'backoffice'];
const name = process.argv[2] ?? '';
if (![...REMOTES, 'shell'].includes(name)) {
  console.error(`usage: npm run dev -- ${[...REMOTES, 'shell'].join('|')}`);
  process.exit(2);
}

const packageDir = (pkg) => path.join(root, pkg === 'shell' ? 'shell' : `mfe-${pkg}`);
/** The shell's development build, served by the shop's server (SHELL_DIST). */
const shellDist = path.join(packageDir('shell'), 'dist-dev');
const shopPort = process.env.PORT ?? '8080';

function log(message) {
  console.log(`\n> ${message}`);
}

function run(args, cwd) {
  const result = spawnSync(process.execPath, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The development server's port, as the package's webpack configuration sets it. */
function devPort(pkg) {
  const config = require(path.join(packageDir(pkg), 'webpack.config.cjs'));
  return config({}, { mode: 'development' }).devServer.port;
}

const children = [];
let stopping = false;

/** Stops every process started here; the first one to end ends the others. */
function stop(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

function start(args, options) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code) => stop(code ?? 1));
  return child;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

/** Waits until `ready` answers true, or the start has failed. */
async function waitFor(what, ready) {
  for (let tries = 0; tries < 600 && !stopping; tries++) {
    if (await ready().catch(() => false)) return;
    await sleep(500);
  }
  if (!stopping) console.error(`${what} did not start`);
  stop(1);
}

log('building the server');
run(['build.mjs'], path.join(root, 'server'));
for (const remote of REMOTES) {
  if (remote === name || existsSync(path.join(packageDir(remote), 'dist/remoteEntry.js'))) continue;
  log(`building ${remote} for production (it has no build yet)`);
  run([webpackCli, '--mode', 'production'], packageDir(remote));
}

const port = devPort(name);
const devOrigin = `http://127.0.0.1:${port}`;
const serve = [webpackCli, 'serve', '--mode', 'development'];
// The package's own page on the development server (standalone.html) calls this shop.
const serveEnv = { ...process.env, DEV_API: `http://127.0.0.1:${shopPort}` };
if (name === 'shell') {
  // The development server writes the shell's files where the shop's server serves them from.
  rmSync(shellDist, { recursive: true, force: true });
  start([...serve, '--env', 'devDist'], { cwd: packageDir('shell'), env: serveEnv });
  await waitFor('the shell', async () => existsSync(path.join(shellDist, 'index.html')));
} else {
  log('building the shell for development');
  run([webpackCli, '--mode', 'development', '--env', 'devDist'], packageDir('shell'));
  start(serve, { cwd: packageDir(name), env: serveEnv });
  await waitFor(`the ${name} development server`, async () => (await fetch(`${devOrigin}/remoteEntry.js`)).ok);
}

if (!stopping) {
  start(['server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: shopPort,
      SHELL_DIST: shellDist,
      DEV_ORIGIN: devOrigin,
      ...(name === 'shell' ? {} : { [`REMOTE_${name.toUpperCase()}_URL`]: `${devOrigin}/remoteEntry.js` }),
    },
  });
  await waitFor('the shop', async () => (await fetch(`http://127.0.0.1:${shopPort}/mf/remotes.json`)).ok);
  if (!stopping) log(`the shop is on http://localhost:${shopPort}, with ${name} from ${devOrigin}: changes show without a reload`);
}
