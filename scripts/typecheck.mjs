#!/usr/bin/env node
// Strict type-check of every package, two at a time.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['shared', 'server', 'shell', 'mfe-catalog', 'mfe-account', 'mfe-cart', 'mfe-cms', 'mfe-backoffice', 'e2e'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

function check(pkg) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', pkg, '--noEmit', '--pretty'], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => resolve({ pkg, ok: code === 0 }));
  });
}

const queue = [...packages];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) results.push(await check(pkg));
  }),
);
const failed = results.filter((r) => !r.ok).map((r) => r.pkg);
if (failed.length > 0) {
  console.error(`type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`types ok in ${results.length} packages`);
