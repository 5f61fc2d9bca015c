import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../../src/core/paths';

export interface ShopProcess {
  origin: string;
  pid: number;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  /** SIGKILL: the process dies at once, mid-request. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL if it does not stop in time. */
  stop(): Promise<void>;
  alive(): boolean;
  /** The exit code once the process has ended (null while it runs or when a signal ended it). */
  exitCode(): number | null;
}

/** The built server: the suites run the bundle that production runs (build before testing). */
function command(root: string): [string, string[]] {
  const bundle = path.join(root, 'server', 'dist', 'main.js');
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: build the server first (pnpm --filter @shop/server build)`);
  return [process.execPath, [bundle]];
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts the real shop server as its own process (own pool, own port) and waits until it listens.
 * Without a database URL it uses the embedded database under dataDir.
 */
export async function startShopProcess(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<ShopProcess> {
  const root = findRepoRoot();
  const [file, args] = command(root);
  const child = spawn(file, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      REPO_ROOT: root,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SEED_ARTICLES: '24',
      XPAY_ALIAS: '',
      XPAY_SECRET_KEY: '',
      SMTP_URL: '',
      RECAPTCHA_SECRET: '',
      PUBLIC_URL: '',
      // The suites stand in for the shop's reverse proxy: each shopper's address comes in x-forwarded-for.
      // They log the same customer in again and again; the limits have their own tests.
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_FACTOR: '1000',
      ...options.env,
    },
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`shop process did not start:\n${output.slice(-4000)}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`shop process exited (${code ?? signal}):\n${output.slice(-4000)}`));
    });
  });
  // Keep only the tail of a long log.
  child.stdout.on('data', () => {
    if (output.length > 200_000) output = output.slice(-100_000);
  });
  return {
    origin,
    pid: child.pid ?? 0,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    exitCode: () => child.exitCode,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
